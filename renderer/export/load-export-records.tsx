/**
 * The records an export needs and the app does not hold, and the one button that loads them,
 * saying what it costs before it runs ("Load 2 records · 2 requests"), as Compare's "Load the
 * records" does: each record is asked for once (react-query joins a request already on its way,
 * and a record held or loading is no longer counted), a record whose request failed is asked
 * again with the core's memory of the failure forgotten first. Disabled, with why, at quota 0 or
 * offline. An export made without them says at its top what is missing.
 */
import { hashKey, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useId, useReducer } from 'react';
import { RequestCost } from '../compatibility/request-cost';
import { datasetRecordQueries } from '../dataset/use-dataset';
import { heldQuery } from '../facts/cached-record-state';
import { useOnline } from '../hooks/use-online';
import { retryRequest } from '../queries/retry-request';
import { queryKeys } from '../queries/query-keys';
import { useQuotaGate } from '../quota/use-quota-gate';
import { useConnectionNamespace } from '../state/connection-store';
import { Button } from '../ui';
import { loadWords, type RecordKind, type RecordToLoad } from './records-to-load';
import '../ui/feedback/load-offer.css';

const QUERIES: Record<RecordKind, keyof typeof datasetRecordQueries> = { record: 'detail', quality: 'quality', license: 'license' };

/** Asks for each record once; those that failed after the core forgets their failure. */
function loadExportRecords(queryClient: QueryClient, namespace: string, records: readonly RecordToLoad[]): void {
  const queries: Array<{ queryKey: QueryKey; queryFn: () => Promise<unknown> }> = records.map(({ id, kind }) =>
    datasetRecordQueries[QUERIES[kind]](namespace, id),
  );
  const run = () => Promise.allSettled(queries.map((query) => queryClient.fetchQuery(query)));
  if (queries.some((query) => heldQuery(queryClient, query.queryKey).isError)) retryRequest(run);
  else void run();
}

/** Paints again whenever a record of `ids` changes in the cache (what the exports and their offer read). */
export function useRecordUpdates(ids: readonly string[]): void {
  const queryClient = useQueryClient();
  const namespace = useConnectionNamespace();
  const [, repaint] = useReducer((count: number) => count + 1, 0);
  const watched = ids.join('\n');
  useEffect(() => {
    const hashes = new Set(
      watched
        .split('\n')
        .flatMap((id) => [queryKeys.dataset(namespace, id), queryKeys.quality(namespace, id), queryKeys.license(namespace, id)])
        .map((key) => hashKey(key)),
    );
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && hashes.has(event.query.queryHash)) repaint();
    });
  }, [queryClient, namespace, watched]);
}

const OFFLINE = 'The computer is offline: they can load once the connection is back.';

export function LoadExportRecords({ records, what }: { records: readonly RecordToLoad[]; what: string }) {
  const queryClient = useQueryClient();
  const namespace = useConnectionNamespace();
  const gate = useQuotaGate();
  const online = useOnline();
  const reasonId = useId();
  if (records.length === 0) return null;
  const offline = !gate.blocked && !online;
  const { action, cost } = loadWords(records.length);
  return (
    <div className="load-offer" role="group" aria-label="Records the export needs">
      <p>
        {records.length === 1 ? '1 record' : `${records.length} records`} the {what}’s export needs {records.length === 1 ? 'is' : 'are'} not loaded: an export
        made now says at its top what is missing.
      </p>
      <Button
        variant="primary"
        size="sm"
        disabled={gate.blocked || offline}
        aria-describedby={gate.blocked || offline ? reasonId : undefined}
        onClick={() => loadExportRecords(queryClient, namespace, records)}
      >
        <span>
          {action}
          <RequestCost words={cost} />
        </span>
      </Button>
      {(gate.blocked || offline) && (
        <p id={reasonId} className="load-offer__reason">
          {gate.blocked ? gate.reason : OFFLINE}
        </p>
      )}
    </div>
  );
}
