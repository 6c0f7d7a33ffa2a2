// @vitest-environment happy-dom
/**
 * The first results the page comes with (shared/display/results-first-view.ts) are made by the
 * core, not drawn by the app: each row must be the row the app draws, as the window's own copy
 * would take it (first-view-capture.ts), less what only the app adds (its buttons, its use-fit
 * reading, the date in the reader's locale).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resultRowFirstView } from '../../../shared/display/results-first-view';
import type { FirstViewElement, FirstViewNode } from '../../../shared/ipc/first-view';
import { readAsCore } from '../../../tests/support/readings';
import { captureFirstView } from '../../app/first-view-capture';
import { ResultRow } from './result-row';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

vi.mock('../../bridge/get-bridge', () => ({ getBridge: () => ({ getShortlist: async () => ({ ok: true, value: { entries: [] } }) }) }));

const props = { index: 0, setSize: 1, selected: false, active: true, onFocusRow: () => {}, onOpen: () => {} };

const LISTINGS = [
  {
    id: 'd1',
    title: 'Chest X-rays',
    category: 'Medical Imaging',
    format: 'DICOM',
    price: 1250,
    item_count: 12000,
    license: 'CC-BY-4.0',
    quality: { composite: 84.2, tier: 'gold' },
    compliance: { hipaa: true, gdpr: true },
    stats: { total_sales: 1234, avg_rating: 4.56 },
    created_at: '2025-03-03T12:00:00Z',
  },
  {
    id: 'd2',
    title: 'Street scenes',
    price: 12.5,
    currency: 'EUR',
    quality: { composite: 61, tier: 'silver', basis: 'metadata' },
    stats: { total_sales: 1, avg_rating: 0 },
  },
  { id: 'd3', slug: 'bird-calls', price: 0, quality: { composite: 70.05 }, item_count: 7, format: 'WAV' },
  { id: 'd4', lqs: { score: 0.71, grade: 'platinum-plus' }, evidence: { basis: 'metadata only' }, created_at: '2024-01-01T00:00:00Z' },
  { id: 'bare-1', quality: 'n/a', stats: [], price: null },
];

/** The app's row as the window's copy takes it, less what only the app adds. */
function drawnRow(listing: (typeof LISTINGS)[number]): FirstViewElement {
  const item = readAsCore.item(listing);
  document.body.innerHTML = '<div id="root"><section class="search-screen__results"><div class="results-list"></div></section></div>';
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ResultRow {...props} item={item} />
    </QueryClientProvider>,
    { container: document.querySelector<HTMLElement>('.results-list')! },
  );
  const list = captureFirstView(document)?.children?.[0];
  const row = typeof list === 'object' ? list.children?.[0] : undefined;
  if (row === undefined || typeof row === 'string') throw new Error('no row was drawn');
  return withoutAppParts(row, item.createdAt !== undefined);
}

function withoutAppParts(node: FirstViewElement, dated: boolean): FirstViewElement {
  const classes = (child: FirstViewNode) => (typeof child === 'string' ? [] : (child.className ?? '').split(' '));
  let children = (node.children ?? []).filter((child) => !classes(child).some((name) => name === 'result-row__action' || name === 'use-fit'));
  if (dated && classes(node).includes('result-row__numbers')) children = children.slice(0, -1);
  const kept = children
    .map((child) => (typeof child === 'string' ? child : withoutAppParts(child, dated)))
    .filter((child) => typeof child === 'string' || !classes(child).includes('result-row__numbers') || (child.children ?? []).length > 0);
  const { children: _all, ...rest } = node;
  return kept.length > 0 ? { ...rest, children: kept } : rest;
}

describe('the first results the core makes for the page', () => {
  it.each(LISTINGS.map((listing) => [listing.id, listing] as const))('draw row %s as the app draws it', (_id, listing) => {
    expect(resultRowFirstView(readAsCore.item(listing))).toEqual(drawnRow(listing));
  });
});
