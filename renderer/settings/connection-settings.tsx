import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { AppError } from '../../shared/app-error';
import { toAppError } from '../app/call-bridge';
import { useConnectionStore } from '../app/connection-store';
import { getBridge } from '../bridge/get-bridge';
import { Button, ErrorPanel, RadioGroup, TextInput } from '../ui';
import { applyConnectionChange } from './connection-change';

type Kind = 'embedded' | 'custom';

const KIND_OPTIONS = [
  { value: 'embedded' as const, label: 'Embedded marketplace', description: 'The demo marketplace built into the app. Works offline; its datasets are generated examples.' },
  { value: 'custom' as const, label: 'Custom URL', description: 'A Dataset Marketplace API at an address you give (https, or http on this computer).' },
];

/** Which marketplace the app talks to. The core validates and stores the choice. */
export function ConnectionSettings() {
  const queryClient = useQueryClient();
  const status = useConnectionStore((store) => store.status);
  const headingId = useId();
  const inUseNoteId = useId();
  const [kind, setKind] = useState<Kind>(status?.kind ?? 'embedded');
  const [url, setUrl] = useState(status?.kind === 'custom' ? status.baseUrl : '');
  const [pending, setPending] = useState(false);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [failure, setFailure] = useState<AppError | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);

  const unchanged = status !== null && kind === status.kind && (kind === 'embedded' || url.trim() === status.baseUrl);

  const save = async () => {
    setUrlError(null);
    setFailure(null);
    setConfirmation(null);
    if (kind === 'custom' && url.trim() === '') {
      setUrlError('Enter the marketplace’s base URL, for example https://api.example.com.');
      return;
    }
    const before = useConnectionStore.getState().status;
    setPending(true);
    try {
      const result = await getBridge().setConnection(kind === 'embedded' ? { kind } : { kind, baseUrl: url.trim() });
      if (result.ok) {
        applyConnectionChange(queryClient, before, result.value);
        if (result.value.kind === 'custom') setUrl(result.value.baseUrl);
        setConfirmation(`Now using ${result.value.kind === 'embedded' ? 'the embedded marketplace' : result.value.baseUrl}.`);
      } else if (result.error.kind === 'invalid_input') {
        setUrlError(result.error.message);
      } else {
        setFailure(result.error);
      }
    } catch (error) {
      setFailure(toAppError(error));
    } finally {
      setPending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <section className="feature-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="feature-card__title">
        Marketplace
      </h2>
      {status !== null && (
        <p className="settings-current">
          In use: <strong>{status.kind === 'embedded' ? 'Embedded marketplace' : 'Custom URL'}</strong> at <code>{status.baseUrl}</code>
        </p>
      )}
      <form className="settings-form" onSubmit={submit} noValidate>
        <RadioGroup<Kind>
          legend="Connect to"
          value={kind}
          options={KIND_OPTIONS}
          onChange={(value) => {
            setKind(value);
            setUrlError(null);
            setConfirmation(null);
          }}
        />
        {kind === 'custom' && (
          <TextInput
            label="Base URL"
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            placeholder="https://api.example.com"
            value={url}
            error={urlError}
            hint="Without /v1. The API key is only ever sent to this address."
            onChange={(event) => {
              setUrl(event.target.value);
              setConfirmation(null);
            }}
          />
        )}
        {kind === 'embedded' && urlError !== null && <p className="field__error">{urlError}</p>}
        <div className="settings-form__actions">
          <Button type="submit" variant="primary" disabled={pending || unchanged} aria-describedby={unchanged && confirmation === null ? inUseNoteId : undefined}>
            {pending ? 'Connecting…' : 'Use this marketplace'}
          </Button>
          {unchanged && confirmation === null && (
            <span id={inUseNoteId} className="muted settings-form__note">
              This is the marketplace in use.
            </span>
          )}
          <span role="status" className="settings-form__status">
            {confirmation}
          </span>
        </div>
      </form>
      {failure !== null && <ErrorPanel error={failure} onRetry={() => void save()} compact />}
    </section>
  );
}
