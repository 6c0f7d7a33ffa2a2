import { describe, expect, it } from 'vitest';
import type { BagView, UlogView } from './parse/logs/bag-view-model';
import type { GridView } from './parse/grids/grid-view-model';
import { itemsOf } from './sample-summary';

describe('itemsOf a robot log', () => {
  it('a bag counts messages, which are no items of the dataset, so no share is given; a ULog is one flight log', () => {
    const bag = { view: 'bag', messageCount: 400, topics: [] } as unknown as BagView;
    expect(itemsOf(bag)).toEqual({ count: 400, singular: 'message', comparable: false });
    const ulog = { view: 'ulog', topics: [{ messages: 1500 }, { messages: 30 }] } as unknown as UlogView;
    expect(itemsOf(ulog)).toEqual({ count: 1, singular: 'flight log' });
  });
});

describe('itemsOf gridded variables', () => {
  it('counts variables, which are no items of the dataset, so no share is given', () => {
    const grid = { view: 'grid', variables: [{}, {}, {}, {}] } as unknown as GridView;
    expect(itemsOf(grid)).toEqual({ count: 4, singular: 'variable', comparable: false });
  });
});
