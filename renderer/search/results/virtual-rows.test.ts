// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { laidOutHeight, type RowVirtualizer } from './virtual-rows';

/** A row element whose layout is read only through getBoundingClientRect (counted). */
function row(height: number) {
  const element = document.createElement('div');
  const read = vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ height } as DOMRect);
  return { element, read };
}

/** The part of the virtualizer the measure reads: each row's key and the heights measured per key. */
const virtualizerWith = (sizes: Record<string, number>) =>
  ({
    itemSizeCache: new Map(Object.entries(sizes)),
    indexFromElement: () => 0,
    options: { getItemKey: () => 'dataset-a' },
  }) as unknown as RowVirtualizer;

describe('laidOutHeight', () => {
  it('keeps the height measured for a dataset when its row is drawn again, reading no layout', () => {
    const { element, read } = row(120);
    expect(laidOutHeight(element, undefined, virtualizerWith({ 'dataset-a': 88.5 }))).toBe(88.5);
    expect(read).not.toHaveBeenCalled();
  });

  it('measures a row whose dataset has no height yet', () => {
    const { element, read } = row(120.25);
    expect(laidOutHeight(element, undefined, virtualizerWith({}))).toBe(120.25);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('takes the height the ResizeObserver reports over the one kept', () => {
    const { element } = row(120);
    const entry = { borderBoxSize: [{ blockSize: 112.5 }] } as unknown as ResizeObserverEntry;
    expect(laidOutHeight(element, entry, virtualizerWith({ 'dataset-a': 88 }))).toBe(112.5);
  });
});
