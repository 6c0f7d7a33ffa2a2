/**
 * What the app frame shows while the core starts: the embedded marketplace may be building its
 * catalog (first start, a new app version, a damaged database), and the connection status waits
 * for it. The search box is already there to type into; the progress says what is happening and
 * how far it got, from the core's `marketplace:catalog` events.
 */
import { useId } from 'react';
import type { CatalogBuildStatus } from '../../shared/ipc/ipc-contract';
import { SearchBox } from '../search/search-box';
import { ErrorPanel } from '../ui/feedback/error-panel';
import { useCatalogBuild } from '../state/catalog-build-store';
import { useConnectionStore } from '../state/connection-store';
import './starting-screen.css';

/** The progress label: the demo marketplace once it says it is building, the marketplace in general before. */
function startingLabel(build: CatalogBuildStatus | null): string {
  if (build === null || build.state === 'ready') return 'Connecting to the marketplace…';
  if (build.state === 'rebuilding') return 'Rebuilding the demo marketplace…';
  return 'Preparing the demo marketplace…';
}

export function StartingScreen({ withSearchBox }: { withSearchBox: boolean }) {
  const build = useCatalogBuild((s) => s.status);
  const connectionError = useConnectionStore((s) => s.error);
  const labelId = useId();

  const problem = build?.state === 'failed' ? { kind: 'network' as const, message: build.message } : (connectionError ?? null);

  return (
    <div className="starting-screen">
      {withSearchBox && (
        <div className="starting-screen__query">
          <SearchBox />
        </div>
      )}
      {problem !== null ? (
        <div className="starting-screen__message">
          <ErrorPanel error={problem} onRetry={() => void useConnectionStore.getState().load()} retryNeedsQuota={false} />
        </div>
      ) : (
        <div className="starting-screen__progress" role="status">
          <p id={labelId} className="starting-screen__label">
            {startingLabel(build)}
          </p>
          {/* Without a percentage yet the bar is indeterminate: it moves without claiming how far. */}
          <progress className="starting-screen__bar" aria-labelledby={labelId} max={100} value={build?.percent ?? undefined} />
          <p className="starting-screen__detail muted">
            {build?.percent != null && <span className="tabular">{build.percent}% · </span>}
            {build ? build.message : 'The app is starting; this takes a moment.'}
          </p>
        </div>
      )}
    </div>
  );
}
