/**
 * Settings → Network: the proxy (System, None, Manual), the proxy's credentials and this app's
 * certificate authorities (docs/network.md). Each change applies at once; the screens' failed
 * requests are asked again when next shown.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { AppError } from '../../shared/domain/app-error';
import type { NetworkView } from '../../shared/ipc/network-contract';
import { getBridge } from '../bridge/get-bridge';
import { useConnectionHealth } from '../state/connection-health';
import { takeSettingsTarget } from '../state/settings-target';
import { ErrorPanel } from '../ui';
import { CertificateAuthoritiesForm } from './certificate-authorities-form';
import { ProxyCredentialsForm } from './proxy-credentials-form';
import { ProxyModeForm } from './proxy-mode-form';

type Loaded = { kind: 'loading' } | { kind: 'loaded'; view: NetworkView } | { kind: 'failed'; error: AppError };

async function fetchNetwork(): Promise<Loaded> {
  const result = await getBridge().getNetwork();
  return result.ok ? { kind: 'loaded', view: result.value } : { kind: 'failed', error: result.error };
}

export function NetworkSettings() {
  const queryClient = useQueryClient();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const userRef = useRef<HTMLInputElement>(null);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  const load = async () => setLoaded(await fetchNetwork());
  useEffect(() => {
    let current = true;
    void fetchNetwork().then((result) => {
      if (current) setLoaded(result);
    });
    return () => {
      current = false;
    };
  }, []);

  // A button elsewhere may have asked for a part of this section: it is taken once, when the section can show it.
  useEffect(() => {
    if (loaded.kind !== 'loaded') return;
    const target = takeSettingsTarget();
    if (target === null) return;
    const element = target === 'proxy-credentials' ? userRef.current : headingRef.current;
    element?.scrollIntoView({ block: 'center' });
    element?.focus();
  }, [loaded.kind]);

  // What failed may pass now: the failed screens ask again when next shown (as Retry would), the banner waits for the next answer.
  const changed = (view: NetworkView) => {
    setLoaded({ kind: 'loaded', view });
    useConnectionHealth.getState().clear();
    void queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' });
  };

  return (
    <section className="feature-card" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="feature-card__title">
        Network
      </h2>
      {loaded.kind === 'loading' && <p className="muted settings-note">Reading the network settings…</p>}
      {loaded.kind === 'failed' && <ErrorPanel error={loaded.error} onRetry={() => void load()} retryNeedsQuota={false} compact />}
      {loaded.kind === 'loaded' && (
        <>
          <ProxyModeForm view={loaded.view} onChanged={changed} />
          <ProxyCredentialsForm view={loaded.view} onChanged={changed} userRef={userRef} />
          <CertificateAuthoritiesForm view={loaded.view} onChanged={changed} />
        </>
      )}
    </section>
  );
}
