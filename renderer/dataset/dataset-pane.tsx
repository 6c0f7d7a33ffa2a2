import { Suspense, useState } from 'react';
import { ScreenErrorBoundary } from '../ui/feedback/screen-error-boundary';
import { useUiStore } from '../state/ui-store';
import { DatasetDetail } from './dataset-detail-chunk';
import type { DatasetTab } from './dataset-detail';
import './dataset.css';

/** The open dataset (from the saved UI state); the search screen shows the pane only while one is open. */
export function DatasetPane() {
  const id = useUiStore((s) => s.selectedDatasetId);
  const [tab, setTab] = useState<DatasetTab>('overview');
  if (!id) return null;
  return (
    <ScreenErrorBoundary key={id} screen="Dataset">
      {/* The detail is a chunk of its own (dataset-detail.tsx), preloaded after the first paint. */}
      <Suspense fallback={<section className="dataset-pane" aria-label="Dataset details" aria-busy="true" />}>
        <DatasetDetail id={id} tab={tab} onTab={setTab} />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
