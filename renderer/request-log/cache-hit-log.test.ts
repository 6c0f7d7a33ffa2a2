import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { countCacheSavings } from '../account/cache-savings';
import { startCacheHitLog } from './cache-hit-log';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the cache-hit log', () => {
  it('lists the query of each hit the counter counts, and nothing it does not', async () => {
    const client = new QueryClient();
    const counter = countCacheSavings(client.getQueryCache(), { dedupeWindowMs: 0 });
    const log = startCacheHitLog(client.getQueryCache(), counter, () => 1000);
    client.setQueryData(['marketplace', 'ns', 'detail', 'fresh'], { raw: {} });
    const fresh = new QueryObserver(client, { queryKey: ['marketplace', 'ns', 'detail', 'fresh'], queryFn: () => ({ raw: {} }), staleTime: 60_000 });
    const stopFresh = fresh.subscribe(() => undefined);
    // No data yet: a fetch, not a hit.
    const missing = new QueryObserver(client, { queryKey: ['marketplace', 'ns', 'detail', 'missing'], queryFn: () => ({ raw: {} }), staleTime: 60_000 });
    const stopMissing = missing.subscribe(() => undefined);
    await flush();
    expect(counter.count()).toBe(1);
    expect(log.hits()).toEqual([{ at: 1000, queryKey: ['marketplace', 'ns', 'detail', 'fresh'] }]);
    stopFresh();
    stopMissing();
  });
});
