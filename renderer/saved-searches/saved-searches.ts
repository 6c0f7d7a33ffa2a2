/**
 * Saved searches, kept in the window state (so they survive a restart): pure operations, and what
 * "new since the last run" means. It is counted from the loaded results' `created_at`, so it costs
 * no request beyond the search itself.
 */
import type { SavedSearch } from '../../shared/ipc/ipc-contract';
import { MAX_SAVED_SEARCH_NAME_LENGTH, MAX_SAVED_SEARCHES } from '../../shared/domain/limits';
import type { DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import type { SearchState } from '../state/ui-store';

export type SaveOutcome = { ok: true; searches: SavedSearch[]; saved: SavedSearch } | { ok: false; reason: string };

/** Saves `search` under `name`; the same name (in any case) replaces the older one and keeps its history. */
export function saveSearch(searches: readonly SavedSearch[], name: string, search: SearchState, id: string): SaveOutcome {
  const trimmed = name.trim();
  if (trimmed === '') return { ok: false, reason: 'Give the search a name.' };
  if (trimmed.length > MAX_SAVED_SEARCH_NAME_LENGTH) return { ok: false, reason: `A name is at most ${MAX_SAVED_SEARCH_NAME_LENGTH} characters.` };
  const existing = searches.find((candidate) => candidate.name.toLowerCase() === trimmed.toLowerCase());
  if (existing) {
    const saved: SavedSearch = { ...existing, name: trimmed, search };
    return { ok: true, saved, searches: searches.map((candidate) => (candidate.id === existing.id ? saved : candidate)) };
  }
  if (searches.length >= MAX_SAVED_SEARCHES) return { ok: false, reason: `At most ${MAX_SAVED_SEARCHES} searches can be saved. Remove one first.` };
  const saved: SavedSearch = { id, name: trimmed, search };
  return { ok: true, saved, searches: [...searches, saved] };
}

export function removeSearch(searches: readonly SavedSearch[], id: string): SavedSearch[] {
  return searches.filter((candidate) => candidate.id !== id);
}

export function markRun(searches: readonly SavedSearch[], id: string, at: Date): SavedSearch[] {
  return searches.map((candidate) => (candidate.id === id ? { ...candidate, lastRunAt: at.toISOString() } : candidate));
}

export interface NewSinceLastRun {
  /** New among the loaded results (created after the last run). */
  count: number;
  /** Every loaded result is new and more exist: there may be more new ones than counted. */
  atLeast: boolean;
  /** Results whose date is not stated, which cannot be counted either way. */
  undated: number;
}

export function newSinceLastRun(items: readonly Pick<DatasetSummaryReading, 'createdAt'>[], lastRunAt: string, moreExist: boolean): NewSinceLastRun {
  const since = Date.parse(lastRunAt);
  let count = 0;
  let undated = 0;
  for (const item of items) {
    const created = item.createdAt ? Date.parse(item.createdAt.value) : Number.NaN;
    if (Number.isNaN(created)) undated += 1;
    else if (created > since) count += 1;
  }
  return { count, atLeast: moreExist && count === items.length && count > 0, undated };
}

export function describeNewSince(result: NewSinceLastRun, lastRunAt: string): string {
  const when = new Date(lastRunAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  const count =
    result.count === 0 ? 'No results are' : `${result.atLeast ? 'At least ' : ''}${result.count} ${result.count === 1 ? 'result is' : 'results are'}`;
  const undated = result.undated > 0 ? ` (${result.undated} loaded ${result.undated === 1 ? 'result states' : 'results state'} no date)` : '';
  return `${count} new since you last ran it (${when}), counted among the results loaded${undated}.`;
}
