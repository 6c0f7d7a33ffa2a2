/**
 * What to do when the window's renderer process dies (crash, out of memory, killed): reload it
 * once; if it dies again soon after, ask the person instead of looping. A clean exit is no
 * failure. Pure, so it can be tested without Electron; main-window.ts acts on it.
 */
export type RendererRecovery = 'ignore' | 'reload' | 'ask';

/** A renderer that dies again within this time after a reload is not reloaded by itself again. */
export const RELOAD_GRACE_MS = 60_000;

export function rendererRecovery(reason: string, lastReloadAt: number | null, now: number): RendererRecovery {
  if (reason === 'clean-exit') return 'ignore';
  if (lastReloadAt !== null && now - lastReloadAt < RELOAD_GRACE_MS) return 'ask';
  return 'reload';
}
