/**
 * The window's cache answers for the request log: each time the cache-savings counter
 * (account/cache-savings.ts, the rule for "served from the cache") counts a hit, which query it
 * was. The counter judges a hit in a microtask queued on the cache's `observerAdded` event; this
 * log subscribes to the same cache after the counter, so its own microtask for that event runs
 * right after the counter's and sees whether the count grew since its previous one. The rule stays in one place.
 */
import type { QueryCache } from '@tanstack/react-query';
import type { CacheSavingsCounter } from '../account/cache-savings';

export interface CacheHit {
  /** Epoch milliseconds. */
  at: number;
  queryKey: readonly unknown[];
}

export interface CacheHitLog {
  /** Oldest first. */
  hits(): readonly CacheHit[];
  /** When the log began listening (hits before it are counted, not listed). */
  since: number;
  subscribe(listener: () => void): () => void;
}

export const CACHE_HIT_LOG_LENGTH = 1000;

export function startCacheHitLog(queryCache: QueryCache, counter: Pick<CacheSavingsCounter, 'count'>, now: () => number = Date.now): CacheHitLog {
  const hits: CacheHit[] = [];
  const listeners = new Set<() => void>();
  // The count as of this log's last microtask: only the counter's microtask for the same event runs between two of them.
  let seen = counter.count();
  queryCache.subscribe((event) => {
    if (event.type !== 'observerAdded') return;
    const { queryKey } = event.query;
    queueMicrotask(() => {
      const count = counter.count();
      const hit = count > seen;
      seen = count;
      if (!hit) return;
      hits.push({ at: now(), queryKey });
      if (hits.length > CACHE_HIT_LOG_LENGTH) hits.shift();
      for (const listener of listeners) listener();
    });
  });
  return {
    hits: () => hits,
    since: now(),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
