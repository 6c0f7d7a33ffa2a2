import { lazy } from 'react';

/** Shown only when the quota runs low or out, so it loads after the first paint (vite.first-screen-rule.ts). */
export const QuotaBanner = lazy(() => import('./quota-banner').then((module) => ({ default: module.QuotaBanner })));
