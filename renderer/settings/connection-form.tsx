/**
 * Settings' one form for the marketplace and its key: which marketplace (the embedded one or an
 * address), the key in use, a new key, and one Save (save-connection.ts). Removing the key asks
 * first (remove-key-dialog.tsx).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { AppError } from '../../shared/domain/app-error';
import { useConnectionStore } from '../state/connection-store';
import { getBridge } from '../bridge/get-bridge';
import { Banner, Button, ErrorPanel, RadioGroup, TextInput } from '../ui';
import { applyConnectionChange } from './connection-change';
import { RemoveKeyDialog } from './remove-key-dialog';
import { describeSaved, hasChanges, saveConnection, type ConnectionChoice } from './save-connection';

type Kind = ConnectionChoice['kind'];

const KIND_OPTIONS = [
  {
    value: 'embedded' as const,
    label: 'Embedded marketplace',
    description: 'The demo marketplace built into the app. Works offline; its datasets are generated examples.',
  },
  { value: 'custom' as const, label: 'Custom URL', description: 'A Dataset Marketplace API at an address you give (https, or http on this computer).' },
];

export function ConnectionForm() {
  const queryClient = useQueryClient();
  const status = useConnectionStore((store) => store.status);
  const headingId = useId();
  const unchangedNoteId = useId();
  const [kind, setKind] = useState<Kind>(status?.kind ?? 'embedded');
  const [url, setUrl] = useState(status?.kind === 'custom' ? status.baseUrl : '');
  const [key, setKey] = useState('');
  const [pending, setPending] = useState<'save' | 'remove' | null>(null);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [keyError, setKeyError] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ error: AppError; retry: () => void } | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);

  const choice: ConnectionChoice = kind === 'embedded' ? { kind } : { kind, baseUrl: url.trim() };
  const changes = hasChanges(status, { choice, apiKey: key.trim() });
  // The key field speaks of the key in use only while the marketplace in use is the one chosen.
  const keyInUse = status !== null && status.hasKey && !hasChanges(status, { choice, apiKey: '' });

  const clearMessages = () => {
    setUrlError(null);
    setKeyError(null);
    setFailure(null);
    setConfirmation(null);
  };

  const save = async () => {
    clearMessages();
    if (kind === 'custom' && url.trim() === '') {
      setUrlError('Enter the marketplace’s address, for example https://api.example.com or 127.0.0.1:4600.');
      return;
    }
    const before = useConnectionStore.getState().status;
    setPending('save');
    const outcome = await saveConnection(before, { choice, apiKey: key.trim() }, getBridge());
    setPending(null);
    if (outcome.status !== null && outcome.status !== before) applyConnectionChange(queryClient, before, outcome.status);
    if (outcome.ok) {
      if (outcome.status.kind === 'custom') setUrl(outcome.status.baseUrl);
      setKey('');
      setConfirmation(describeSaved(outcome));
      return;
    }
    // A refused save changed nothing: the marketplace in use is still the one before.
    if (outcome.field === 'url') setUrlError(outcome.error.message);
    else if (outcome.field === 'key') setKeyError(outcome.error.message);
    else setFailure({ error: outcome.error, retry: () => void save() });
  };

  const remove = async () => {
    setConfirmRemove(false);
    clearMessages();
    const before = useConnectionStore.getState().status;
    setPending('remove');
    try {
      const result = await getBridge().removeApiKey();
      if (!result.ok) {
        setFailure({ error: result.error, retry: () => void remove() });
        return;
      }
      applyConnectionChange(queryClient, before, result.value);
      // The demo marketplace hands out a fresh key for its demo account when the old one goes.
      setConfirmation(result.value.kind === 'embedded' && result.value.hasKey ? 'Key removed. The demo marketplace issued a new demo key.' : 'Key removed.');
    } finally {
      setPending(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <section className="feature-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="feature-card__title">
        Marketplace and API key
      </h2>
      {status !== null && (
        <dl className="definition-list settings-facts">
          <div>
            <dt>In use</dt>
            <dd>
              {status.kind === 'embedded' ? 'Embedded marketplace' : 'Custom URL'} at <code className="settings-facts__address">{status.baseUrl}</code>
            </dd>
          </div>
          <div>
            <dt>Key</dt>
            <dd>
              {status.hasKey && status.maskedKey ? <code data-testid="masked-key">{status.maskedKey}</code> : <span className="muted">No key saved</span>}
            </dd>
          </div>
          {status.hasKey && (
            <div>
              <dt>Kept in</dt>
              <dd>{status.keyStorageName ?? 'Not known'}</dd>
            </div>
          )}
        </dl>
      )}
      {status?.notices.map((notice) => (
        <Banner key={notice} tone={status.keyStorage === 'memory' ? 'warning' : 'info'}>
          {notice}
        </Banner>
      ))}

      <form className="settings-form" onSubmit={submit} noValidate>
        <RadioGroup<Kind>
          legend="Connect to"
          value={kind}
          options={KIND_OPTIONS}
          onChange={(value) => {
            setKind(value);
            clearMessages();
          }}
        />
        {kind === 'custom' && (
          <TextInput
            label="Base URL"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            placeholder="https://api.example.com"
            value={url}
            error={urlError}
            hint="Without /v1. An address without http:// or https:// gets http:// on this computer (127.0.0.1:4600) and https:// elsewhere. The API key is only ever sent to this address."
            onChange={(event) => {
              setUrl(event.target.value);
              setConfirmation(null);
            }}
          />
        )}
        <TextInput
          label={keyInUse ? 'Replace the key (optional)' : 'API key'}
          type="password"
          name="api-key"
          autoComplete="off"
          spellCheck={false}
          placeholder="ls_live_…"
          value={key}
          error={keyError}
          hint="Keys start with ls_. Save checks a new key with the marketplace (one request) before it is kept; it is never shown again."
          onChange={(event) => {
            setKey(event.target.value);
            setKeyError(null);
          }}
        />
        <div className="settings-form__actions">
          <Button
            type="submit"
            variant="primary"
            disabled={pending !== null || !changes}
            aria-describedby={!changes && confirmation === null ? unchangedNoteId : undefined}
          >
            {pending === 'save' ? (key.trim() !== '' ? 'Checking the key…' : 'Connecting…') : 'Save'}
          </Button>
          {keyInUse && (
            <Button variant="danger" disabled={pending !== null} onClick={() => setConfirmRemove(true)}>
              {pending === 'remove' ? 'Removing…' : 'Remove key'}
            </Button>
          )}
          {!changes && confirmation === null && (
            <span id={unchangedNoteId} className="muted settings-form__note">
              {status?.hasKey ? 'This is the marketplace and key in use.' : 'This is the marketplace in use; paste a key to save one.'}
            </span>
          )}
          <span role="status" className="settings-form__status">
            {confirmation}
          </span>
        </div>
      </form>
      {/* Saving a key checks it even at a used-up quota (the marketplace still says whose it is): no quota needed to retry. */}
      {failure !== null && <ErrorPanel error={failure.error} onRetry={failure.retry} retryNeedsQuota={false} compact />}

      <RemoveKeyDialog open={confirmRemove} status={status} onCancel={() => setConfirmRemove(false)} onConfirm={() => void remove()} />
    </section>
  );
}
