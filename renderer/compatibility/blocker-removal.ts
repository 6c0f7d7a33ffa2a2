/**
 * "Remove the blocker and check again", and its undo. Pure functions over the compatibility part
 * of the UI state, which is saved across restarts: the removed datasets (each with its place in
 * the tray) and the check that showed them blocking are kept as `removed`, so "Put … back" restores
 * the tray, the use and that check (answered again from the cache) with one click, after a
 * restart too.
 */
import { MAX_COMPATIBILITY_DATASETS } from '../../shared/domain/limits';
import { hasOwnKey, ownValue } from '../../shared/domain/own-keys';
import type { CompatibilityState } from '../state/ui-state-defaults';
import type { CheckRequest } from './check-request-store';
import type { TrayItem } from './tray';

const only = <T>(record: Readonly<Record<string, T>>, ids: readonly string[]) =>
  Object.fromEntries(ids.flatMap((id) => (hasOwnKey(record, id) ? [[id, ownValue(record, id)!]] : [])));

/** The check of what is left once `refs` leave it (ids sorted, titles and licences of those left). */
export function checkWithout(shown: CheckRequest, refs: readonly string[]): CheckRequest {
  const datasetIds = shown.datasetIds.filter((id) => !refs.includes(id)).sort();
  return { datasetIds, useCase: shown.useCase, titles: only(shown.titles, datasetIds), licenses: only(shown.licenses, datasetIds) };
}

/**
 * The blockers leave the tray, what is left becomes the check asked for, and what was removed is
 * kept for the undo. A ref not in the tray is left out of the undo (nothing to put back).
 */
export function removeBlockers(state: CompatibilityState, refs: readonly string[], shown: CheckRequest): Partial<CompatibilityState> {
  const items = state.tray.flatMap((item, index) => (refs.includes(item.id) ? [{ ...item, index }] : []));
  return {
    tray: state.tray.filter((item) => !refs.includes(item.id)),
    lastCheck: checkWithout(shown, refs),
    removed: items.length > 0 ? { items, check: shown } : undefined,
  };
}

/** The removed datasets not back in the tray yet (the user may have added some again by hand). */
export function stillRemoved(state: CompatibilityState): TrayItem[] {
  return (state.removed?.items ?? []).filter((item) => !state.tray.some((entry) => entry.id === item.id)).map(({ index: _index, ...item }) => item);
}

/** Why "Put … back" cannot run now, or null when it can. */
export function putBackRefusal(state: CompatibilityState): string | null {
  const missing = stillRemoved(state).length;
  if (missing === 0) return 'They are back in the check already.';
  if (state.tray.length + missing > MAX_COMPATIBILITY_DATASETS)
    return `A check holds at most ${MAX_COMPATIBILITY_DATASETS} datasets. Remove ${state.tray.length + missing - MAX_COMPATIBILITY_DATASETS} first.`;
  return null;
}

/** The undo: the removed datasets back at their places, the use and the check from before the removal, and nothing left to undo. */
export function putBack(state: CompatibilityState): Partial<CompatibilityState> {
  const removal = state.removed;
  if (removal === undefined || putBackRefusal(state) !== null) return {};
  const tray = [...state.tray];
  for (const { index, ...item } of [...removal.items].sort((a, b) => a.index - b.index)) {
    if (!tray.some((entry) => entry.id === item.id)) tray.splice(Math.min(index, tray.length), 0, item);
  }
  return { tray, useCase: removal.check.useCase, lastCheck: removal.check, removed: undefined };
}
