import type { ReactNode } from 'react';
import { AccountView } from '../account/account-view';
import { CompatibilityView } from '../compatibility/compatibility-view';
import { QuotaBanner } from '../quota/quota-banner';
import { QuotaMeter } from '../quota/quota-meter';
import { SearchScreen } from '../search/search-screen';
import { SettingsView } from '../settings/settings-view';
import { DatabaseIcon, LayersIcon, SearchIcon, SettingsIcon, UserIcon } from '../ui/icons';
import { cx } from '../ui/class-names';
import { ConnectionProblemBanner, DemoBanner } from './connection-banners';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { useUiStore, type View } from './ui-store';

interface NavItem {
  view: View;
  label: string;
  icon: ReactNode;
}

const NAV_ITEMS: NavItem[] = [
  { view: 'search', label: 'Search', icon: <SearchIcon /> },
  { view: 'compatibility', label: 'Compatibility', icon: <LayersIcon /> },
  { view: 'account', label: 'Account', icon: <UserIcon /> },
  { view: 'settings', label: 'Settings', icon: <SettingsIcon /> },
];

const TITLES: Record<View, string> = {
  search: 'Search datasets',
  compatibility: 'Compatibility check',
  account: 'Account and usage',
  settings: 'Settings',
};

/** Sidebar navigation, header with the quota meter, banners, and the current screen. */
export function App() {
  const view = useUiStore((s) => s.view);
  return (
    <div className="app-shell">
      <Sidebar current={view} />
      <div className="app-shell__main">
        <header className="app-header">
          <h1 className="app-header__title">{TITLES[view]}</h1>
          <div className="app-header__quota">
            <QuotaMeter />
          </div>
        </header>
        <div className="app-banners">
          <ConnectionProblemBanner />
          <QuotaBanner />
          <DemoBanner />
        </div>
        <main className={cx('app-content', `app-content--${view}`)}>
          <ScreenErrorBoundary key={view} screen={NAV_ITEMS.find((item) => item.view === view)?.label ?? view}>
            <Screen view={view} />
          </ScreenErrorBoundary>
        </main>
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
    case 'account':
      return <AccountView />;
    case 'settings':
      return <SettingsView />;
  }
}

function Sidebar({ current }: { current: View }) {
  const setView = useUiStore((s) => s.setView);
  const trayCount = useUiStore((s) => s.compatibility.tray.length);
  return (
    <nav className="sidebar" aria-label="Main">
      <div className="sidebar__brand">
        <DatabaseIcon size={18} />
        <span className="sidebar__brand-name">Dataset Marketplace</span>
      </div>
      <ul role="list" className="sidebar__list">
        {NAV_ITEMS.map((item) => (
          <li key={item.view}>
            <button
              type="button"
              className="sidebar__item"
              aria-current={item.view === current ? 'page' : undefined}
              onClick={() => setView(item.view)}
            >
              {item.icon}
              <span className="sidebar__label">{item.label}</span>
              {item.view === 'compatibility' && trayCount > 0 && (
                <span className="sidebar__count">
                  {trayCount}
                  <span className="visually-hidden"> {trayCount === 1 ? 'dataset' : 'datasets'} in the check</span>
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
