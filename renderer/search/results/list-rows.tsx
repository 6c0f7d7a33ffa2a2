import { laterCode } from '../../hooks/later-code';
import { usePlainLayout, seedOf } from './plain-layout';
import { ResultRows, type RowsLayout, type RowsProps } from './result-rows';
import { useRowVirtualizer } from './use-row-virtualizer';
import type { RowVirtualizer } from './virtual-rows';

/**
 * The virtualizer's engine: fetched as the first results show, so they paint without it (about
 * 10 KB gzip of the first screen's scripts); every list after the first starts with it.
 */
const virtualRowsCode = laterCode(() => import('./virtual-rows'));

function virtualLayout(virtualizer: RowVirtualizer): RowsLayout {
  return {
    rows: virtualizer.getVirtualItems().map((row) => ({ index: row.index, start: row.start })),
    height: virtualizer.getTotalSize(),
    // `range` is the rows in view (without overscan), as of the getVirtualItems() call above.
    range: virtualizer.range,
    scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
    measureRef: virtualizer.measureElement,
  };
}

/**
 * The results' rows, laid out in flow until the virtualizer's code is in and by the virtualizer
 * from then on: the same elements either way.
 */
export function ListRows(props: RowsProps) {
  const { items, scroll } = props;
  const virtualizer = useRowVirtualizer(virtualRowsCode.use(), { count: items.length, scroll, getItemKey: (index) => items[index]?.id ?? index }, (laidOut) =>
    seedOf(
      laidOut,
      items.map((item) => item.id),
    ),
  );
  const plain = usePlainLayout(scroll, items.length, virtualizer === null);
  return <ResultRows {...props} layout={virtualizer ? virtualLayout(virtualizer) : plain} />;
}
