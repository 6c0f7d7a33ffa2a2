import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { AppError } from '../../shared/app-error';
import type { ConnectionStatus } from '../../shared/ipc-contract';
import { toAppError } from '../app/call-bridge';
import { useConnectionStore } from '../app/connection-store';
import { getBridge } from '../bridge/get-bridge';
import { Banner, Button, Dialog, ErrorPanel, TextInput } from '../ui';
import { applyConnectionChange } from './connection-change';
import type { Result } from '../../shared/app-error';

/** Errors about the key itself are shown at the field (the core's words); others as an error panel. */
const KEY_ERROR_KINDS: ReadonlySet<AppError['kind']> = new Set(['unauthorized', 'forbidden', 'invalid_input']);

/** The API key of the current marketplace: saved only after the marketplace accepts it, never shown again. */
export function ApiKeySettings() {
  const queryClient = useQueryClient();
  const status = useConnectionStore((store) => store.status);
  const headingId = useId();
  const [key, setKey] = useState('');
  const [pending, setPending] = useState<'save' | 'remove' | null>(null);
  const [keyError, setKeyError] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ error: AppError; retry: () => void } | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);

  const run = async (action: 'save' | 'remove', call: () => Promise<Result<ConnectionStatus>>, onSuccess: (status: ConnectionStatus) => void) => {
    setKeyError(null);
    setFailure(null);
    setConfirmation(null);
    const before = useConnectionStore.getState().status;
    setPending(action);
    try {
      const result = await call();
      if (result.ok) {
        applyConnectionChange(queryClient, before, result.value);
        onSuccess(result.value);
        return;
      }
      if (action === 'save' && KEY_ERROR_KINDS.has(result.error.kind)) setKeyError(result.error.message);
      else setFailure({ error: result.error, retry: () => void run(action, call, onSuccess) });
    } catch (error) {
      setFailure({ error: toAppError(error), retry: () => void run(action, call, onSuccess) });
    } finally {
      setPending(null);
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const apiKey = key.trim();
    if (apiKey === '') {
      setKeyError('Paste a key first.');
      return;
    }
    void run(
      'save',
      () => getBridge().saveApiKey({ apiKey }),
      (saved) => {
        setKey('');
        setConfirmation(`Key checked with the marketplace and saved${saved.keyStorageName ? ` in ${saved.keyStorageName}` : ''}.`);
      },
    );
  };

  const remove = () => {
    setConfirmRemove(false);
    void run(
      'remove',
      () => getBridge().removeApiKey(),
      // The demo marketplace hands out a fresh key for its demo account when the old one goes.
      (after) => setConfirmation(after.kind === 'embedded' && after.hasKey ? 'Key removed. The demo marketplace issued a new demo key.' : 'Key removed.'),
    );
  };

  return (
    <section className="feature-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="feature-card__title">
        API key
      </h2>

      {status !== null && (
        <dl className="definition-list settings-facts">
          <div>
            <dt>Key in use</dt>
            <dd>{status.hasKey && status.maskedKey ? <code data-testid="masked-key">{status.maskedKey}</code> : <span className="muted">No key saved</span>}</dd>
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

      <form className="settings-form" onSubmit={save} noValidate>
        <TextInput
          label={status?.hasKey ? 'Replace with a new key' : 'API key'}
          type="password"
          name="api-key"
          autoComplete="off"
          spellCheck={false}
          placeholder="ls_live_…"
          value={key}
          error={keyError}
          hint="Keys start with ls_. Saving checks the key with the marketplace (one request); it is never shown again."
          onChange={(event) => {
            setKey(event.target.value);
            setKeyError(null);
          }}
        />
        <div className="settings-form__actions">
          <Button type="submit" variant="primary" disabled={pending !== null}>
            {pending === 'save' ? 'Checking the key…' : 'Save key'}
          </Button>
          {status?.hasKey && (
            <Button variant="danger" disabled={pending !== null} onClick={() => setConfirmRemove(true)}>
              {pending === 'remove' ? 'Removing…' : 'Remove key'}
            </Button>
          )}
          <span role="status" className="settings-form__status">
            {confirmation}
          </span>
        </div>
      </form>
      {failure !== null && <ErrorPanel error={failure.error} onRetry={failure.retry} compact />}

      <Dialog
        open={confirmRemove}
        title="Remove the API key?"
        onClose={() => setConfirmRemove(false)}
        footer={
          <>
            <Button data-autofocus onClick={() => setConfirmRemove(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={remove}>
              Remove key
            </Button>
          </>
        }
      >
        <p>
          {status?.keyStorage === 'memory'
            ? 'The app forgets the key now (it was kept in memory only).'
            : `The key is deleted from ${status?.keyStorageName ?? 'where it is kept'}.`}{' '}
          {status?.kind === 'embedded'
            ? 'The demo marketplace then issues a new key for its demo account.'
            : 'Requests to this marketplace will fail until you save a key again.'}{' '}
          Data already loaded stays visible.
        </p>
      </Dialog>
    </section>
  );
}
