/**
 * The app-wide notices above every screen, one at a time (notice-priority.ts decides which): a
 * stack of banners that each say "something is wrong" is harder to act on than the one that
 * explains the most. When the shown one goes away or is closed, the next one takes its place.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { QuotaBanner } from '../../quota/quota-banner-chunk';
import { useQuotaNotice } from '../../quota/quota-notice';
import { CatalogBuildBanner, useCatalogNotice } from './catalog-notice';
import { ConnectionProblemBanner, DemoBanner, useConnectionNotice, useDemoNotice } from './connection-banners';
import { useScreenShown } from '../../state/saved-view';
import { useConnectionStore } from '../../state/connection-store';
import { useUiStore } from '../../state/ui-store';
import { topNotice, type NoticeId } from './notice-priority';
import { UiStateSaveBanner, useUnsavedChangesNotice } from './ui-state-save-banner';
import { CacheSaveBanner } from './cache-save-banner-chunk';
import { useCacheSaveProblem } from '../../queries/cache-save-problem';

/** Shown only when the saved last view was set aside, so it loads then (vite.first-screen-rule.ts). */
const SavedViewBanner = lazy(() => import('./saved-view-banner'));

/** A banner whose code loads when it first shows. */
const later = (banner: ReactNode) => <Suspense fallback={null}>{banner}</Suspense>;

const BANNERS: Record<NoticeId, () => ReactNode> = {
  'quota-used-up': () => later(<QuotaBanner />),
  'quota-low': () => later(<QuotaBanner />),
  'catalog-build': () => later(<CatalogBuildBanner />),
  'catalog-rebuilt': () => later(<CatalogBuildBanner />),
  'key-problem': () => <ConnectionProblemBanner />,
  'connection-problem': () => <ConnectionProblemBanner />,
  'saved-view-dropped': () => later(<SavedViewBanner />),
  'unsaved-changes': () => <UiStateSaveBanner />,
  'cache-not-saved': () => later(<CacheSaveBanner />),
  demo: () => <DemoBanner />,
};

/** Every notice that applies now. While the app starts, the starting screen itself shows the catalog's progress. */
function useApplyingNotices(): Set<NoticeId> {
  const started = useScreenShown(useUiStore((s) => s.view));
  const quota = useQuotaNotice();
  const catalog = useCatalogNotice();
  const connection = useConnectionNotice();
  const unsaved = useUnsavedChangesNotice();
  const cacheNotSaved = useCacheSaveProblem((s) => s.problem !== null);
  const demo = useDemoNotice();
  const savedViewDropped = useConnectionStore((s) => s.savedViewDropped);
  const applying = new Set<NoticeId>();
  if (quota) applying.add(quota);
  if (catalog && started) applying.add(catalog);
  if (connection) applying.add(connection);
  if (savedViewDropped) applying.add('saved-view-dropped');
  if (unsaved) applying.add('unsaved-changes');
  if (cacheNotSaved) applying.add('cache-not-saved');
  if (demo) applying.add('demo');
  return applying;
}

export function AppBanners() {
  const top = topNotice(useApplyingNotices());
  return <div className="app-banners">{top !== null && BANNERS[top]()}</div>;
}
