/**
 * What happens when the embedded marketplace's process ends by itself (a crash, a kill): it is
 * started again at once, and the user is told (the catalog event and the connection's notices).
 * After `maxRestarts` ends within `crashWindowMs` it is left stopped, and the next request that
 * needs it starts it.
 */
import type { CatalogBuildStatus } from '../../../shared/ipc/ipc-contract';

export interface RestartSupervisorOptions {
  /** Default 3 ends in 60 s. */
  maxRestarts?: number;
  crashWindowMs?: number;
  tell(status: CatalogBuildStatus): void;
  log(line: string): void;
}

export interface RestartSupervisor {
  /** The process ended unexpectedly (`detail` says how): restarts it with `restart`, unless it ended too often. */
  ended(detail: string, restart: () => Promise<unknown>): Promise<void>;
  /** The latest unexpected end and what came of it, for the connection's notices. */
  notice(): string | null;
}

export const DEFAULT_MAX_RESTARTS = 3;
export const DEFAULT_CRASH_WINDOW_MS = 60_000;

export function createRestartSupervisor({
  maxRestarts = DEFAULT_MAX_RESTARTS,
  crashWindowMs = DEFAULT_CRASH_WINDOW_MS,
  tell,
  log,
}: RestartSupervisorOptions): RestartSupervisor {
  /** When the process ended unexpectedly (ms), within the crash window. */
  let crashes: number[] = [];
  let notice: string | null = null;
  const failed = (message: string) => tell({ state: 'failed', percent: null, message });
  return {
    notice: () => notice,
    async ended(detail, restart) {
      const at = Date.now();
      crashes = [...crashes.filter((time) => at - time < crashWindowMs), at];
      log(`Demo marketplace: its process stopped unexpectedly (${detail}).`);
      if (crashes.length > maxRestarts) {
        notice = `The demo marketplace stopped unexpectedly ${crashes.length} times in a short while (last: ${detail}); it will be started again when the app next needs it.`;
        failed(notice);
        return;
      }
      failed(`The demo marketplace stopped unexpectedly (${detail}); restarting it.`);
      try {
        await restart();
      } catch (error) {
        notice = `The demo marketplace stopped unexpectedly (${detail}) and could not be restarted: ${error instanceof Error ? error.message : String(error)}.`;
        failed(notice);
        throw error;
      }
      notice = `The demo marketplace stopped unexpectedly (${detail}) and was restarted; a request it was answering may have failed, and trying it again works.`;
      tell({ state: 'ready', percent: null, message: notice });
    },
  };
}
