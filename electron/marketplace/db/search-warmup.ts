/**
 * The first search for a common word is the slow kind: FTS5 reads the word's whole list (10-20 ms
 * for a word held by a fifth of 100,000 datasets, where a rare word takes a fraction of a
 * millisecond), and so does the lookup of where it is found. The catalog never changes while
 * serving, so once the marketplace is idle after its start, the match sets of the catalog's
 * most common words are computed as a one-word search of each would compute them: one word per
 * turn of the event loop, and only while no request is being answered, so a request waits for
 * one word at most. After that a first search for one of them costs what a repeat does. The
 * words and their number do not depend on any query; the sets stay within the cache's memory
 * budget (search-match-sets.ts), which the user's own searches share.
 */
import type { DatasetStore } from './dataset-store';

/** The most common words warmed (about 3 sets of at most one bit per dataset each). */
export const WARMED_WORDS = 200;
/** Nothing starts before this long after the marketplace starts: the app's first requests come then. */
export const WARMUP_DELAY_MS = 1_000;
/** A word is warmed only once no request has been answered for this long. */
export const WARMUP_QUIET_MS = 250;

export interface SearchWarmupOptions {
  store: Pick<DatasetStore, 'prepareSearch' | 'commonTerms'>;
  isIdle(quietMs: number): boolean;
  words?: number;
  delayMs?: number;
  quietMs?: number;
  /** Told once every word is warm (the time it took, from the start of the first). */
  onDone?(result: { words: number; ms: number }): void;
  /** Told when warming a word failed (e.g. a damaged database); warming stops there, serving goes on. */
  onError(error: unknown): void;
}

export interface SearchWarmup {
  stop(): void;
}

export function startSearchWarmup(options: SearchWarmupOptions): SearchWarmup {
  const quietMs = options.quietMs ?? WARMUP_QUIET_MS;
  let words: string[] | null = null;
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
    if (words === null) {
      words = options.store.commonTerms(options.words ?? WARMED_WORDS);
      startedAt = performance.now();
    }
    const word = words[next];
    if (word === undefined) {
      stopped = true;
      options.onDone?.({ words: words.length, ms: performance.now() - startedAt });
      return;
    }
    next += 1;
    try {
      options.store.prepareSearch(word);
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
