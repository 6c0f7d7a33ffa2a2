import { lazy } from 'react';
import { useCatalogBuild } from '../../state/catalog-build-store';

/** Which catalog notice applies: a (re)build running or failed, a finished rebuild not yet dismissed, or none. */
export function useCatalogNotice(): 'catalog-build' | 'catalog-rebuilt' | null {
  const state = useCatalogBuild((s) => s.status?.state);
  if (state === undefined) return null;
  return state === 'ready' ? 'catalog-rebuilt' : 'catalog-build';
}

/** The banner itself loads when a build is told (vite.first-screen-rule.ts): most starts have none. */
export const CatalogBuildBanner = lazy(() => import('./catalog-build-banner').then((module) => ({ default: module.CatalogBuildBanner })));
