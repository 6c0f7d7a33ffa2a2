/**
 * The app's cache-savings counter. It starts when this module loads (with the app, before the
 * first view subscribes to a query), so the session's first hit is counted too; its figure is
 * carried over reloads of the window within one core session (session-cache-hits.ts) once
 * `joinCoreSession` has read which session that is (at boot).
 */
import { queryClient } from '../queries/query-client';
import { getBridge } from '../bridge/get-bridge';
import { trackCacheSavings } from './cache-savings';
import { carrySessionCacheHits } from './session-cache-hits';

export const appCacheSavings = carrySessionCacheHits(trackCacheSavings(queryClient), windowSessionStorage());

function windowSessionStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Reads the core's session once and joins it; without an answer the figure counts this page only. */
export function joinCoreSession(): void {
  getBridge()
    .getSessionStats()
    .then(
      (result) => {
        if (result.ok) appCacheSavings.joinSession(result.value.startedAt);
      },
      () => undefined,
    );
}
