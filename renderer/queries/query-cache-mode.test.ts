import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { queryCacheModeOf } from './query-cache-mode';
import { CACHE_POLICIES, cachePolicy, createQueryClient, JUST_FETCHED_MS } from './query-client';
import { queryKeys } from './query-keys';

describe('query cache mode', () => {
  it('is on unless the page asks for off', () => {
    expect(queryCacheModeOf('')).toBe('on');
    expect(queryCacheModeOf('?query-cache=on')).toBe('on');
    expect(queryCacheModeOf('?query-cache=nonsense')).toBe('on');
    expect(queryCacheModeOf('?query-cache=off')).toBe('off');
    expect(queryCacheModeOf('?a=1&query-cache=off')).toBe('off');
  });

  it('off: nothing unused is kept, nothing is fresh beyond the moment it arrived', () => {
    expect(cachePolicy('detail', 'on')).toEqual(CACHE_POLICIES.detail);
    expect(cachePolicy('detail', 'off')).toEqual({ staleTime: JUST_FETCHED_MS, gcTime: 0 });
    const client = createQueryClient({ mode: 'off' });
    const queryKey: readonly unknown[] = queryKeys.categories('n');
    const query = client.getQueryCache().build(client, { queryKey });
    const staleTime = client.getDefaultOptions().queries?.staleTime;
    expect(typeof staleTime === 'function' ? staleTime(query) : staleTime).toBe(JUST_FETCHED_MS);
    expect(client.getDefaultOptions().queries?.gcTime).toBe(0);
  });
});

describe('refreshing data on screen', () => {
  const key = queryKeys.categories('n');
  const staleAt = Date.now() - CACHE_POLICIES.categories.staleTime - 1000;

  async function mountWith(backgroundFetchAllowed: boolean, updatedAt: number, mode: 'on' | 'off' = 'on') {
    const client = createQueryClient({ mode, backgroundFetchAllowed: () => backgroundFetchAllowed });
    client.setQueryData(key, { data: [] }, { updatedAt });
    const queryFn = vi.fn(async () => ({ data: [] }));
    const observer = new QueryObserver(client, { queryKey: key, queryFn });
    const stop = observer.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    client.clear();
    return queryFn.mock.calls.length;
  }

  it('refreshes stale data when a view shows it again, while the quota allows', async () => {
    expect(await mountWith(true, staleAt)).toBe(1);
  });

  it('keeps stale data as it is when the quota is low (no background refetch)', async () => {
    expect(await mountWith(false, staleAt)).toBe(0);
  });

  it('never refetches fresh data', async () => {
    expect(await mountWith(true, Date.now())).toBe(0);
  });

  it('does not ask again for data that has just arrived, even with caching off (it was fetched for this view)', async () => {
    expect(await mountWith(true, Date.now(), 'off')).toBe(0);
    expect(await mountWith(true, Date.now() - JUST_FETCHED_MS, 'off')).toBe(1);
  });
});
