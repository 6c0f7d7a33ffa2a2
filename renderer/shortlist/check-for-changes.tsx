/**
 * The shortlist's change tracking: each starred dataset's detail record as the cache holds it
 * (never fetched by looking), what changed since the star, and "Check for changes", which says
 * its cost before it runs: one request per dataset whose record was not fetched in the last hour.
 */
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ShortlistEntry } from '../../shared/ipc/ipc-contract';
import { notKnown, received, type RecordState } from '../../shared/domain/fact-state';
import type { DatasetDetailReading, DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import { datasetRecordQueries } from '../dataset/use-dataset';
import { toAppError } from '../queries/call-bridge';
import { useClock } from '../quota/use-clock';
import { useQuotaGate } from '../quota/use-quota-gate';
import { useConnectionNamespace } from '../state/connection-store';
import { Button } from '../ui/controls/button';
import { RefreshIcon } from '../ui/icons';
import { entriesToCheck, shortlistDelta, type ShortlistDelta } from './shortlist-changes';

/** Each entry's delta, by id, from the cache alone: a record arriving (a dataset opened, a check) updates it. */
export function useShortlistDeltas(entries: readonly ShortlistEntry[]): { deltas: Map<string, ShortlistDelta>; fetchedAt(id: string): number } {
  const namespace = useConnectionNamespace();
  const results = useQueries({ queries: entries.map((entry) => ({ ...datasetRecordQueries.detail(namespace, entry.id), enabled: false })) });
  const deltas = new Map<string, ShortlistDelta>();
  const at = new Map<string, number>();
  entries.forEach((entry, index) => {
    const result = results[index];
    if (result === undefined) return;
    const fetched = Math.max(result.dataUpdatedAt, result.errorUpdatedAt);
    at.set(entry.id, fetched);
    const failedLast = result.errorUpdatedAt > result.dataUpdatedAt && result.error !== null;
    const record: RecordState<DatasetDetailReading, DatasetSummaryReading> = failedLast
      ? notKnown({ reason: 'failed', error: toAppError(result.error) })
      : result.data !== undefined
        ? received(result.data)
        : notKnown({ reason: 'not-asked' });
    deltas.set(entry.id, shortlistDelta(entry, { record, at: fetched }));
  });
  return { deltas, fetchedAt: (id) => at.get(id) ?? 0 };
}

export function CheckForChanges({ entries, fetchedAt }: { entries: readonly ShortlistEntry[]; fetchedAt(id: string): number }) {
  const queryClient = useQueryClient();
  const namespace = useConnectionNamespace();
  const gate = useQuotaGate();
  const [running, setRunning] = useState(false);
  const [said, setSaid] = useState('');
  // Re-read each minute: a record fetched an hour ago is due again.
  const now = useClock(60_000);
  const due = entriesToCheck(entries, fetchedAt, now.getTime());
  const cost = due.length;
  const run = async () => {
    setRunning(true);
    setSaid('');
    const outcomes = await Promise.allSettled(
      due.map((entry) => queryClient.fetchQuery({ ...datasetRecordQueries.detail(namespace, entry.id), staleTime: 0 })),
    );
    const failed = outcomes.filter((outcome) => outcome.status === 'rejected' && toAppError(outcome.reason).kind !== 'not_found').length;
    setRunning(false);
    setSaid(`Checked ${cost} ${cost === 1 ? 'dataset' : 'datasets'}${failed > 0 ? `; ${failed} could not be fetched` : ''}.`);
  };
  return (
    <span className="check-for-changes">
      <Button size="sm" icon={<RefreshIcon />} disabled={cost === 0 || running || gate.blocked} title={gate.reason ?? undefined} onClick={() => void run()}>
        {cost === 0 ? 'Check for changes (all checked in the last hour)' : `Check for changes (${cost} ${cost === 1 ? 'request' : 'requests'})`}
      </Button>
      <span role="status" className="muted check-for-changes__status">
        {running ? 'Checking…' : said}
      </span>
    </span>
  );
}

/** What changed since the star, old → new; nothing when unchecked or unchanged but a quiet line. */
export function ShortlistDeltaNote({ delta }: { delta: ShortlistDelta | undefined }) {
  if (delta === undefined || delta.kind === 'not-checked') return null;
  if (delta.kind === 'unchanged') return <p className="shortlist-delta shortlist-delta--same muted">Unchanged since starred.</p>;
  if (delta.kind === 'withdrawn') {
    return (
      <p className="shortlist-delta shortlist-delta--withdrawn" role="note">
        Withdrawn: the marketplace no longer has this dataset (it answered 404 Not found).
      </p>
    );
  }
  return (
    <div className="shortlist-delta shortlist-delta--changed" role="note" aria-label="Changed since starred">
      <strong>Changed since starred:</strong>
      <ul>
        {delta.changes.map((change) => (
          <li key={change.field}>
            {change.field}: <del>{change.was}</del> → <ins>{change.now}</ins>
          </li>
        ))}
      </ul>
    </div>
  );
}
