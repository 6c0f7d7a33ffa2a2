/**
 * The compatibility tray: the datasets the user has set aside to check together.
 * Pure functions over the tray held in UiState.compatibility.tray (so it survives a restart).
 */
import { MAX_COMPATIBILITY_DATASETS, MIN_COMPATIBILITY_DATASETS } from '../../shared/domain/limits';
import type { UiState } from '../../shared/ipc/ipc-contract';

export type TrayItem = UiState['compatibility']['tray'][number];
export type Tray = readonly TrayItem[];

export type TrayChange = { ok: true; tray: TrayItem[] } | { ok: false; reason: string };

export const TRAY_FULL_MESSAGE = `A check holds at most ${MAX_COMPATIBILITY_DATASETS} datasets. Remove one first.`;

export function isInTray(tray: Tray, id: string): boolean {
  return tray.some((item) => item.id === id);
}

/** Adds a dataset at the end; adding one already there changes nothing; an 11th is refused. */
export function addToTray(tray: Tray, item: TrayItem): TrayChange {
  if (isInTray(tray, item.id)) return { ok: true, tray: [...tray] };
  if (tray.length >= MAX_COMPATIBILITY_DATASETS) return { ok: false, reason: TRAY_FULL_MESSAGE };
  const entry: TrayItem = { id: item.id, title: item.title };
  if (item.license !== undefined && item.license !== '') entry.license = item.license;
  return { ok: true, tray: [...tray, entry] };
}

export function removeFromTray(tray: Tray, id: string): TrayItem[] {
  return tray.filter((item) => item.id !== id);
}

export function clearTray(): TrayItem[] {
  return [];
}

export type CheckReadiness = { ok: true } | { ok: false; reason: string };

/** Whether the tray can be checked as it is; the reason says what to do when not. */
export function canCheck(tray: Tray): CheckReadiness {
  if (tray.length < MIN_COMPATIBILITY_DATASETS) {
    const missing = MIN_COMPATIBILITY_DATASETS - tray.length;
    return {
      ok: false,
      reason:
        tray.length === 0
          ? `Add at least ${MIN_COMPATIBILITY_DATASETS} datasets to check them together.`
          : `Add ${missing} more dataset${missing === 1 ? '' : 's'} to check them together.`,
    };
  }
  if (tray.length > MAX_COMPATIBILITY_DATASETS) return { ok: false, reason: TRAY_FULL_MESSAGE };
  return { ok: true };
}

/** The ids in a stable order, so the same set is the same check whatever order it was built in. */
export function checkIds(tray: Tray): string[] {
  return tray.map((item) => item.id).sort();
}
