/**
 * "Your note" in Compare: for each compared dataset on the shortlist, the note kept there, from the
 * shortlist the core keeps (no request). The user's own words, not a marketplace fact: never ranked.
 * No row when none of the datasets is on the shortlist.
 */
import type { ShortlistEntry } from '../../shared/ipc/ipc-contract';
import type { CompareRow } from './compare-rows';

const NOTES_GROUP = 'Shortlist';

export function noteRow(ids: readonly string[], entries: readonly ShortlistEntry[] | undefined): CompareRow | null {
  const notes = ids.map((id) => entries?.find((entry) => entry.id === id));
  if (notes.every((entry) => entry === undefined)) return null;
  const cells = notes.map((entry) => {
    const text = entry === undefined ? 'Not on the shortlist' : entry.note.trim() === '' ? 'No note' : entry.note;
    return { text, best: false, key: text };
  });
  return { group: NOTES_GROUP, label: 'Your note', cells, differs: new Set(cells.map((cell) => cell.key)).size > 1, provisional: false };
}
