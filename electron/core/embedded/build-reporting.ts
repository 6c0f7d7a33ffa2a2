/**
 * What the user hears of one start's catalog (re)build: why it is built, its progress (every
 * second percent, and its end), and once it ended, ready or failed. The log gets each phase once.
 */
import type { CatalogBuildStatus } from '../../../shared/ipc/ipc-contract';
import type { BuildProgress, BuildReason, RebuildOutcome } from '../../../shared/process/marketplace-process';
import { buildingStatus, buildPercent, failedStatus, readyStatus } from './catalog-build-status';

export interface BuildReportingOptions {
  tell(status: CatalogBuildStatus): void;
  log(line: string): void;
  /** A status the user should still find among the connection's notices after it passed. */
  keepNotice(message: string): void;
  /** The catalog was rebuilt, with what was kept of its usage. */
  onRebuilt(outcome: RebuildOutcome): void;
}

export interface BuildReporting {
  onBuild(reason: BuildReason): void;
  onProgress(progress: BuildProgress): void;
  onRebuilt(outcome: RebuildOutcome): void;
  /** The start ended: with `error` when it failed. */
  ended(error?: unknown): void;
}

/** Logs the catalog build once per phase and at its end, not for every step. */
function progressLogger(log: (line: string) => void): (progress: BuildProgress) => void {
  let lastPhase = '';
  return ({ phase, done, total }) => {
    if (phase === lastPhase && done !== total) return;
    lastPhase = phase;
    log(`Demo marketplace: ${phase} ${done}/${total}`);
  };
}

export function buildReporting({ tell, log, keepNotice, onRebuilt }: BuildReportingOptions): BuildReporting {
  const logProgress = progressLogger(log);
  let reason: BuildReason | null = null;
  let outcome: RebuildOutcome | null = null;
  let shown = -1;
  return {
    onBuild: (why) => {
      reason = why;
      const status = buildingStatus(why, 0);
      log(`Demo marketplace: ${status.message}`);
      tell(status);
    },
    onProgress: (progress) => {
      logProgress(progress);
      const percent = buildPercent(progress);
      // Every second percent is enough to see it move; the end is always shown.
      if (reason === null || percent === null || percent <= shown || (percent < shown + 2 && percent < 100)) return;
      shown = percent;
      tell(buildingStatus(reason, percent));
    },
    onRebuilt: (kept) => {
      outcome = kept;
      onRebuilt(kept);
    },
    ended(error) {
      if (reason === null) return;
      const status = error === undefined ? readyStatus(reason, outcome) : failedStatus(error instanceof Error ? error.message : String(error));
      log(`Demo marketplace: ${status.message}`);
      if (reason.kind === 'damaged' || error !== undefined) keepNotice(status.message);
      tell(status);
    },
  };
}
