import { Banner } from '../../ui/feedback/banner';
import { useCatalogBuild } from '../../state/catalog-build-store';

const TITLES = {
  building: 'Preparing the demo marketplace',
  rebuilding: 'Rebuilding the demo marketplace',
  ready: 'The demo marketplace is ready again',
  failed: 'The demo marketplace is not available',
} as const;

/** The embedded catalog's (re)build: its progress while it runs, then what happened. */
export function CatalogBuildBanner() {
  const status = useCatalogBuild((s) => s.status);
  const dismiss = useCatalogBuild((s) => s.dismiss);
  if (!status) return null;
  const running = status.state === 'building' || status.state === 'rebuilding';
  return (
    <Banner
      tone={status.state === 'failed' ? 'error' : status.state === 'ready' ? 'success' : 'info'}
      title={TITLES[status.state]}
      onDismiss={running ? undefined : dismiss}
    >
      {status.message}
      {running && status.percent !== null && (
        <>
          {' '}
          <progress className="catalog-build__progress" max={100} value={status.percent} aria-label="Catalog build progress" /> {status.percent}%
        </>
      )}
    </Banner>
  );
}
