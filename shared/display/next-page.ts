import type { DatasetPageReading } from '../domain/readings/dataset-reading';

/** The size of a page as it came (readable items and ones the app could not use). */
const pageSize = (page: DatasetPageReading) => page.items.length + page.unreadable;

/** Whether another page exists: the marketplace's "has more" when stated, else the total, else a full last page. */
export function nextPageNumber(pages: ReadonlyArray<DatasetPageReading>, perPage: number | undefined): number | undefined {
  const last = pages[pages.length - 1];
  if (!last) return undefined;
  const received = pageSize(last);
  if (received === 0) return undefined;
  if (last.hasMore !== undefined) return last.hasMore.value ? pages.length + 1 : undefined;
  if (last.total !== undefined) {
    const loaded = pages.reduce((sum, page) => sum + pageSize(page), 0);
    return loaded < last.total.value ? pages.length + 1 : undefined;
  }
  const size = last.perPage?.value ?? perPage;
  return size !== undefined && received >= size ? pages.length + 1 : undefined;
}
