import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Banner } from '../ui/banner';
import { errorTitle } from '../ui/error-text';
import { useConnectionHealth } from './connection-health';
import { useConnectionStore } from './connection-store';
import { retryRequest } from './retry-request';
import { useUiStore } from './ui-store';

/** Unreachable marketplace or core (with Retry), or a rejected key (leads to Settings). */
export function ConnectionProblemBanner() {
  const problem = useConnectionHealth((s) => s.problem);
  const clear = useConnectionHealth((s) => s.clear);
  const baseUrl = useConnectionStore((s) => s.status?.baseUrl);
  const setView = useUiStore((s) => s.setView);
  const queryClient = useQueryClient();
  if (!problem) return null;

  if (problem.kind === 'unauthorized') {
    return (
      <Banner tone="error" title={errorTitle(problem)} action={{ label: 'Open Settings', onClick: () => setView('settings') }}>
        {problem.message} Save a valid key for {baseUrl ?? 'this marketplace'} in Settings.
      </Banner>
    );
  }
  // Retry asks again for what is on screen and failed: only active queries, each once.
  const retry = () => {
    clear();
    retryRequest(() => queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' }));
  };
  return (
    <Banner tone="error" title={errorTitle(problem)} action={{ label: 'Retry', onClick: retry }}>
      {problem.message} Saved data stays visible.
    </Banner>
  );
}

/** First start on the embedded marketplace: say so, and offer to connect a real account. */
export function DemoBanner() {
  const kind = useConnectionStore((s) => s.status?.kind);
  const view = useUiStore((s) => s.view);
  const setView = useUiStore((s) => s.setView);
  const [dismissed, setDismissed] = useState(false);
  if (kind !== 'embedded' || dismissed || view === 'settings') return null;
  return (
    <Banner
      tone="info"
      title="You're exploring the demo marketplace"
      action={{ label: 'Connect your account', onClick: () => setView('settings') }}
      onDismiss={() => setDismissed(true)}
    >
      Its datasets are generated examples.
    </Banner>
  );
}
