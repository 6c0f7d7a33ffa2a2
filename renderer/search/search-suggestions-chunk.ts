import { lazy } from 'react';

/**
 * What to drop when a search finds nothing, or finds results lacking a word (empty-results.tsx):
 * shown only then, so it loads then, or with the chunks fetched after start-up (vite.config.ts LOADED_LATER).
 */
const loadSuggestions = () => import('./empty-results');
export const EmptyResults = lazy(() => loadSuggestions().then((module) => ({ default: module.EmptyResults })));
export const SearchSuggestions = lazy(() => loadSuggestions().then((module) => ({ default: module.SearchSuggestions })));

/** The line on how the results match the words: said only when the marketplace says so. */
export const MatchNote = lazy(() => import('./match-note').then((module) => ({ default: module.MatchNote })));
