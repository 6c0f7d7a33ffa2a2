/**
 * What a count beside the list counts, in words. The marketplace's category counts
 * (GET /v1/categories) are of its whole catalog, whatever the search; its list total (`meta.total`)
 * is of the datasets that match the search sent; the app's own counts are of the loaded results.
 */
import { FILTER_KEYS } from '../domain/search-filters';
import type { DatasetListQuery } from '../domain/search-query';

/** Whether a search (as toListQuery sends it: only what narrows) narrows the catalog: words, or any filter. */
export function queryNarrows(query: DatasetListQuery): boolean {
  return query.q !== undefined || FILTER_KEYS.some((key) => query[key] !== undefined);
}

/** Under the category choices: their counts are the whole marketplace's, and, while a search narrows the list, not this search's. */
export function categoryCountsScope(narrowed: boolean): string {
  return narrowed ? 'Counts are of the whole marketplace, not of this search.' : 'Counts are of the whole marketplace.';
}

/** Beside the marketplace's total for the search whose results are shown. */
export function totalScope(narrowed: boolean): string {
  return narrowed ? 'matching this search' : 'in the whole marketplace';
}
