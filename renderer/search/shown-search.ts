import { useState } from 'react';
import type { DatasetListQuery } from '../queries/query-keys';
import { queryFingerprint } from '../../shared/domain/search-query';

/**
 * The search whose results are on screen, as a key: the current search once its results are in,
 * the earlier one while its results stand in for the current one's (react-query's placeholder).
 *
 * The results list is keyed by it, so each search gets a list of its own that starts at its first
 * row. A list kept across searches kept its scroll position too: a shorter list shown there had
 * its end inside the load-ahead window, and it asked for a page nobody had scrolled to (and, in
 * the render that switched searches, before react-query had switched its query over, a page of
 * the earlier search).
 */
export function useShownSearchKey(query: DatasetListQuery, showingPrevious: boolean): string {
  return queryFingerprint(useShownSearch(query, showingPrevious));
}

/** The search whose results are on screen (see useShownSearchKey). */
export function useShownSearch(query: DatasetListQuery, showingPrevious: boolean): DatasetListQuery {
  const [shown, setShown] = useState(query);
  if (!showingPrevious && queryFingerprint(shown) !== queryFingerprint(query)) setShown(query);
  return showingPrevious ? shown : query;
}
