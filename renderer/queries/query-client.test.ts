import { describe, expect, it } from 'vitest';
import { AppErrorException } from '../../shared/domain/app-error';
import { CACHE_POLICIES, createQueryClient } from './query-client';
import { QUERY_RESOURCES, queryKeys, resourceOfKey } from './query-keys';

describe('retries', () => {
  it('retries nothing itself: the core owns retries, so one action sends each request once', async () => {
    const client = createQueryClient({ backgroundFetchAllowed: () => true });
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new AppErrorException({ kind: 'server', status: 503, message: 'down' });
    };
    await client.fetchQuery({ queryKey: queryKeys.dataset('n', 'x'), queryFn: failing }).catch(() => undefined);
    expect(calls).toBe(1);
    await client
      .getMutationCache()
      .build(client, { mutationFn: failing })
      .execute(undefined)
      .catch(() => undefined);
    expect(calls).toBe(2);
  });
});

describe('cache policies', () => {
  it('has one for every resource, fresher for fast-moving data', () => {
    for (const resource of QUERY_RESOURCES) expect(CACHE_POLICIES[resource].gcTime).toBeGreaterThanOrEqual(CACHE_POLICIES[resource].staleTime);
    expect(CACHE_POLICIES.account.staleTime).toBeLessThan(CACHE_POLICIES.lists.staleTime);
    expect(CACHE_POLICIES.lists.staleTime).toBeLessThan(CACHE_POLICIES.detail.staleTime);
    expect(CACHE_POLICIES.detail.staleTime).toBeLessThan(CACHE_POLICIES.quality.staleTime);
    expect(CACHE_POLICIES.categories.staleTime).toBe(60 * 60 * 1000);
  });

  it('applies the resource staleness by default, from the key', () => {
    const client = createQueryClient();
    const cache = client.getQueryCache();
    const queryKey: readonly unknown[] = queryKeys.categories('embedded:http://127.0.0.1:1');
    const query = cache.build(client, { queryKey });
    const staleTime = client.getDefaultOptions().queries?.staleTime;
    expect(typeof staleTime === 'function' ? staleTime(query) : staleTime).toBe(CACHE_POLICIES.categories.staleTime);
    expect(client.getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });
});

describe('query keys', () => {
  it('are namespaced by connection and name their resource', () => {
    const a = queryKeys.dataset('embedded:http://127.0.0.1:1', 'x');
    const b = queryKeys.dataset('custom:https://api.example.com', 'x');
    expect(a).not.toEqual(b);
    expect(resourceOfKey(a)).toBe('detail');
    expect(resourceOfKey(queryKeys.datasetList('n', { q: 'a' }))).toBe('lists');
    expect(resourceOfKey(['something-else'])).toBeNull();
  });

  it('make a compatibility check independent of the order of its datasets', () => {
    expect(queryKeys.compatibility('n', ['b', 'a'], 'research')).toEqual(queryKeys.compatibility('n', ['a', 'b'], 'research'));
  });
});
