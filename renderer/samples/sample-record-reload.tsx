import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getBridge } from '../bridge/get-bridge';
import { datasetRecordQueries } from '../dataset/use-dataset';
import { toAppError } from '../queries/call-bridge';
import { useRequestsAllowed } from '../quota/use-quota-gate';
import { useConnectionNamespace } from '../state/connection-store';
import { Button } from '../ui/controls/button';

export interface SampleRecordReloadProps {
  id: string;
  /** The core's refusal, as it said it. */
  message: string;
  /** The record is in again: ask for the sample once more. */
  onLoaded(): void;
}

/**
 * The core fetches a sample only from an address a record it passed on gave (sample-addresses.ts);
 * after a restart the window may show the record it saved, which the core has not seen. Loading
 * the record again, once, with the user's click (it costs a request), makes the sample fetchable.
 */
export function SampleRecordReload({ id, message, onLoaded }: SampleRecordReloadProps) {
  const queryClient = useQueryClient();
  const namespace = useConnectionNamespace();
  const requestsAllowed = useRequestsAllowed();
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  async function load() {
    setLoading(true);
    setFailed(null);
    try {
      // The user asks again: a failure the core remembers is not the answer.
      await getBridge()
        .forgetFailures()
        .catch(() => undefined);
      await queryClient.fetchQuery({ ...datasetRecordQueries.detail(namespace, id), staleTime: 0 });
      onLoaded();
    } catch (error) {
      setFailed(toAppError(error).message);
    } finally {
      setLoading(false);
    }
  }

  return (
    <section className="sample-consent" aria-labelledby="sample-record-reload-title">
      <h3 id="sample-record-reload-title" className="block-title block-title--as-written">
        The sample needs the dataset’s record first
      </h3>
      <p>{message}</p>
      <p>
        The record shown is the copy the app saved earlier. Loading it from the marketplace again lets the app fetch the sample it names
        {requestsAllowed ? '.' : ', once your quota allows a request again.'}
      </p>
      {failed && (
        <p role="alert" className="sample-problems">
          The record did not load: {failed}
        </p>
      )}
      <Button variant="primary" onClick={() => void load()} disabled={loading || !requestsAllowed} aria-busy={loading || undefined}>
        {loading ? 'Loading the dataset’s record…' : 'Load the dataset’s record · 1 request'}
      </Button>
    </section>
  );
}
