import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { QuotaMeter } from '../quota/quota-meter';
import { SearchScreen } from '../search/search-screen';
import { SavedSearchesNav } from '../saved-searches/saved-searches-nav';
import { useShortlist } from '../shortlist/use-shortlist';
import { ColumnsIcon, DatabaseIcon, LayersIcon, SearchIcon, SettingsIcon, StarIcon, UserIcon } from '../ui/icons';
import { cx } from '../ui/class-names';
import { Tooltip } from '../ui/tooltip';
import { AppBanners } from './app-banners';
import { useConnectionStore } from './connection-store';
import { DemoMark } from './demo-mark';
import { AccountView, CompareView, CompatibilityView, PrintRoot, SettingsView, ShortlistView, usePreloadScreens } from './lazy-screens';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { StartingScreen } from './starting-screen';
import { useUiStore, type View } from './ui-store';

interface NavItem {
  view: View;
  label: string;
  icon: ReactNode;
}

const NAV_ITEMS: NavItem[] = [
  { view: 'search', label: 'Search', icon: <SearchIcon /> },
  { view: 'compatibility', label: 'Compatibility', icon: <LayersIcon /> },
  { view: 'compare', label: 'Compare', icon: <ColumnsIcon /> },
  { view: 'shortlist', label: 'Shortlist', icon: <StarIcon /> },
  { view: 'account', label: 'Account', icon: <UserIcon /> },
  { view: 'settings', label: 'Settings', icon: <SettingsIcon /> },
];

const TITLES: Record<View, string> = {
  search: 'Search datasets',
  compatibility: 'Compatibility check',
  compare: 'Compare datasets',
  shortlist: 'Shortlist',
  account: 'Account and usage',
  settings: 'Settings',
};

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
 * shows at once; until the core says which marketplace it talks to (the built-in one may be
 * building its catalog), the screen shows what is being prepared.
 */
export function App() {
  const view = useUiStore((s) => s.view);
  const started = useConnectionStore((s) => s.status !== null);
  const { main, heading } = useViewChangeReset(view);
  usePreloadScreens();
  return (
    <div className="app-shell">
      <Sidebar current={view} />
      <div className="app-shell__main">
        <header className="app-header">
          <h1 ref={heading} tabIndex={-1} className="app-header__title">
            {TITLES[view]}
          </h1>
          <div className="app-header__quota">
            <QuotaMeter />
            <DemoMark />
          </div>
        </header>
        <AppBanners />
        <main ref={main} className={cx('app-content', `app-content--${view}`)}>
          {started ? (
            <ScreenErrorBoundary key={view} screen={NAV_ITEMS.find((item) => item.view === view)?.label ?? view}>
              {/* A screen other than search is a chunk of its own (lazy-screens.ts), preloaded after the first paint. */}
              <Suspense fallback={<div className="app-content__loading" aria-busy="true" />}>
                <Screen view={view} />
              </Suspense>
            </ScreenErrorBoundary>
          ) : (
            <StartingScreen withSearchBox={view === 'search'} />
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

function Screen({ view }: { view: View }) {
  switch (view) {
    case 'search':
      return <SearchScreen />;
    case 'compatibility':
      return <CompatibilityView />;
    case 'compare':
      return <CompareView />;
    case 'shortlist':
      return <ShortlistView />;
    case 'account':
      return <AccountView />;
    case 'settings':
      return <SettingsView />;
  }
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
        {NAV_ITEMS.map((item) => (
          <li key={item.view}>
            {/* The tip names the screen when the sidebar shows icons only (narrow windows). */}
            <Tooltip content={item.label} mode="label" placement="right" anchorClassName="sidebar__tip">
              <button
                type="button"
                className="sidebar__item"
                aria-current={item.view === current ? 'page' : undefined}
                onClick={() => setView(item.view)}
              >
                {item.icon}
                <span className="sidebar__label">{item.label}</span>
                {(counts[item.view]?.count ?? 0) > 0 && (
                  <span className="sidebar__count">
                    {counts[item.view]!.count}
                    <span className="visually-hidden"> {counts[item.view]!.words(counts[item.view]!.count)}</span>
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
