import { useEffect, useId, useState } from 'react';
import type { Diagnostics } from '../../shared/ipc/ipc-contract';
import { getBridge } from '../bridge/get-bridge';
import { Button, useCopy } from '../ui';

type Loaded = { kind: 'loading' } | { kind: 'loaded'; diagnostics: Diagnostics } | { kind: 'failed'; message: string };

async function fetchDiagnostics(): Promise<Loaded> {
  const result = await getBridge().getDiagnostics({ browser: navigator.userAgent.slice(0, 500) });
  return result.ok ? { kind: 'loaded', diagnostics: result.value } : { kind: 'failed', message: result.error.message };
}

/**
 * Settings → Diagnostics: the text a support request needs, shown read-only before it is copied
 * (no key, password or dataset content: docs/diagnostics.md), and the logs folder.
 */
export function DiagnosticsSection() {
  const headingId = useId();
  const textId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [folderNote, setFolderNote] = useState<string | null>(null);
  const { status, copy } = useCopy();

  async function load(): Promise<Diagnostics | null> {
    const result = await fetchDiagnostics();
    setLoaded(result);
    return result.kind === 'loaded' ? result.diagnostics : null;
  }
  useEffect(() => {
    let current = true;
    void fetchDiagnostics().then((result) => {
      if (current) setLoaded(result);
    });
    return () => {
      current = false;
    };
  }, []);

  async function copyDiagnostics() {
    const fresh = await load();
    if (fresh) await copy(fresh.text);
  }

  async function openLogsFolder() {
    const result = await getBridge().openLogsFolder();
    if (!result.ok) setFolderNote(result.error.message);
    else if (result.value.opened) setFolderNote(`Opened ${result.value.folder}.`);
    else setFolderNote(`A page cannot open folders on this computer: the logs are in ${result.value.folder}`);
  }

  const statusText = status === 'copied' ? 'Copied' : status === 'failed' ? 'Could not copy: select the text and copy it yourself.' : (folderNote ?? '');
  return (
    <section className="feature-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="feature-card__title">
        Diagnostics
      </h2>
      <p className="muted settings-note">
        For a support request: versions, the connection, the proxy and certificates in effect, the quota and the latest failed requests. It never holds your API
        key, a password or any dataset’s content. Read it before you send it.
      </p>
      <label htmlFor={textId}>Diagnostics to copy</label>
      <textarea
        id={textId}
        className="diagnostics-text"
        readOnly
        rows={12}
        value={loaded.kind === 'loaded' ? loaded.diagnostics.text : loaded.kind === 'failed' ? loaded.message : 'Gathering…'}
      />
      <div className="settings-actions">
        <Button variant="primary" onClick={() => void copyDiagnostics()}>
          Copy diagnostics
        </Button>
        <Button onClick={() => void openLogsFolder()}>Open logs folder</Button>
      </div>
      <p role="status" className="muted settings-note">
        {statusText}
      </p>
    </section>
  );
}
