import { create } from 'zustand';
import type { DatasetListQuery } from '../queries/query-keys';

/**
 * The text the buyer chose to search as typed ("Search instead for …" under a corrected search):
 * sent with `q_as_typed` while the search box holds exactly it, so typing anything else searches
 * corrected again. Not kept across restarts.
 */
interface AsTypedStore {
  text: string | null;
  searchAsTyped(text: string): void;
}

export const useSearchAsTyped = create<AsTypedStore>((set) => ({
  text: null,
  searchAsTyped: (text) => set({ text: text.trim() }),
}));

/** The request, asking for the words as typed when its text is the one chosen so. */
export function withAsTyped(query: DatasetListQuery, asTyped: string | null): DatasetListQuery {
  return asTyped !== null && query.q !== undefined && query.q === asTyped ? { ...query, q_as_typed: true } : query;
}
