import { describe, expect, it } from 'vitest';
import type { ShortlistEntry } from '../../shared/ipc/ipc-contract';
import { noteRow } from './note-row';

const entry = (id: string, note: string): ShortlistEntry => ({ id, title: id, note, addedAt: '2030-01-01T00:00:00.000Z' });

describe('noteRow', () => {
  it('shows each compared dataset’s shortlist note, says which has none or is not on the shortlist, and ranks none', () => {
    const row = noteRow(['a', 'b', 'c'], [entry('c', '  '), entry('x', 'other'), entry('a', 'Ask legal about EU data')])!;
    expect(row.label).toBe('Your note');
    expect(row.cells.map((cell) => cell.text)).toEqual(['Ask legal about EU data', 'Not on the shortlist', 'No note']);
    expect(row.cells.some((cell) => cell.best || cell.fact !== undefined)).toBe(false);
    expect(row.differs).toBe(true);
  });

  it('adds no row when none of the datasets is on the shortlist, or the shortlist is not read yet', () => {
    expect(noteRow(['a', 'b'], [entry('x', 'other')])).toBeNull();
    expect(noteRow(['a', 'b'], undefined)).toBeNull();
  });
});
