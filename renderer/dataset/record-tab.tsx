import { useState, type ReactNode } from 'react';
import { retryRequest } from '../app/retry-request';
import { Checkbox } from '../ui/field';
import { EmptyState } from '../ui/empty-state';
import { ErrorPanel } from '../ui/error-panel';
import { JsonView } from '../ui/json-view';
import { Skeleton } from '../ui/skeleton';
import { StaleDataNotice } from '../ui/stale-data-notice';

/** The parts of a react-query result a record tab reads. */
export interface RecordQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  dataUpdatedAt: number;
  refetch(): Promise<unknown>;
}

export interface RecordTabProps<T extends { raw: unknown }> {
  query: RecordQuery<T>;
  /** e.g. "quality record": used in "Show raw JSON" and the JSON region's name. */
  recordName: string;
  /** Shown when the record is not loaded and cannot be requested (quota used up). */
  blockedReason?: string | null;
  children(record: T): ReactNode;
}

/** One record in a tab: skeleton while loading, error with Retry, the saved copy's age, and its raw JSON as sent. */
export function RecordTab<T extends { raw: unknown }>({ query, recordName, blockedReason, children }: RecordTabProps<T>) {
  const [raw, setRaw] = useState(false);
  const record = query.data;
  const retry = () => retryRequest(() => query.refetch());

  if (record === undefined) {
    if (query.isError) return <ErrorPanel error={query.error} onRetry={blockedReason ? undefined : retry} compact />;
    if (query.fetchStatus === 'idle' && blockedReason) {
      return <EmptyState title={`The ${recordName} is not saved yet`}>{blockedReason}</EmptyState>;
    }
    return (
      <div className="record-tab__loading" aria-busy="true">
        <span role="status" className="visually-hidden">
          Loading the {recordName}…
        </span>
        <Skeleton width="40%" height={28} />
        <Skeleton lines={4} />
        <Skeleton lines={3} />
      </div>
    );
  }

  return (
    <div className="record-tab">
      <div className="record-tab__toolbar">
        <StaleDataNotice
          updatedAt={query.dataUpdatedAt}
          error={query.isError ? query.error : null}
          pausedReason={blockedReason ? 'the daily quota is used up' : null}
          onRetry={blockedReason ? undefined : retry}
        />
        <Checkbox asSwitch label="Show raw JSON" checked={raw} onChange={setRaw} className="record-tab__raw-toggle" />
      </div>
      {raw ? <JsonView value={record.raw} label={`Raw JSON of the ${recordName}, as the marketplace sent it`} /> : children(record)}
    </div>
  );
}
