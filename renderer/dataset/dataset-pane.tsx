import { Suspense, useState } from 'react';
import { DatasetDetail } from '../app/lazy-screens';
import { ScreenErrorBoundary } from '../app/screen-error-boundary';
import { useUiStore } from '../app/ui-store';
import { EmptyState } from '../ui/empty-state';
import { DatabaseIcon } from '../ui/icons';
import './dataset.css';

export type DatasetTab = 'overview' | 'quality' | 'license';

/** The open dataset (from the saved UI state), or a hint to pick one. */
export function DatasetPane() {
  const id = useUiStore((s) => s.selectedDatasetId);
  const [tab, setTab] = useState<DatasetTab>('overview');
  if (!id) {
    return (
      <section className="dataset-pane dataset-pane--empty" aria-label="Dataset details">
        <EmptyState title="No dataset open" icon={<DatabaseIcon size={24} />}>
          Choose a dataset in the results to see its overview, quality and licence.
        </EmptyState>
      </section>
    );
  }
  return (
    <ScreenErrorBoundary key={id} screen="Dataset">
      {/* The detail is a chunk of its own (dataset-detail.tsx), preloaded after the first paint. */}
      <Suspense fallback={<section className="dataset-pane" aria-label="Dataset details" aria-busy="true" />}>
        <DatasetDetail id={id} tab={tab} onTab={setTab} />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
