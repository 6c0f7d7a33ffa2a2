/**
 * The first search for a common word is the slow kind: FTS5 reads the whole list of the word and
 * of its forms and synonyms (10-20 ms for one that matches a fifth of 100,000 datasets, where a
 * rare word takes a fraction of a millisecond), then where each is found, then the ranking. The
 * catalog never changes while serving, so once the marketplace is idle after its start, the
 * one-word searches that match the most datasets are run as their first request would run them:
 * one per turn of the event loop, and only while no request is being answered, so a request
 * waits for one at most. After that a first search for one of them costs what a repeat does. The
 * searches are chosen from the catalog's own words and the synonym table, never from queries;
 * what they keep stays within the caches' memory budgets (search-match-sets.ts,
 * search-ranking.ts), which the user's own searches share.
 */
import type { DatasetStore } from '../queries/dataset-store';

/** The searches warmed: about 3 match sets of at most one bit per dataset each, and a ranking. */
export const WARMED_SEARCHES = 200;
/** Nothing starts before this long after the marketplace starts: the app's first requests come then. */
const WARMUP_DELAY_MS = 1_000;
/** A search is warmed only once no request has been answered for this long. */
export const WARMUP_QUIET_MS = 250;

export interface SearchWarmupOptions {
  store: Pick<DatasetStore, 'prepareSearch' | 'costliestSearches'>;
  isIdle(quietMs: number): boolean;
  searches?: number;
  delayMs?: number;
  quietMs?: number;
  /** Told once every search is warm (the time it took, from the start of the first). */
  onDone?(result: { searches: number; ms: number }): void;
  /** Told when warming a search failed (e.g. a damaged database); warming stops there, serving goes on. */
  onError(error: unknown): void;
}

export interface SearchWarmup {
  stop(): void;
}

export function startSearchWarmup(options: SearchWarmupOptions): SearchWarmup {
  const quietMs = options.quietMs ?? WARMUP_QUIET_MS;
  let searches: string[] | null = null;
  let next = 0;
  let startedAt = 0;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let immediate: ReturnType<typeof setImmediate> | null = null;

  const step = () => {
    timer = null;
    immediate = null;
    if (stopped) return;
    if (!options.isIdle(quietMs)) {
      timer = setTimeout(step, quietMs);
      return;
    }
    if (searches === null) {
      startedAt = performance.now();
      // The costliest last: the caches keep the most recently used, so those stay.
      searches = options.store.costliestSearches(options.searches ?? WARMED_SEARCHES).reverse();
    }
    const text = searches[next];
    if (text === undefined) {
      stopped = true;
      options.onDone?.({ searches: searches.length, ms: performance.now() - startedAt });
      return;
    }
    next += 1;
    try {
      options.store.prepareSearch(text);
    } catch (error) {
      stopped = true;
      options.onError(error);
      return;
    }
    // setImmediate runs after pending I/O: a request that came meanwhile is answered first.
    immediate = setImmediate(step);
  };
  timer = setTimeout(step, options.delayMs ?? WARMUP_DELAY_MS);
  return {
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      if (immediate !== null) clearImmediate(immediate);
    },
  };
}
