import { lazy } from 'react';

/** Shown only when a save of the results fails, so it loads then (vite.first-screen-rule.ts). */
export const CacheSaveBanner = lazy(() => import('./cache-save-banner').then((module) => ({ default: module.CacheSaveBanner })));
