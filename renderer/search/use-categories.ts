import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { unwrap } from '../app/call-bridge';
import { useConnectionNamespace } from '../app/connection-store';
import { cachePolicy } from '../app/query-client';
import { queryKeys } from '../app/query-keys';
import { getBridge } from '../bridge/get-bridge';
import { useQuotaGate } from '../quota/use-quota-gate';

export interface CategoryOption {
  name: string;
  /** The value sent as `category` (the name; the server matches names and slugs). */
  value: string;
  count?: number;
}

/** Categories with counts (GET /v1/categories); entries without a name are skipped. */
export function useCategories() {
  const namespace = useConnectionNamespace();
  const { blocked } = useQuotaGate();
  const result = useQuery({
    queryKey: queryKeys.categories(namespace),
    queryFn: () => unwrap(getBridge().listCategories()),
    enabled: !blocked,
    ...cachePolicy('categories'),
  });
  const list = result.data?.data;
  const categories = useMemo<CategoryOption[]>(() => {
    if (!Array.isArray(list)) return [];
    return list.flatMap((category) => {
      const name = typeof category?.name === 'string' && category.name ? category.name : typeof category?.slug === 'string' ? category.slug : null;
      if (!name) return [];
      return [{ name, value: name, count: typeof category.count === 'number' ? category.count : undefined }];
    });
  }, [list]);
  return { ...result, categories };
}
