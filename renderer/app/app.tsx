import { Suspense, useEffect, useRef } from 'react';
import { VIEWS } from '../../shared/ipc/ipc-contract';
import { QuotaMeter } from '../quota/quota-meter';
import { SavedSearchesNav } from '../saved-searches/saved-searches-nav';
import { useShortlist } from '../shortlist/use-shortlist';
import { DatabaseIcon } from '../ui/icons';
import { cx } from '../ui/class-names';
import { Tooltip } from '../ui/controls/tooltip';
import { AppBanners } from './banners/app-banners';
import { useScreenShown } from '../state/saved-view';
import { useConnectionStore } from '../state/connection-store';
import { useFirstViewReplaced } from '../state/first-view-handoff';
import { DemoMark } from './demo-mark';
import { PrintRoot, StartingScreen, StartupCheck, usePreloadScreens } from './lazy-screens';
import { ScreenErrorBoundary } from '../ui/feedback/screen-error-boundary';
import { SCREENS } from './screens';
import { SkipLink } from './skip-link';
import { useUiStore, type View } from '../state/ui-store';

/**
 * A new screen starts at its top, and keyboard and screen-reader users land on its heading
 * (not on the sidebar button they left behind). The first screen after start keeps the focus where it is.
 */
function useViewChangeReset(view: View) {
  const main = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(view);
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    if (main.current) {
      main.current.scrollTop = 0;
      main.current.scrollLeft = 0;
    }
    heading.current?.focus({ preventScroll: true });
  }, [view]);
  return { main, heading };
}

/**
 * Sidebar navigation, header with the quota meter and the demo mark, one banner, and the current screen. The frame
 * shows at once; until the core says which marketplace it talks to (the embedded one may be
 * building its catalog), the screen shows what is being prepared.
 */
export function App() {
  const view = useUiStore((s) => s.view);
  const { title, label, Component } = SCREENS[view];
  // The search shows the saved last view while the connection starts (saved-view.ts).
  const started = useScreenShown(view);
  const { main, heading } = useViewChangeReset(view);
  usePreloadScreens();
  // The saved first view is of the search: any other screen, or a start that failed, replaces it.
  const startFailed = useConnectionStore((s) => s.error !== null);
  useFirstViewReplaced(view !== 'search' || startFailed);
  return (
    <div className="app-frame">
      <SkipLink view={view} />
      <Sidebar current={view} />
      <div className="app-frame__main">
        <header className="app-header">
          <h1 ref={heading} tabIndex={-1} className="app-header__title">
            {title}
          </h1>
          <div className="app-header__quota">
            <QuotaMeter />
            <DemoMark />
          </div>
        </header>
        <AppBanners />
        {/* The saved searches' start-up check: a chunk of its own, which waits for the connection. */}
        <Suspense fallback={null}>
          <StartupCheck />
        </Suspense>
        <main ref={main} id="main-content" tabIndex={-1} className={cx('app-content', `app-content--${view}`)}>
          {started ? (
            <ScreenErrorBoundary key={view} screen={label}>
              {/* A screen other than search is a chunk of its own (screens.tsx), preloaded after the first paint. */}
              <Suspense fallback={<div className="app-content__loading" aria-busy="true" />}>
                <Component />
              </Suspense>
            </ScreenErrorBoundary>
          ) : (
            <Suspense fallback={null}>
              <StartingScreen withSearchBox={view === 'search'} />
            </Suspense>
          )}
        </main>
        {/* Where a printable report goes: a small chunk of its own, not part of the first screen's. */}
        <Suspense fallback={null}>
          <PrintRoot />
        </Suspense>
      </div>
    </div>
  );
}

function Sidebar({ current }: { current: View }) {
  const setView = useUiStore((s) => s.setView);
  const trayCount = useUiStore((s) => s.compatibility.tray.length);
  const compareCount = useUiStore((s) => s.compare.ids.length);
  const shortlistCount = useShortlist().data?.entries.length ?? 0;
  const counts: Partial<Record<View, { count: number; words: (count: number) => string }>> = {
    compatibility: { count: trayCount, words: (count) => `${count === 1 ? 'dataset' : 'datasets'} in the check` },
    compare: { count: compareCount, words: (count) => `${count === 1 ? 'dataset' : 'datasets'} to compare` },
    shortlist: { count: shortlistCount, words: (count) => `${count === 1 ? 'dataset' : 'datasets'} on the shortlist` },
  };
  return (
    <nav className="sidebar" aria-label="Main">
      <div className="sidebar__brand">
        <DatabaseIcon size={18} />
        <span className="sidebar__brand-name">Dataset Marketplace</span>
      </div>
      <ul role="list" className="sidebar__list">
        {VIEWS.map((view) => (
          <li key={view}>
            {/* The tip names the screen when the sidebar shows icons only (narrow windows). */}
            <Tooltip content={SCREENS[view].label} mode="label" placement="right" anchorClassName="sidebar__tip">
              <button type="button" className="sidebar__item" aria-current={view === current ? 'page' : undefined} onClick={() => setView(view)}>
                {SCREENS[view].icon}
                <span className="sidebar__label">{SCREENS[view].label}</span>
                {(counts[view]?.count ?? 0) > 0 && (
                  <span className="sidebar__count">
                    {counts[view]!.count}
                    <span className="visually-hidden"> {counts[view]!.words(counts[view]!.count)}</span>
                  </span>
                )}
              </button>
            </Tooltip>
          </li>
        ))}
      </ul>
      <SavedSearchesNav />
    </nav>
  );
}
