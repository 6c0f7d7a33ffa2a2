/**
 * Counts the requests the react-query cache saved this session ("M served from cache").
 *
 * Counting rule: a hit is counted when a component subscribes to a query (the cache's
 * `observerAdded` event: a view mounts, or a mounted view switches to another key, e.g. back to
 * page 1) and, once that subscription has run,
 *   - the query already holds data,
 *   - no fetch is under way for it (the subscription did not start one, and it did not merely
 *     join a fetch already in flight: that is request de-duplication, not the cache), and
 *   - the subscriber sees the data as fresh (younger than its staleTime),
 * i.e. the data was shown without a request because it was fresh. Disabled subscribers are skipped
 * (they would not have fetched anyway). The same query counts at most once per `dedupeWindowMs`,
 * so React StrictMode's double mount or two components mounting together count as one hit.
 * Prefetches and persisted-cache restores are not subscriptions and do not count by themselves;
 * a view later served from restored fresh data does. Each hit is also listed (its query and time)
 * for the request log, from the counter's start: the log's rows and this count are one record.
 */
import type { Query, QueryCache, QueryClient, QueryObserver } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** One hit: which query the cache answered, and when. */
export interface CacheHit {
  /** Epoch milliseconds. */
  at: number;
  queryKey: readonly unknown[];
}

export const CACHE_HITS_LISTED = 1000;

export interface CacheSavingsCounter {
  /** Hits counted so far. */
  count(): number;
  /** The latest hits (at most CACHE_HITS_LISTED), oldest first. */
  hits(): readonly CacheHit[];
  /** When counting began (epoch ms). */
  since: number;
  /** Calls `listener` after every new hit; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Stops counting. */
  stop(): void;
}

export interface CacheSavingsOptions {
  dedupeWindowMs?: number;
  now?: () => number;
}

type AnyObserver = QueryObserver<unknown, unknown, unknown, unknown, readonly unknown[]>;

function isEnabled(observer: AnyObserver, query: Query<unknown, unknown, unknown, readonly unknown[]>): boolean {
  const enabled = observer.options.enabled as unknown;
  if (typeof enabled === 'function') return (enabled as (q: typeof query) => boolean)(query) !== false;
  return enabled !== false;
}

export function countCacheSavings(queryCache: QueryCache, options: CacheSavingsOptions = {}): CacheSavingsCounter {
  const dedupeWindowMs = options.dedupeWindowMs ?? 1000;
  const now = options.now ?? (() => Date.now());
  const lastCounted = new Map<string, number>();
  const listeners = new Set<() => void>();
  let hits = 0;
  const listed: CacheHit[] = [];
  let stopped = false;

  const judge = (query: Query<unknown, unknown, unknown, readonly unknown[]>, observer: AnyObserver) => {
    if (stopped) return;
    if (query.state.data === undefined || query.state.fetchStatus !== 'idle') return;
    if (observer.getCurrentResult().isStale) return;
    const time = now();
    const previous = lastCounted.get(query.queryHash);
    if (previous !== undefined && time - previous < dedupeWindowMs) return;
    lastCounted.set(query.queryHash, time);
    hits += 1;
    listed.push({ at: time, queryKey: query.queryKey });
    if (listed.length > CACHE_HITS_LISTED) listed.shift();
    for (const listener of listeners) listener();
  };

  const unsubscribe = queryCache.subscribe((event) => {
    if (event.type === 'removed') {
      lastCounted.delete(event.query.queryHash);
      return;
    }
    if (event.type !== 'observerAdded') return;
    const { query, observer } = event as { query: Query<unknown, unknown, unknown, readonly unknown[]>; observer: AnyObserver };
    if (query.state.data === undefined || query.state.fetchStatus !== 'idle' || !isEnabled(observer, query)) return;
    // The observer decides whether to fetch right after this event, in the same task: judge once it has.
    queueMicrotask(() => judge(query, observer));
  });

  return {
    count: () => hits,
    hits: () => listed,
    since: now(),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => {
      stopped = true;
      unsubscribe();
      listeners.clear();
    },
  };
}

const counters = new WeakMap<QueryClient, CacheSavingsCounter>();

/** The one counter of a client, started on first use. Call it at app start to count from the first hit. */
export function trackCacheSavings(queryClient: QueryClient): CacheSavingsCounter {
  let counter = counters.get(queryClient);
  if (counter === undefined) {
    counter = countCacheSavings(queryClient.getQueryCache());
    counters.set(queryClient, counter);
  }
  return counter;
}

/** A counter's hits, live. */
export function useCacheSavings(counter: Pick<CacheSavingsCounter, 'count' | 'subscribe'>): number {
  return useSyncExternalStore(counter.subscribe, counter.count);
}
