import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import type { MarketplaceBridge } from '../../shared/ipc/bridge';
import type { StoredQueryCache } from '../../shared/ipc/ipc-contract';
import type { FirstViewElement } from '../../shared/ipc/first-view';
import { QUERY_CACHE_SAVE_BUDGET_CHARS } from '../../shared/domain/limits';
import { resourceOfKey } from './query-keys';
import { useCacheSaveProblem } from './cache-save-problem';
import { whenIdle } from '../hooks/when-idle';

/** Bump when cached record handling changes incompatibly: older saved caches are then dropped. */
export const QUERY_CACHE_BUSTER = 'marketplace-cache-4-licence-readings';
/** Saved records older than this are not restored. */
export const QUERY_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The part of a cached query the filter reads. */
interface PersistCandidate {
  queryKey: readonly unknown[];
  state: { status: string };
}

/** Only successful marketplace records are written to disk. */
export function shouldPersistQuery(query: PersistCandidate): boolean {
  return query.state.status === 'success' && resourceOfKey(query.queryKey) !== null;
}

function isPersistedClient(value: unknown): value is PersistedClient {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<PersistedClient>;
  const state = candidate.clientState as { queries?: unknown; mutations?: unknown } | undefined;
  return (
    typeof candidate.timestamp === 'number' &&
    typeof candidate.buster === 'string' &&
    typeof state === 'object' &&
    state !== null &&
    Array.isArray(state.queries) &&
    Array.isArray(state.mutations)
  );
}

/** How soon a save that gave way to a search looks again. */
const WAITING_RECHECK_MS = 250;

export interface CorePersister extends Persister {
  /** Writes a pending save now (e.g. before the window goes away). */
  flush(): Promise<void>;
  /** Asks the core for the saved copy now (at boot, beside the UI state); the restore takes that answer. */
  loadEarly(): void;
  /** The connection the core checked the restored copy against, or null (nothing restored). */
  restoredConnection(): StoredQueryCache['connection'] | null;
}

/**
 * Keeps react-query's cache on disk through the core (`query-cache:load`/`query-cache:save`), so a
 * restart shows the last records without a request. A save serialises the whole cache (megabytes
 * after a few dozen searches) and hands it to the core: tens of milliseconds of the page's main
 * thread, and of the core's. So it waits until the cache has stopped changing for `quietMs` (the
 * user paused: longer than typing a word and seeing its results, or the save lands in the next
 * search's debounce wait and delays it), never longer than `maxWaitMs` after the first unsaved
 * change, and then runs when the page is idle and `userIsWaiting` says nobody waits for anything
 * (a search on its way: even after the longest wait, the save gives it way). `flush` (the page
 * going away) saves at once.
 */
export function createCorePersister(
  bridge: Pick<MarketplaceBridge, 'loadQueryCache' | 'saveQueryCache'>,
  quietMs = 3000,
  maxWaitMs = 30_000,
  userIsWaiting: () => boolean = () => false,
  budgetChars = QUERY_CACHE_SAVE_BUDGET_CHARS,
  /** The screen's results as painted, saved with the cache (first-view-capture.ts); null: none. */
  captureFirstView: () => Promise<FirstViewElement | null> = async () => null,
): CorePersister {
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** When the oldest change not yet saved was made (ms), or null. */
  let unsavedSince: number | null = null;
  let restored: StoredQueryCache['connection'] | null = null;
  let early: ReturnType<typeof bridge.loadQueryCache> | null = null;

  const report = (problem: string | null) => {
    if (useCacheSaveProblem.getState().problem !== problem) useCacheSaveProblem.setState({ problem });
  };

  const write = async (blob: string | null) => {
    if (blob === null) {
      report('The results are too large to keep a copy of.');
      return;
    }
    try {
      // Taken as the cache is written, so the copy shows what the saved cache restores.
      const result = await bridge.saveQueryCache({ blob, firstView: blob ? await captureFirstView() : null });
      report(result.ok ? null : result.error.message);
    } catch (error) {
      report(error instanceof Error ? error.message : String(error));
    }
  };

  const flush = async () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    unsavedSince = null;
    const client = pending;
    pending = null;
    // Fetched with the first save, after start-up: not part of the first screen's scripts.
    if (client) await write((await import('./cache-budget')).serialiseWithinBudget(client, budgetChars));
  };

  const flushWhenFree = () => {
    timer = null;
    if (userIsWaiting()) {
      timer = setTimeout(flushWhenFree, WAITING_RECHECK_MS);
      return;
    }
    whenIdle(() => (userIsWaiting() ? flushWhenFree() : void flush()), quietMs);
  };

  return {
    persistClient: (client) => {
      pending = client;
      const now = Date.now();
      unsavedSince ??= now;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(flushWhenFree, Math.max(0, Math.min(quietMs, unsavedSince + maxWaitMs - now)));
    },
    restoreClient: async () => {
      try {
        const result = await (early ?? bridge.loadQueryCache());
        early = null;
        if (!result.ok) {
          console.warn(`Could not load the saved cache: ${result.error.message}`);
          return undefined;
        }
        if (!result.value.blob) return undefined;
        const parsed: unknown = JSON.parse(result.value.blob);
        if (!isPersistedClient(parsed)) return undefined;
        restored = result.value.connection ?? null;
        return parsed;
      } catch (error) {
        console.warn('The saved cache could not be read; starting without it.', error);
        return undefined;
      }
    },
    removeClient: async () => {
      pending = null;
      unsavedSince = null;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      await write('');
    },
    flush,
    loadEarly: () => {
      early ??= bridge.loadQueryCache();
      // Awaited by the restore; a failure is reported there.
      early.catch(() => undefined);
    },
    restoredConnection: () => restored,
  };
}
