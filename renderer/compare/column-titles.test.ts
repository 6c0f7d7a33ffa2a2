import { describe, expect, it } from 'vitest';
import { NOT_ASKED, notKnown, received } from '../../shared/domain/fact-state';
import { readAsCore } from '../../tests/support/readings';
import { columnTitles } from './column-titles';
import type { ComparedDataset } from './compare-rows';

/** A compared dataset of which nothing is held: no detail record, no list item. */
const nothingHeld = (id: string): ComparedDataset => ({ id, record: notKnown(NOT_ASKED), quality: notKnown(NOT_ASKED), license: notKnown(NOT_ASKED) });

describe('columnTitles', () => {
  it('names a column by its record when one is held', () => {
    const held: ComparedDataset = { ...nothingHeld('a'), record: received(readAsCore.detail({ id: 'a', title: 'Street scenes' }, 'a')) };
    expect(columnTitles([held], { a: 'An older title' }, [])).toEqual(['Street scenes']);
  });

  it('without a held record, keeps the title the dataset had when added, then the shortlist’s, and the id only when no title is known', () => {
    const datasets = ['a', 'b', 'c'].map(nothingHeld);
    expect(columnTitles(datasets, { a: 'Kept when added' }, [{ id: 'b', title: 'On the shortlist' }])).toEqual(['Kept when added', 'On the shortlist', 'c']);
  });
});
