import { describe, expect, it } from 'vitest';
import { AppErrorException, type AppErrorKind } from '../../shared/app-error';
import { CACHE_POLICIES, createQueryClient, MAX_RETRIES, retryDelay, shouldRetry } from './query-client';
import { QUERY_RESOURCES, queryKeys, resourceOfKey } from './query-keys';

const error = (kind: AppErrorKind) => new AppErrorException({ kind, message: kind });

describe('shouldRetry', () => {
  it('retries network, timeout and server failures, up to the limit', () => {
    for (const kind of ['network', 'timeout', 'server'] as const) {
      expect(shouldRetry(0, error(kind))).toBe(true);
      expect(shouldRetry(MAX_RETRIES, error(kind))).toBe(false);
    }
  });

  it('never retries client errors, quota or unexpected records', () => {
    for (const kind of ['unauthorized', 'forbidden', 'not_found', 'invalid_input', 'quota_exceeded', 'unexpected_response'] as const) {
      expect(shouldRetry(0, error(kind))).toBe(false);
    }
    expect(shouldRetry(0, new Error('a bug'))).toBe(false);
  });

  it('backs off, capped', () => {
    expect(retryDelay(0)).toBe(1000);
    expect(retryDelay(1)).toBe(2000);
    expect(retryDelay(10)).toBe(8000);
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
