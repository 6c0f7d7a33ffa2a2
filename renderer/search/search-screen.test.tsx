// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAsCore } from '../../tests/support/readings';

const TITLES = ['Multilingual speech corpus', 'Multilingual news articles', 'Chest X-ray images', 'Retail transactions', 'Street scenes'];

const bridge = vi.hoisted(() => ({
  searches: [] as Array<{ q?: string }>,
  page: null as unknown,
}));
vi.mock('../bridge/get-bridge', () => ({
  getBridge: () =>
    new Proxy(
      {
        searchDatasets: async (query: { q?: string }) => {
          bridge.searches.push(query);
          return { ok: true, value: bridge.page };
        },
        listCategories: async () => ({ ok: true, value: { categories: [], raw: [] } }),
      } as Record<string, unknown>,
      {
        get: (target, name: string) =>
          target[name] ??
          (name.startsWith('on') ? () => () => undefined : async () => ({ ok: false, error: { kind: 'network', message: 'not in this test' } })),
      },
    ),
}));

const { SearchScreen } = await import('./search-screen');
const { createQueryClient } = await import('../queries/query-client');
const { useUiStore, DEFAULT_SEARCH } = await import('../state/ui-store');

/** 40 loaded results, 2 of them multilingual. */
function firstPage() {
  return readAsCore.page({
    data: Array.from({ length: 40 }, (_, index) => ({ id: `ds-${index}`, title: `${TITLES[index % TITLES.length]} ${index}`, category: 'Audio' })).map(
      (item, index) => (index < 2 ? item : { ...item, title: item.title.replace('Multilingual', 'Monolingual') }),
    ),
    meta: { total: 5000, page: 1, per_page: 40 },
  });
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Types `text` after what the search box holds, one key at a time, `everyMs` apart. */
async function typeAtPace(text: string, everyMs: number) {
  const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search datasets' });
  const before = box.value;
  for (let end = 1; end <= text.length; end += 1) {
    fireEvent.change(box, { target: { value: before + text.slice(0, end) } });
    await wait(everyMs);
  }
}

const searchedFor = () => bridge.searches.filter((query) => (query.q ?? '') !== '').map((query) => query.q);

beforeEach(async () => {
  vi.useFakeTimers();
  bridge.searches = [];
  bridge.page = firstPage();
  useUiStore.setState({ search: { ...DEFAULT_SEARCH, per_page: 20 }, searchChange: 'chosen', selectedDatasetId: null });
  render(
    <QueryClientProvider client={createQueryClient({ mode: 'on', backgroundFetchAllowed: () => true })}>
      <SearchScreen />
    </QueryClientProvider>,
  );
  await wait(50);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the search screen while typing', () => {
  it('types “multilingual” at 330 ms a key for at most 2 searches, answering each key from the loaded results, marked as such', async () => {
    expect(bridge.searches).toHaveLength(1);
    const box = screen.getByRole('searchbox', { name: 'Search datasets' });
    fireEvent.change(box, { target: { value: 'm' } });
    await wait(0);
    // At once, before any request: the loaded rows that match, said to be only those.
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('Loaded results only');
    expect(note.textContent).toContain('of the 40 loaded results');
    // No total is stated for the local answer: the marketplace's 5,000 is not shown as its count.
    expect(document.querySelector('.search-toolbar__range')?.textContent ?? '').not.toMatch(/5,000/);
    await wait(330);
    await typeAtPace('ul', 330);
    expect(screen.getByRole('note').textContent).toContain('asking the marketplace when you pause');
    await typeAtPace('tilingual', 330);
    expect(screen.getByRole('note').textContent).toContain('2 of the 40 loaded results match');
    await wait(3_000);
    expect(searchedFor().length).toBeLessThanOrEqual(2);
    expect(searchedFor().at(-1)).toBe('multilingual');
    expect(screen.queryByRole('note')).toBeNull();
    expect(document.querySelector('.search-toolbar__range')?.textContent ?? '').toMatch(/5,000/);
  });

  it('types “speech recognition” at 330 ms a key for one search: starting a word is typing, not a pause', async () => {
    await typeAtPace('speech recognition', 330);
    await wait(3_000);
    expect(searchedFor()).toEqual(['speech recognition']);
  });

  it('says nothing new to screen readers while typing: the live range stays as it is until the marketplace answers', async () => {
    const live = document.querySelector('.search-toolbar__range[aria-live]');
    const said = new Set<string>();
    const box = screen.getByRole('searchbox', { name: 'Search datasets' });
    for (const text of ['m', 'mu', 'mul', 'mult', 'multi', 'multil']) {
      fireEvent.change(box, { target: { value: text } });
      await wait(330);
      said.add(live?.textContent ?? '');
    }
    expect([...said]).toEqual(['']);
    expect(screen.getByRole('note').getAttribute('aria-live')).toBeNull();
  });

  it('sends no one- or two-letter word until Enter, and then sends it at once', async () => {
    await typeAtPace('ai', 330);
    await wait(3_000);
    expect(searchedFor()).toEqual([]);
    expect(screen.getByRole('note').textContent).toContain('or press Enter to ask the marketplace for “ai”');
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search datasets' }), { key: 'Enter' });
    await wait(0);
    expect(searchedFor()).toEqual(['ai']);
  });

  it('costs nothing to backspace to a search already answered', async () => {
    await typeAtPace('multi', 200);
    await wait(1_000);
    await typeAtPace('lingual', 200);
    await wait(2_000);
    expect(searchedFor()).toEqual(['multi', 'multilingual']);
    const box = screen.getByRole('searchbox', { name: 'Search datasets' });
    for (let end = 'multilingual'.length - 1; end >= 'multi'.length; end -= 1) {
      fireEvent.change(box, { target: { value: 'multilingual'.slice(0, end) } });
      await wait(330);
    }
    await wait(3_000);
    expect(searchedFor()).toEqual(['multi', 'multilingual']);
  });
});
