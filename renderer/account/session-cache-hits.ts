/**
 * "Served from the cache" for the same session as "requests sent": the core counts requests from
 * its start, across reloads of the window, while the window's cache counter starts again at every
 * reload. So the window keeps its count in sessionStorage under the core session it belongs to
 * (`SessionStats.startedAt`) and carries it over a reload; a new core session starts from zero.
 */
import type { CacheSavingsCounter } from './cache-savings';

const STORAGE_KEY = 'dmd.session-cache-hits';

interface Stored {
  /** The core session (its start time) the count belongs to. */
  session: string;
  hits: number;
}

/** What the window keeps between reloads: `sessionStorage` in the app. */
export type HitStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The hits counted in `session` before this page loaded (0 for another or no session). */
export function carriedHits(storage: HitStorage | null, session: string): number {
  try {
    const stored = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null') as Partial<Stored> | null;
    return stored?.session === session && typeof stored.hits === 'number' && stored.hits >= 0 ? stored.hits : 0;
  } catch {
    return 0;
  }
}

function storeHits(storage: HitStorage | null, session: string, hits: number): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify({ session, hits } satisfies Stored));
  } catch {
    // Storage full or refused: the figure is right until the next reload.
  }
}

export interface SessionCacheHits extends Pick<CacheSavingsCounter, 'count' | 'subscribe' | 'hits' | 'since'> {
  /** Joins the core session `session`: takes the count a reload left, and keeps it from now on. */
  joinSession(session: string): void;
}

/**
 * The window's cache hits (`counter`, counting from page load) plus those earlier pages of the same
 * core session counted. Stored after every hit, whatever screen shows, so a reload loses none.
 */
export function carrySessionCacheHits(counter: CacheSavingsCounter, storage: HitStorage | null): SessionCacheHits {
  let session: string | null = null;
  let carried = 0;
  const listeners = new Set<() => void>();
  const count = () => carried + counter.count();
  const changed = () => {
    if (session !== null) storeHits(storage, session, count());
    for (const listener of listeners) listener();
  };
  counter.subscribe(changed);
  return {
    count,
    hits: counter.hits,
    since: counter.since,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    joinSession: (next) => {
      if (session === next) return;
      session = next;
      carried = carriedHits(storage, next);
      changed();
    },
  };
}
