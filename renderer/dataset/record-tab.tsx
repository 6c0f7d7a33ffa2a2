import { useState, type ReactNode } from 'react';
import type { RecordState } from '../../shared/domain/fact-state';
import { retryRequest } from '../queries/retry-request';
import { useQuotaGate } from '../quota/use-quota-gate';
import { Checkbox } from '../ui/controls/field';
import { EmptyState } from '../ui/feedback/empty-state';
import { ErrorPanel } from '../ui/feedback/error-panel';
import { JsonView } from '../ui/display/json-view';
import { notKnownWords } from '../ui/display/not-known';
import { Skeleton } from '../ui/feedback/skeleton';
import { StaleDataNotice } from '../ui/feedback/stale-data-notice';
import { CopyAsCode } from '../copy-as-code/copy-as-code';
import type { ApiRequest } from '../copy-as-code/request-code';

/** The parts of a react-query result a record tab reads besides the record's state. */
interface RecordQuery {
  isError: boolean;
  error: unknown;
  dataUpdatedAt: number;
  refetch(): Promise<unknown>;
}

export interface RecordTabProps<T extends { raw: unknown }, Part extends { raw: unknown }> {
  record: RecordState<T, Part>;
  query: RecordQuery;
  /** e.g. "quality record": used in "Show raw JSON", the JSON region's name and the not-loaded notices. */
  recordName: string;
  /** What a part standing in for the record is, e.g. "search result": names its raw JSON. */
  partName?: string;
  /** The request that fetches the record, offered as "Copy as curl / Python". */
  request?: ApiRequest;
  /** More tools for the record (an export), in the toolbar. */
  tools?: ReactNode;
  /** The received record, or the part of it received so far with its state (the rest not known yet). */
  children(shown: T | Part, state: RecordState<T, Part>): ReactNode;
}

/**
 * One record in a tab: skeleton while loading, error with Retry, "not saved yet" with when it can
 * load at quota 0, the saved copy's age, and its raw JSON as sent.
 */
export function RecordTab<T extends { raw: unknown }, Part extends { raw: unknown } = T>({
  record,
  query,
  recordName,
  partName = 'part received',
  request,
  tools,
  children,
}: RecordTabProps<T, Part>) {
  const [raw, setRaw] = useState(false);
  const { blocked } = useQuotaGate();
  const retry = () => retryRequest(() => query.refetch());

  if (record.state === 'not-known') {
    const { why } = record;
    if (why.reason === 'failed' || why.reason === 'offline') return <ErrorPanel error={why.error} onRetry={retry} compact />;
    if (why.reason === 'quota') return <EmptyState title={`The ${recordName} is not saved yet`}>{notKnownWords(why, `the ${recordName}`).long}</EmptyState>;
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

  const shown = record.state === 'received' ? record.record : record.part;
  const rawName = record.state === 'received' ? recordName : partName;
  return (
    <div className="record-tab">
      <div className="record-tab__toolbar">
        {record.state === 'received' && (
          <StaleDataNotice
            updatedAt={query.dataUpdatedAt}
            error={query.isError ? query.error : null}
            pausedReason={blocked ? 'the daily quota is used up' : null}
            onRetry={blocked ? undefined : retry}
          />
        )}
        {request && <CopyAsCode what={recordName} request={() => request} />}
        {tools}
        <Checkbox asSwitch label="Show raw JSON" checked={raw} onChange={setRaw} className="record-tab__raw-toggle" />
      </div>
      {raw ? <JsonView value={shown.raw} label={`Raw JSON of the ${rawName}, as the marketplace sent it`} /> : children(shown, record)}
    </div>
  );
}
