import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CACHE_HITS_LISTED, countCacheSavings } from './cache-savings';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the hits the counter lists for the request log', () => {
  it('lists the query of each hit the counter counts, and nothing it does not', async () => {
    const client = new QueryClient();
    const counter = countCacheSavings(client.getQueryCache(), { dedupeWindowMs: 0, now: () => 1000 });
    client.setQueryData(['marketplace', 'ns', 'detail', 'fresh'], { raw: {} });
    const fresh = new QueryObserver(client, { queryKey: ['marketplace', 'ns', 'detail', 'fresh'], queryFn: () => ({ raw: {} }), staleTime: 60_000 });
    const stopFresh = fresh.subscribe(() => undefined);
    // No data yet: a fetch, not a hit.
    const missing = new QueryObserver(client, { queryKey: ['marketplace', 'ns', 'detail', 'missing'], queryFn: () => ({ raw: {} }), staleTime: 60_000 });
    const stopMissing = missing.subscribe(() => undefined);
    await flush();
    expect(counter.count()).toBe(1);
    expect(counter.since).toBe(1000);
    expect(counter.hits()).toEqual([{ at: 1000, queryKey: ['marketplace', 'ns', 'detail', 'fresh'] }]);
    stopFresh();
    stopMissing();
  });

  it('keeps the latest hits, as many as it lists, while the count goes on', async () => {
    const client = new QueryClient();
    const counter = countCacheSavings(client.getQueryCache(), { dedupeWindowMs: 0 });
    for (let index = 0; index <= CACHE_HITS_LISTED; index += 1) {
      const queryKey = ['marketplace', 'ns', 'detail', String(index)];
      client.setQueryData(queryKey, { raw: {} });
      new QueryObserver(client, { queryKey, queryFn: () => ({ raw: {} }), staleTime: 60_000 }).subscribe(() => undefined)();
    }
    await flush();
    expect(counter.count()).toBe(CACHE_HITS_LISTED + 1);
    expect(counter.hits()).toHaveLength(CACHE_HITS_LISTED);
    expect(counter.hits()[0]?.queryKey).toEqual(['marketplace', 'ns', 'detail', '1']);
  });
});
