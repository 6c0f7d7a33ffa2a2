import { useEffect, useState } from 'react';
import { getBridge } from '../bridge/get-bridge';
import { toAppError } from '../queries/call-bridge';
import { useConnectionStore } from '../state/connection-store';
import { Button } from '../ui/controls/button';
import { useCopy } from '../ui/clipboard';
import { CheckIcon } from '../ui/icons';
import { CopyIcon, ExternalIcon } from '../ui/icons-more';
import { addressKind, type AddressKind } from './external-address';
import './external-link.css';

/** How long "Opened in your browser" stays: long enough to read, then out of the way. */
export const OPENED_NOTE_MS = 5000;

export interface ExternalLinkProps {
  url: string;
  children: string;
}

/**
 * Opens a marketplace page in the system browser (through the core), never inside the app, and
 * says so: the browser may open behind the app, and nothing here would otherwise change. A link
 * the core would refuse (the demo marketplace's local http addresses) is shown as text to copy.
 */
export function ExternalLink({ url, children }: ExternalLinkProps) {
  const kind = addressKind(url);
  if (kind !== 'openable') return <CopyableAddress url={url} label={children} kind={kind} />;
  return <OpenableLink url={url}>{children}</OpenableLink>;
}

function OpenableLink({ url, children }: ExternalLinkProps) {
  const [error, setError] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!opened) return;
    const timer = setTimeout(() => setOpened(false), OPENED_NOTE_MS);
    return () => clearTimeout(timer);
  }, [opened]);
  const open = async () => {
    setError(null);
    setOpened(false);
    try {
      const result = await getBridge().openExternal({ url });
      if (result.ok) setOpened(true);
      else setError(result.error.message);
    } catch (caught) {
      setError(toAppError(caught).message);
    }
  };
  return (
    <span className="external-link">
      <a
        href={url}
        className="external-link__anchor"
        onClick={(event) => {
          event.preventDefault();
          void open();
        }}
      >
        {children}
        <ExternalIcon size={12} />
        <span className="visually-hidden"> (opens in your browser)</span>
      </a>
      {/* Always in the page, so the polite announcement is made when the words appear. */}
      <span role="status" className="external-link__opened">
        {opened && (
          <>
            <CheckIcon size={12} /> Opened in your browser
          </>
        )}
      </span>
      {error && (
        <span role="alert" className="field__error">
          Could not open the link: {error}
        </span>
      )}
    </span>
  );
}

function CopyableAddress({ url, label, kind }: { url: string; label: string; kind: Exclude<AddressKind, 'openable'> }) {
  const { status, copy } = useCopy();
  const embedded = useConnectionStore((store) => store.status?.kind === 'embedded');
  const note =
    kind === 'local' ? (embedded ? 'Local demo address' : 'Address on this computer') : 'Not opened from the app: only https links open in your browser';
  return (
    <span className="external-address">
      <span className="external-address__label">{label}</span>
      <span className="external-address__row">
        <code className="external-address__url">{url}</code>
        <Button size="sm" variant="ghost" icon={status === 'copied' ? <CheckIcon /> : <CopyIcon />} onClick={() => void copy(url)}>
          {status === 'copied' ? 'Copied' : 'Copy'}
          <span className="visually-hidden"> {label} address</span>
        </Button>
      </span>
      <span className="external-address__note">{note}</span>
      <span role="status" className="external-address__status">
        {status === 'failed' ? 'Could not copy: the clipboard is not available. Select the address to copy it.' : ''}
      </span>
    </span>
  );
}
