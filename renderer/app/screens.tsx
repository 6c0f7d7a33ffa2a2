/**
 * The app's screens, once: for each view of the saved state (shared/ipc/ipc-contract.ts `VIEWS`, the
 * sidebar's order) its name in the sidebar, its heading, its icon and its component. Every
 * screen but search is a chunk of its own, fetched after the first paint (lazy-screens.ts).
 */
import { lazy, type ComponentType, type ReactNode } from 'react';
import { SearchScreen } from '../search/search-screen';
import { ColumnsIcon, LayersIcon, SearchIcon, SettingsIcon, StarIcon, UserIcon } from '../ui/icons';
import type { View } from '../state/ui-store';

type ScreenLoader = () => Promise<{ default: ComponentType }>;

export interface ScreenDefinition {
  /** In the sidebar, and in the message of a screen that failed. */
  label: string;
  /** The window's heading while the screen shows. */
  title: string;
  icon: ReactNode;
  Component: ComponentType;
  /** Fetches the screen's chunk; absent for the first screen, which is part of the first paint. */
  load?: ScreenLoader;
}

const chunk = (load: ScreenLoader): Pick<ScreenDefinition, 'Component' | 'load'> => ({ load, Component: lazy(load) });

export const SCREENS: { readonly [V in View]: ScreenDefinition } = {
  search: { label: 'Search', title: 'Search datasets', icon: <SearchIcon />, Component: SearchScreen },
  compatibility: {
    label: 'Compatibility',
    title: 'Compatibility check',
    icon: <LayersIcon />,
    ...chunk(() => import('../compatibility/compatibility-view').then((module) => ({ default: module.CompatibilityView }))),
  },
  compare: {
    label: 'Compare',
    title: 'Compare datasets',
    icon: <ColumnsIcon />,
    ...chunk(() => import('../compare/compare-view').then((module) => ({ default: module.CompareView }))),
  },
  shortlist: {
    label: 'Shortlist',
    title: 'Shortlist',
    icon: <StarIcon />,
    ...chunk(() => import('../shortlist/shortlist-view').then((module) => ({ default: module.ShortlistView }))),
  },
  account: {
    label: 'Account',
    title: 'Account and usage',
    icon: <UserIcon />,
    ...chunk(() => import('../account/account-view').then((module) => ({ default: module.AccountView }))),
  },
  settings: {
    label: 'Settings',
    title: 'Settings',
    icon: <SettingsIcon />,
    ...chunk(() => import('../settings/settings-view').then((module) => ({ default: module.SettingsView }))),
  },
};
