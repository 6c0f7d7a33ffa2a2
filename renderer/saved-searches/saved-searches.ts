/**
 * Saved searches, kept in the window state (so they survive a restart): pure operations, and what
 * "new since the last run" says (counted by shared/domain/new-since-last-run.ts).
 */
import type { SavedSearch } from '../../shared/ipc/ipc-contract';
import { MAX_SAVED_SEARCH_NAME_LENGTH, MAX_SAVED_SEARCHES } from '../../shared/domain/limits';
import type { NewSinceLastRun } from '../../shared/domain/new-since-last-run';
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

export function describeNewSince(result: NewSinceLastRun, lastRunAt: string): string {
  const when = new Date(lastRunAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  const count =
    result.count === 0 ? 'No results are' : `${result.atLeast ? 'At least ' : ''}${result.count} ${result.count === 1 ? 'result is' : 'results are'}`;
  const undated = result.undated > 0 ? ` (${result.undated} loaded ${result.undated === 1 ? 'result states' : 'results state'} no date)` : '';
  return `${count} new since you last ran it (${when}), counted among the results loaded${undated}.`;
}
