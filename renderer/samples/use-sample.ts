import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SampleAnswer, SampleBundle } from '../../shared/domain/samples/sample-types';
import { unwrap } from '../queries/call-bridge';
import { useConnectionNamespace } from '../state/connection-store';
import { getBridge } from '../bridge/get-bridge';
import { parseInWorker } from './run-sample-worker';
import type { SampleView } from './parse/view-model';

/**
 * A sample's query key: under the connection's namespace but not one of the persisted
 * marketplace resources (a sample can be megabytes; the core keeps the offline copy itself).
 */
const sampleQueryKey = (namespace: string, id: string, url: string, consent: boolean, imageHosts: readonly string[] = []) =>
  ['marketplace', namespace, 'sample', id, url, consent, ...imageHosts] as const;

/**
 * The sample at `url` through the core (`samples:get`). It asks first without the user's
 * go-ahead: the core then answers with the sample, or with what the screen must say before the
 * first fetch; `consent` is given with the user's click, and `imageHosts` the hosts the user
 * agreed to load the images the sample's labels name from. Not retried: a failure is shown.
 */
export function useSample(id: string, url: string, consent: boolean, imageHosts: readonly string[] = []) {
  const namespace = useConnectionNamespace();
  return useQuery({
    queryKey: sampleQueryKey(namespace, id, url, consent, imageHosts),
    queryFn: () => unwrap<SampleAnswer>(getBridge().getSample({ id, url, consent, ...(imageHosts.length > 0 ? { imageHosts: [...imageHosts] } : {}) })),
    staleTime: 5 * 60 * 1000,
    gcTime: 60 * 1000,
    retry: false,
  });
}

export type ParsedState = { status: 'parsing' } | { status: 'ready'; view: SampleView } | { status: 'failed'; message: string };

/** The sample's view, made in the worker; parsed again only when another sample comes. */
export function useParsedSample(sample: SampleBundle): ParsedState {
  const [result, setResult] = useState<{ of: SampleBundle; state: ParsedState } | null>(null);
  useEffect(() => {
    let current = true;
    parseInWorker(sample.files).then(
      (view) => current && setResult({ of: sample, state: { status: 'ready', view } }),
      (error: unknown) => current && setResult({ of: sample, state: { status: 'failed', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      current = false;
    };
  }, [sample]);
  return result?.of === sample ? result.state : { status: 'parsing' };
}
