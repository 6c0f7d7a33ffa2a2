import { describe, expect, it } from 'vitest';
import { readAsCore } from '../../tests/support/readings';
import { checkFirstView, FIRST_VIEW_LIMITS, type FirstViewElement, type FirstViewNode } from '../ipc/first-view';
import { resultsFirstView, type FirstViewSearch } from './results-first-view';

function texts(node: FirstViewNode): string {
  return typeof node === 'string' ? node : node.tag === 'input' ? `[${node.value ?? ''}]` : (node.children ?? []).map(texts).join('');
}

function find(node: FirstViewNode, className: string): FirstViewElement[] {
  if (typeof node === 'string') return [];
  const here = node.className?.split(' ').includes(className) ? [node] : [];
  return [...here, ...(node.children ?? []).flatMap((child) => find(child, className))];
}

const listing = (index: number) => ({ id: `d${index}`, title: `Dataset ${index}`, price: 10 + index, quality: { composite: 80, tier: 'gold' } });
const SEARCH: FirstViewSearch = { text: '', perPage: 20, narrowed: false, theme: 'light' };
const page = (items: unknown[], meta: Record<string, unknown> = { total: 5000, page: 1, per_page: 20, has_more: true }) =>
  readAsCore.page({ data: items, meta });

describe('resultsFirstView', () => {
  it('is the results section as the search screen draws it: the search text, the range and the rows', () => {
    const view = resultsFirstView(page([listing(1), listing(2)]), { ...SEARCH, text: 'chest x-rays', narrowed: true })!;
    expect(checkFirstView(view)).toBe(view);
    expect(view.className).toBe('search-screen__results');
    expect(find(view, 'search-box__input')[0]).toEqual({ tag: 'input', className: 'search-box__input', value: 'chest x-rays' });
    expect(texts(find(view, 'search-toolbar__range')[0]!)).toBe('Showing 1–2 of 5,000 datasets');
    // Of this search, as the screen says beside it.
    expect(texts(find(view, 'search-toolbar__scope')[0]!)).toBe('matching this search');
    expect(texts(find(resultsFirstView(page([listing(1)]), SEARCH)!, 'search-toolbar__scope')[0]!)).toBe('in the whole marketplace');
    expect(find(view, 'results-list')[0]?.className).toBe('results-list results-list--in-flow');
    expect(find(view, 'result-row__title').map(texts)).toEqual(['Dataset 1', 'Dataset 2']);
  });

  it('wears the theme the user chose, or says it is the system’s, for the page to read before the app sets it', () => {
    expect(resultsFirstView(page([listing(1)]), { ...SEARCH, theme: 'dark' })?.className).toBe('search-screen__results first-view--dark');
    expect(resultsFirstView(page([listing(1)]), { ...SEARCH, theme: 'system' })?.className).toBe('search-screen__results first-view--system');
    expect(resultsFirstView(page([listing(1)]), SEARCH)?.className).toBe('search-screen__results');
  });

  it('states no total the marketplace did not state', () => {
    const view = resultsFirstView(page([listing(1)], { page: 1, per_page: 20, has_more: true }), SEARCH)!;
    expect(texts(find(view, 'search-toolbar__range')[0]!)).toBe('Showing 1–1 · more as you scroll');
    expect(find(view, 'search-toolbar__total')).toEqual([]);
  });

  it('says more are to come after a full page that states neither a total nor whether more exist, as the list does', () => {
    const items = Array.from({ length: 20 }, (_, index) => listing(index));
    expect(texts(find(resultsFirstView(readAsCore.page({ data: items }), SEARCH)!, 'search-toolbar__range')[0]!)).toBe('Showing 1–20 · more as you scroll');
    expect(texts(find(resultsFirstView(readAsCore.page({ data: items.slice(0, 5) }), SEARCH)!, 'search-toolbar__range')[0]!)).toBe('Showing all 5');
  });

  it('is none where the marketplace corrected the search or matched only some of its words: the app says so itself', () => {
    const corrected = readAsCore.page({
      data: [listing(1)],
      meta: { total: 1, query_correction: { original: 'dogz', corrected: 'dogs', words: [{ from: 'dogz', to: 'dogs' }] } },
    });
    const partial = readAsCore.page({ data: [listing(1)], meta: { total: 1, match: { kind: 'all_but_one', words: ['dogs', 'cats'], missing: ['cats'] } } });
    const whole = readAsCore.page({ data: [listing(1)], meta: { total: 1, match: { kind: 'all_words', words: ['dogs'], missing: [] } } });
    expect(corrected.correction).toBeDefined();
    expect(partial.match).toBeDefined();
    expect(resultsFirstView(corrected, { ...SEARCH, text: 'dogz' })).toBeNull();
    expect(resultsFirstView(partial, { ...SEARCH, text: 'dogs cats' })).toBeNull();
    expect(resultsFirstView(whole, { ...SEARCH, text: 'dogs' })).not.toBeNull();
  });

  it('is none for a search that lists nothing: the app says why itself', () => {
    expect(resultsFirstView(page([], { total: 0, page: 1, per_page: 20, has_more: false }), { ...SEARCH, text: 'zzz' })).toBeNull();
  });

  it('keeps within the first view’s limits, however long the page or its texts', () => {
    const long = 'x'.repeat(FIRST_VIEW_LIMITS.textChars + 50);
    const items = Array.from({ length: 100 }, (_, index) => (index === 0 ? { ...listing(0), title: long } : listing(index)));
    const view = resultsFirstView(page(items, { total: 100, page: 1, per_page: 100, has_more: false }), { ...SEARCH, text: long, perPage: 100 })!;
    expect(checkFirstView(view)).toBe(view);
    expect(find(view, 'result-row')).toHaveLength(FIRST_VIEW_LIMITS.rows);
    expect(texts(find(view, 'result-row__title')[0]!)).toHaveLength(FIRST_VIEW_LIMITS.textChars);
  });
});
