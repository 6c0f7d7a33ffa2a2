import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { unwrap } from '../../queries/call-bridge';
import { useConnectionNamespace } from '../../state/connection-store';
import { cachePolicy } from '../../queries/query-client';
import { queryKeys } from '../../queries/query-keys';
import { getBridge } from '../../bridge/get-bridge';
import { useQuotaGate } from '../../quota/use-quota-gate';

export interface CategoryOption {
  name: string;
  /** The value sent as `category` (the name; the server matches names and slugs). */
  value: string;
  count?: number;
}

/** Categories with counts (GET /v1/categories), read by the core from any list shape. */
export function useCategories() {
  const namespace = useConnectionNamespace();
  const { blocked } = useQuotaGate();
  const result = useQuery({
    queryKey: queryKeys.categories(namespace),
    queryFn: () => unwrap(getBridge().listCategories()),
    enabled: !blocked,
    ...cachePolicy('categories'),
  });
  const list = result.data?.categories;
  const categories = useMemo<CategoryOption[]>(
    () => (list ?? []).map((category) => ({ name: category.name.value, value: category.name.value, count: category.count?.value })),
    [list],
  );
  return { ...result, categories };
}
