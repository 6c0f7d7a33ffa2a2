import { describe, expect, it } from 'vitest';
import { readAsCore } from '../../tests/support/readings';
import { checkFirstView, FIRST_VIEW_LIMITS, type FirstViewElement, type FirstViewNode } from '../ipc/first-view';
import { resultsFirstView } from './results-first-view';

function texts(node: FirstViewNode): string {
  return typeof node === 'string' ? node : node.tag === 'input' ? `[${node.value ?? ''}]` : (node.children ?? []).map(texts).join('');
}

function find(node: FirstViewNode, className: string): FirstViewElement[] {
  if (typeof node === 'string') return [];
  const here = node.className?.split(' ').includes(className) ? [node] : [];
  return [...here, ...(node.children ?? []).flatMap((child) => find(child, className))];
}

const listing = (index: number) => ({ id: `d${index}`, title: `Dataset ${index}`, price: 10 + index, quality: { composite: 80, tier: 'gold' } });
const page = (items: unknown[], meta: Record<string, unknown> = { total: 5000, page: 1, per_page: 20, has_more: true }) =>
  readAsCore.page({ data: items, meta });

describe('resultsFirstView', () => {
  it('is the results section as the search screen draws it: the search text, the range and the rows', () => {
    const view = resultsFirstView(page([listing(1), listing(2)]), 'chest x-rays', { dark: false })!;
    expect(checkFirstView(view)).toBe(view);
    expect(view.className).toBe('search-screen__results');
    expect(find(view, 'search-box__input')[0]).toEqual({ tag: 'input', className: 'search-box__input', value: 'chest x-rays' });
    expect(texts(find(view, 'search-toolbar__range')[0]!)).toBe('Showing 1–2 of 5,000 datasets');
    expect(find(view, 'results-list')[0]?.className).toBe('results-list results-list--in-flow');
    expect(find(view, 'result-row__title').map(texts)).toEqual(['Dataset 1', 'Dataset 2']);
  });

  it('wears the dark theme when the user chose it, which the page then paints before the app sets it', () => {
    expect(resultsFirstView(page([listing(1)]), '', { dark: true })?.className).toBe('search-screen__results first-view--dark');
  });

  it('states no total the marketplace did not state', () => {
    const view = resultsFirstView(page([listing(1)], { page: 1, per_page: 20, has_more: true }), '', { dark: false })!;
    expect(texts(find(view, 'search-toolbar__range')[0]!)).toBe('Showing 1–1 · more as you scroll');
    expect(find(view, 'search-toolbar__total')).toEqual([]);
  });

  it('is none for a search that lists nothing: the app says why itself', () => {
    expect(resultsFirstView(page([], { total: 0, page: 1, per_page: 20, has_more: false }), 'zzz', { dark: false })).toBeNull();
  });

  it('keeps within the first view’s limits, however long the page or its texts', () => {
    const long = 'x'.repeat(FIRST_VIEW_LIMITS.textChars + 50);
    const items = Array.from({ length: 100 }, (_, index) => (index === 0 ? { ...listing(0), title: long } : listing(index)));
    const view = resultsFirstView(page(items, { total: 100, page: 1, per_page: 100, has_more: false }), long, { dark: false })!;
    expect(checkFirstView(view)).toBe(view);
    expect(find(view, 'result-row')).toHaveLength(FIRST_VIEW_LIMITS.rows);
    expect(texts(find(view, 'result-row__title')[0]!)).toHaveLength(FIRST_VIEW_LIMITS.textChars);
  });
});
