// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readAsCore } from '../../../tests/support/readings';
import type { ResultsListHandle } from './result-rows';

/**
 * The first results paint before the virtualizer's code is in (held here until released), and
 * the virtualizer takes over from them with nothing moving and focus kept. A page without layout
 * is given one: each row's height by its place (every third title takes two lines), rows in flow
 * one after another, the list's box 3,000 px tall (so the virtualizer draws every row here).
 */
const chunk = vi.hoisted(() => {
  const state = { loaded: false, release: () => {}, gate: Promise.resolve() };
  const arm = () => {
    state.loaded = false;
    state.gate = new Promise<void>((resolve) => (state.release = resolve));
  };
  return { state, arm };
});
vi.mock('./virtual-rows', async (importOriginal) => {
  await chunk.state.gate;
  chunk.state.loaded = true;
  return importOriginal();
});

/** Every place a row was drawn at (undefined: in flow), in order. */
const placed = vi.hoisted(() => [] as Array<{ index: number; start: number | undefined }>);
vi.mock('./result-row', async () => {
  const { createElement } = await import('react');
  return {
    ResultRow: (props: {
      item: { id: string; title?: { value: string } };
      index: number;
      active: boolean;
      start?: number;
      measureRef?: (element: HTMLElement | null) => void;
      onFocusRow(index: number): void;
    }) => {
      placed.push({ index: props.index, start: props.start });
      const title = props.item.title?.value ?? props.item.id;
      return createElement(
        'div',
        {
          role: 'listitem',
          'data-index': props.index,
          ref: props.measureRef,
          style: props.start === undefined ? undefined : { transform: `translateY(${props.start}px)` },
        },
        createElement(
          'button',
          { type: 'button', className: 'result-row__open', tabIndex: props.active ? 0 : -1, onFocus: () => props.onFocusRow(props.index) },
          title,
        ),
        createElement('button', { type: 'button', tabIndex: -1 }, `Star ${title}`),
      );
    },
  };
});

const rowHeight = (index: number) => (index % 3 === 1 ? 110 : 88);
/** Where row `index` starts: the rows before it, one after another. */
const topOf = (index: number) => Array.from({ length: index }, (_, before) => rowHeight(before)).reduce((sum, height) => sum + height, 0);
const LIST_BOX = { width: 800, height: 3000 };

function rowIndex(element: Element): number | null {
  return element instanceof HTMLElement && element.dataset.index !== undefined ? Number(element.dataset.index) : null;
}

const layout = {
  offsetHeight(this: HTMLElement) {
    if (this.classList.contains('results-scroll')) return LIST_BOX.height;
    const index = rowIndex(this);
    return index === null ? 0 : rowHeight(index);
  },
  offsetWidth(this: HTMLElement) {
    return this.classList.contains('results-scroll') ? LIST_BOX.width : 0;
  },
  getBoundingClientRect(this: HTMLElement) {
    const index = rowIndex(this);
    const scroll = this.closest('.results-scroll');
    const top = index === null || !scroll ? 0 : topOf(index) - scroll.scrollTop;
    const height = layout.offsetHeight.call(this);
    return DOMRect.fromRect({ x: 0, y: top, width: LIST_BOX.width, height });
  },
};
const originals = new Map<string, PropertyDescriptor | undefined>();

beforeAll(() => {
  for (const name of ['offsetHeight', 'clientHeight', 'offsetWidth', 'clientWidth'] as const) {
    originals.set(name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
    const get = name.endsWith('Height') ? layout.offsetHeight : layout.offsetWidth;
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get });
  }
  originals.set('getBoundingClientRect', Object.getOwnPropertyDescriptor(Element.prototype, 'getBoundingClientRect'));
  Object.defineProperty(Element.prototype, 'getBoundingClientRect', { configurable: true, value: layout.getBoundingClientRect });
});

afterAll(() => {
  for (const [name, descriptor] of originals) {
    const prototype = name === 'getBoundingClientRect' ? Element.prototype : HTMLElement.prototype;
    if (descriptor) Object.defineProperty(prototype, name, descriptor);
  }
});

afterEach(() => {
  cleanup();
  placed.length = 0;
});

const items = (count: number) => Array.from({ length: count }, (_, index) => readAsCore.item({ id: `d${index}`, title: `Dataset ${index}` }));

