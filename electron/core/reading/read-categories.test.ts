import { describe, expect, it } from 'vitest';
import { readCategories } from './read-categories';

const names = (json: unknown) => readCategories(json).categories.map((category) => [category.name.value, category.count?.value]);

describe('readCategories', () => {
  it('reads any list shape', () => {
    expect(names({ data: [{ name: 'Vision', slug: 'vision', count: 4 }] })).toEqual([['Vision', 4]]);
    expect(names(['Vision', 'NLP'])).toEqual([
      ['Vision', undefined],
      ['NLP', undefined],
    ]);
    expect(names({ Vision: 4, NLP: '2' })).toEqual([
      ['Vision', 4],
      ['NLP', 2],
    ]);
    expect(names({ categories: { Vision: 4 } })).toEqual([['Vision', 4]]);
    expect(names({ status: 'ok', data: [{ label: 'Vision', datasets_count: 4 }] })).toEqual([['Vision', 4]]);
    expect(names({ items: [{ slug: 'vision' }] })).toEqual([['vision', undefined]]);
  });

  it('counts entries that name no category, and reads nothing from what is no list', () => {
    expect(readCategories({ data: [{ count: 3 }, 'Vision'] })).toMatchObject({ unreadable: 1, categories: [{ name: { value: 'Vision' } }] });
    expect(readCategories('oops').categories).toEqual([]);
  });
});
