import { lazy } from 'react';

/** The open dataset's header and tabs: a chunk of its own, preloaded after the first paint (renderer/app/lazy-screens.ts). */
export const loadDatasetDetail = () => import('./dataset-detail').then((module) => ({ default: module.DatasetDetail }));
export const DatasetDetail = lazy(loadDatasetDetail);
