/**
 * What the first paint leaves out: the screens other than search (screens.tsx), the open
 * dataset's detail and the printable report, each in a chunk of its own, so the window's first
 * paint (the search screen) parses and runs only what it needs. The chunks are fetched right
 * after it, when the page is idle, so switching to one later waits for nothing — and in the
 * browser shell keeps working should its server go away after start.
 */
import { lazy, useEffect } from 'react';
import { loadDatasetDetail } from '../dataset/dataset-detail-chunk';
import { loadDialog } from '../ui/controls/deferred-dialog';
import { SCREENS } from './screens';
import { whenIdle } from '../hooks/when-idle';

const loadPrintRoot = () => import('../export/print-root').then((module) => ({ default: module.PrintRoot }));

/**
 * The saved searches' start-up check and its notice (renderer/saved-search-check/). It ships in
 * the Settings screen's chunk, beside its settings: a chunk of its own would add its name to the
 * first paint's scripts.
 */
export const StartupCheck = lazy(() => import('../settings/settings-view').then((module) => ({ default: module.StartupCheck })));

/** What shows while the connection starts: fetched at once, as the frame first renders. */
export const StartingScreen = lazy(() => import('./starting-screen').then((module) => ({ default: module.StartingScreen })));

/** Where a printable report goes (only the other screens export). */
export const PrintRoot = lazy(loadPrintRoot);

const loaders = [...Object.values(SCREENS).flatMap((screen) => (screen.load ? [screen.load] : [])), loadDatasetDetail, loadPrintRoot, loadDialog];

/** After the first paint the start-up still waits for the core and the first results: the chunks come after that. */
const PRELOAD_AFTER_MS = 1500;

/**
 * Fetches every chunk once the start-up is over and the page is idle (a module loads once,
 * however often asked); a failed fetch is tried again when the screen is opened.
 */
export function usePreloadScreens(): void {
  useEffect(() => {
    let cancelIdle: (() => void) | null = null;
    const preload = () => {
      for (const load of loaders) void load().catch(() => undefined);
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
