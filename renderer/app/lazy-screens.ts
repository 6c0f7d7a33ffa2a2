/**
 * The screens other than search, and the open dataset's detail, each in a chunk of its own: the
 * window's first paint (the search screen) parses and runs only what it needs. The others are fetched right after it, when the page
 * is idle, so switching to one later waits for nothing — and in the browser shell keeps working
 * should its server go away after start.
 */
import { lazy, useEffect } from 'react';
import { whenIdle } from './when-idle';

const loaders = {
  compatibility: () => import('../compatibility/compatibility-view').then((module) => ({ default: module.CompatibilityView })),
  compare: () => import('../compare/compare-view').then((module) => ({ default: module.CompareView })),
  shortlist: () => import('../shortlist/shortlist-view').then((module) => ({ default: module.ShortlistView })),
  account: () => import('../account/account-view').then((module) => ({ default: module.AccountView })),
  settings: () => import('../settings/settings-view').then((module) => ({ default: module.SettingsView })),
  dataset: () => import('../dataset/dataset-detail').then((module) => ({ default: module.DatasetDetail })),
  printRoot: () => import('../export/print-root').then((module) => ({ default: module.PrintRoot })),
};

export const CompatibilityView = lazy(loaders.compatibility);
export const CompareView = lazy(loaders.compare);
export const ShortlistView = lazy(loaders.shortlist);
export const AccountView = lazy(loaders.account);
export const SettingsView = lazy(loaders.settings);
/** The open dataset's header and tabs, inside the search screen's dataset pane. */
export const DatasetDetail = lazy(loaders.dataset);
/** Where a printable report goes (only the other screens export). */
export const PrintRoot = lazy(loaders.printRoot);

/** After the first paint the start-up still waits for the core and the first results: the chunks come after that. */
const PRELOAD_AFTER_MS = 1500;

/**
 * Fetches every screen's chunk once the start-up is over and the page is idle (a module loads
 * once, however often asked); a failed fetch is tried again when the screen is opened.
 */
export function usePreloadScreens(): void {
  useEffect(() => {
    let cancelIdle: (() => void) | null = null;
    const preload = () => {
      for (const load of Object.values(loaders)) void load().catch(() => undefined);
    };
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(preload, 3000);
    }, PRELOAD_AFTER_MS);
    return () => {
      clearTimeout(timer);
      cancelIdle?.();
    };
  }, []);
}
