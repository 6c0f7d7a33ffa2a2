/**
 * What the user is told while the embedded marketplace's catalog is built or rebuilt, and after:
 * a percentage from the build's phases, and a sentence saying why it runs (first start, an older
 * app's database, a damaged one) and what was kept of the demo account's usage.
 */
import type { CatalogBuildStatus } from '../../../shared/ipc/ipc-contract';
import type { BuildReason, RebuildOutcome } from '../../../shared/process/marketplace-process';
import { ownValue } from '../../../shared/domain/own-keys';

const MARKETPLACE = "The demo marketplace's";

/** Where each phase of the build (build-catalog-database.ts) runs on a 0–100 scale. */
const PHASE_SPANS: Record<string, readonly [number, number]> = {
  datasets: [0, 70],
  'search-index': [70, 95],
  indexes: [95, 100],
};

/** The build's progress as a whole percentage, or null for a phase this table does not know. */
export function buildPercent(progress: { phase: string; done: number; total: number }): number | null {
  const span = ownValue(PHASE_SPANS, progress.phase);
  if (!span) return null;
  const share = progress.total > 0 ? Math.min(1, Math.max(0, progress.done / progress.total)) : 1;
  return Math.floor(span[0] + (span[1] - span[0]) * share);
}

export function buildingStatus(reason: BuildReason, percent: number | null): CatalogBuildStatus {
  if (reason.kind === 'new') {
    return { state: 'building', percent, message: "Building the demo marketplace's catalog; this happens once, on its first start." };
  }
  if (reason.kind === 'outdated') {
    // A routine update, not a repair: told while it runs, quiet once done.
    return {
      state: 'building',
      percent,
      message: "Updating the demo marketplace's catalog for this version of the app; your demo account's usage is kept.",
    };
  }
  return {
    state: 'rebuilding',
    percent,
    message: `${MARKETPLACE} database is damaged (${reason.problem}), so its catalog is being rebuilt; your demo account's usage is kept where it can still be read.`,
  };
}

export function readyStatus(reason: BuildReason, outcome: RebuildOutcome | null): CatalogBuildStatus {
  const ready = (message: string): CatalogBuildStatus => ({ state: 'ready', percent: null, message });
  if (reason.kind === 'new') return ready(`${MARKETPLACE} catalog is ready.`);
  const kept = outcome?.keptAccountRows ?? 0;
  const usage = kept > 0 ? `your demo account's usage was kept (${kept} records)` : "your demo account's usage could not be read, so it starts again from zero";
  if (reason.kind === 'outdated') return ready(`${MARKETPLACE} catalog was updated for this version of the app; ${usage}.`);
  return ready(`${MARKETPLACE} database was damaged (${reason.problem}) and has been rebuilt; ${usage}.`);
}

export function failedStatus(reason: string): CatalogBuildStatus {
  return { state: 'failed', percent: null, message: `${MARKETPLACE} catalog could not be built: ${reason}.` };
}
