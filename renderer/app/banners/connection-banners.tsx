import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useQuotaGate } from '../../quota/use-quota-gate';
import { Banner } from '../../ui/feedback/banner';
import { errorTitle, networkSettingsAction, withoutSettingsPointer } from '../../ui/feedback/error-text';
import { useConnectionHealth } from '../../state/connection-health';
import { useConnectionStore } from '../../state/connection-store';
import { useDismissedNotices } from '../../state/dismissed-notices';
import { retryRequest } from '../../queries/retry-request';
import { useUiStore } from '../../state/ui-store';
import { requestSettingsTarget } from '../../state/settings-target';

/** Which connection notice applies: a rejected key, an unreachable marketplace or core, or none. */
export function useConnectionNotice(): 'key-problem' | 'connection-problem' | null {
  const problem = useConnectionHealth((s) => s.problem);
  if (!problem) return null;
  return problem.kind === 'unauthorized' ? 'key-problem' : 'connection-problem';
}

/**
 * Unreachable marketplace or core (with Retry, unless the quota is used up: nothing could be sent),
 * or a rejected key (leads to Settings; on Settings it points at the form instead).
 */
export function ConnectionProblemBanner() {
  const problem = useConnectionHealth((s) => s.problem);
  const clear = useConnectionHealth((s) => s.clear);
  const setShown = useConnectionHealth((s) => s.setShown);
  const baseUrl = useConnectionStore((s) => s.status?.baseUrl);
  const view = useUiStore((s) => s.view);
  const setView = useUiStore((s) => s.setView);
  const gate = useQuotaGate();
  const queryClient = useQueryClient();
  // Screens leave out what this banner says (state/connection-health.ts useSaidAbove).
  useEffect(() => {
    setShown(problem !== null);
    return () => setShown(false);
  }, [problem, setShown]);
  if (!problem) return null;

  if (problem.kind === 'unauthorized') {
    const onSettings = view === 'settings';
    // The banner's last sentence (and its button) lead to Settings: the message's own pointer is dropped, so it is said once.
    const message = withoutSettingsPointer(problem.message);
    const which = problem.code === 'no_key' ? 'a key' : 'a valid key';
    return (
      <Banner tone="error" title={errorTitle(problem)} action={onSettings ? undefined : { label: 'Open Settings', onClick: () => setView('settings') }}>
        {message} Save {which} for {baseUrl ?? 'this marketplace'} {onSettings ? 'below' : 'in Settings'}.
      </Banner>
    );
  }
  // Retry asks again for what is on screen and failed: only active queries, each once.
  const retry = () => {
    clear();
    retryRequest(() => queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' }));
  };
  // A proxy or certificate fault is mended in Settings → Network; saving there asks again.
  const network = view === 'settings' ? null : networkSettingsAction(problem);
  const openNetwork = network && {
    label: network.label,
    onClick: () => {
      requestSettingsTarget(network.target);
      setView('settings');
    },
  };
  return (
    <Banner tone="error" title={errorTitle(problem)} action={openNetwork ?? (gate.blocked ? undefined : { label: 'Retry', onClick: retry })}>
      {problem.message} Saved data stays visible.
    </Banner>
  );
}

/** Whether the demo marketplace's introduction applies: the embedded marketplace, not closed, not on Settings itself. */
export function useDemoNotice(): boolean {
  const kind = useConnectionStore((s) => s.status?.kind);
  const view = useUiStore((s) => s.view);
  const dismissed = useDismissedNotices((s) => s.demo);
  return kind === 'embedded' && !dismissed && view !== 'settings';
}

/** First start on the embedded marketplace: say so, and offer to connect a real account. */
export function DemoBanner() {
  const applies = useDemoNotice();
  const setView = useUiStore((s) => s.setView);
  const dismiss = useDismissedNotices((s) => s.dismissDemo);
  if (!applies) return null;
  return (
    <Banner
      tone="info"
      title="You're exploring the demo marketplace"
      action={{ label: 'Connect your account', onClick: () => setView('settings') }}
      onDismiss={dismiss}
    >
      Its datasets are generated examples.
    </Banner>
  );
}
