import { lazy } from 'react';

/**
 * The search screen's parts shown only now and then, each loaded when it shows or with the chunks
 * fetched after start-up, not with the first screen (vite.first-screen-rule.ts).
 *
 * What to drop when a search finds nothing, or finds results lacking a word (empty-results.tsx):
 * shown only then, so it loads then, or with the chunks fetched after start-up.
 */
export const EmptyResults = lazy(() => import('./results/empty-results').then((module) => ({ default: module.EmptyResults })));

/**
 * The filters panel (its controls, the categories and their counts): loaded just after the first
 * paint, which shows the results first; until then the panel holds placeholder lines.
 */
export const Facets = lazy(() => import('./filters/facets').then((module) => ({ default: module.Facets })));

/** The line on a search the marketplace corrected ("Showing results for …"): said only when it says so. */
export const SearchCorrectionNotice = lazy(() => import('./search-correction-notice').then((module) => ({ default: module.SearchCorrectionNotice })));

/** The line on how the results match the words: said only when the marketplace says so. */
export const MatchNote = lazy(() => import('./match-note').then((module) => ({ default: module.MatchNote })));

/** At quota 0, for a search never run: the searches whose results are kept (saved-searches/offline-searches-panel.tsx). */
export const OfflineSearchesPanel = lazy(() => import('../saved-searches/offline-searches-panel').then((module) => ({ default: module.OfflineSearchesPanel })));
