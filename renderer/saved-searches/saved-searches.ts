/**
 * Saved searches, kept in the window state (so they survive a restart): pure operations. What
 * "new since the last run" says is in new-since-notice.tsx, after the first paint.
 */
import type { SavedSearch } from '../../shared/ipc/ipc-contract';
import { MAX_SAVED_SEARCH_NAME_LENGTH, MAX_SAVED_SEARCHES } from '../../shared/domain/limits';
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