/** A fresh results list module, with the virtualizer's code not yet fetched (held until released). */
async function freshResultsList() {
  vi.resetModules();
  chunk.arm();
  return (await import('./results-list')).ResultsList;
}

async function renderList(count: number) {
  const ResultsList = (await import('./results-list')).ResultsList;
  const ref = createRef<ResultsListHandle>();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ResultsList
        ref={ref}
        items={items(count)}
        total={count}
        selectedId={null}
        hasNextPage={false}
        isFetchingNextPage={false}
        nextPageFailed={false}
        fetchNextPage={() => {}}
        loadAhead
        onOpen={() => {}}
      />
    </QueryClientProvider>,
  );
  return ref;
}

const list = () => screen.getByRole('list', { name: 'Datasets' });
const titleOf = (index: number) => screen.getByRole('button', { name: `Dataset ${index}` });

describe('ResultsList', () => {
  it('paints the first rows in flow without the virtualizer’s code, which is fetched as they show', async () => {
    await freshResultsList();
    await renderList(12);
    expect(list().classList.contains('results-list--in-flow')).toBe(true);
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(placed.every((place) => place.start === undefined)).toBe(true);
    expect(chunk.state.loaded).toBe(false);
    chunk.state.release();
    await waitFor(() => expect(chunk.state.loaded).toBe(true));
    await waitFor(() => expect(list().classList.contains('results-list--in-flow')).toBe(false));
  });

  it('lays out only the rows a window can show before the virtualizer is in', async () => {
    await freshResultsList();
    await renderList(60);
    const canShow = Math.ceil(window.innerHeight / 88) + 6;
    expect(screen.getAllByRole('listitem')).toHaveLength(canShow);
    await act(async () => chunk.state.release());
  });

  it('takes over with every row where it was, and the focused control still focused', async () => {
    await freshResultsList();
    const ref = await renderList(12);
    act(() => ref.current?.focusActive());
    expect(document.activeElement).toBe(titleOf(0));
    fireEvent.keyDown(titleOf(0), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(titleOf(1));
    screen.getByRole('button', { name: 'Star Dataset 4' }).focus();
    placed.length = 0;

    await act(async () => chunk.state.release());
    await waitFor(() => expect(list().style.height).toBe(`${topOf(12)}px`));
    // Every row the virtualizer drew, from its first drawing on, is where the row in flow was.
    const drawn = placed.filter((place) => place.start !== undefined);
    expect(drawn.length).toBeGreaterThanOrEqual(12);
    expect(drawn.filter((place) => place.start !== topOf(place.index))).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Star Dataset 4' }));
    // The keyboard goes on from the active row.
    fireEvent.keyDown(titleOf(1), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(titleOf(2));
  });

  it('keeps the list and its rows as the same elements when the virtualizer takes over', async () => {
    await freshResultsList();
    await renderList(12);
    const before = { list: list(), rows: screen.getAllByRole('listitem'), title: titleOf(3) };
    await act(async () => chunk.state.release());
    await waitFor(() => expect(list().classList.contains('results-list--in-flow')).toBe(false));
    // A click pressed on a row as the code came still lands on it, and a screen reader keeps its place.
    expect(list()).toBe(before.list);
    const after = screen.getAllByRole('listitem');
    expect(after.map((row, index) => row === before.rows[index])).toEqual(before.rows.map(() => true));
    expect(titleOf(3)).toBe(before.title);
    expect(before.list.isConnected).toBe(true);
  });

  it('keeps a move to a row not yet laid out, and makes it once the virtualizer has the row', async () => {
    await freshResultsList();
    const ref = await renderList(30);
    act(() => ref.current?.focusActive());
    fireEvent.keyDown(titleOf(0), { key: 'End' });
    expect(screen.queryByRole('button', { name: 'Dataset 29' })).toBeNull();

    await act(async () => chunk.state.release());
    await waitFor(() => expect(document.activeElement).toBe(titleOf(29)));
  });

  it('starts every later list with the virtualizer, its code being in', async () => {
    await renderList(5);
    expect(list().classList.contains('results-list--in-flow')).toBe(false);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(5));
    expect(placed.filter((place) => place.start === undefined)).toEqual([]);
    expect(screen.getAllByRole('listitem').map((row) => row.style.transform)).toEqual([0, 1, 2, 3, 4].map((index) => `translateY(${topOf(index)}px)`));
  });
});
