/**
 * Every marketplace query key starts with ['marketplace', <connection namespace>, <resource>], so
 * switching connection never mixes caches and each resource has its own cache policy.
 */
import type { DatasetListQuery } from '../../shared/domain/search-query';
import type { UseCase } from '../../shared/wire/api-types';

export const QUERY_RESOURCES = ['lists', 'detail', 'quality', 'license', 'categories', 'account', 'compatibility'] as const;
export type QueryResource = (typeof QUERY_RESOURCES)[number];

export type { DatasetListQuery };

const root = (namespace: string, resource: QueryResource) => ['marketplace', namespace, resource] as const;

export const queryKeys = {
  connection: (namespace: string) => ['marketplace', namespace] as const,
  resource: root,
  datasetList: (namespace: string, query: DatasetListQuery) => [...root(namespace, 'lists'), query] as const,
  dataset: (namespace: string, id: string) => [...root(namespace, 'detail'), id] as const,
  quality: (namespace: string, id: string) => [...root(namespace, 'quality'), id] as const,
  license: (namespace: string, id: string) => [...root(namespace, 'license'), id] as const,
  categories: (namespace: string) => root(namespace, 'categories'),
  /** The account depends on the key too: `keyFingerprint` is the masked key (never the key). */
  account: (namespace: string, keyFingerprint: string | null) => [...root(namespace, 'account'), keyFingerprint] as const,
  compatibility: (namespace: string, datasetIds: readonly string[], useCase: UseCase) =>
    [...root(namespace, 'compatibility'), { datasetIds: [...datasetIds].sort(), useCase }] as const,
};

/** The resource of a marketplace query key, or null for other keys. */
export function resourceOfKey(key: readonly unknown[]): QueryResource | null {
  if (key[0] !== 'marketplace') return null;
  const resource = key[2];
  return (QUERY_RESOURCES as readonly unknown[]).includes(resource) ? (resource as QueryResource) : null;
}

/** The connection namespace of a marketplace query key, or undefined for other keys. */
export const namespaceOfKey = (key: readonly unknown[]): string | undefined => (key[0] === 'marketplace' ? (key[1] as string) : undefined);
