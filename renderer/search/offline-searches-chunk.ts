import { lazy } from 'react';

/** Shown only at quota 0, so it loads then, not with the first screen (vite.config.ts LOADED_LATER). */
export const OfflineSearchesPanel = lazy(() => import('./offline-searches-panel').then((module) => ({ default: module.OfflineSearchesPanel })));
