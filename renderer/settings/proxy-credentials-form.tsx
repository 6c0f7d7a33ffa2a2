/** Settings → Network: the proxy's user name and password, kept in the keychain; only the user name is shown back. */
import { useState, type FormEvent, type Ref } from 'react';
import type { AppError } from '../../shared/domain/app-error';
import type { NetworkView } from '../../shared/ipc/network-contract';
import { getBridge } from '../bridge/get-bridge';
import { Button, TextInput } from '../ui';
import { SettingsFormFooter } from './settings-form-footer';

export interface ProxyCredentialsFormProps {
  view: NetworkView;
  onChanged(view: NetworkView): void;
  userRef?: Ref<HTMLInputElement>;
}

export function ProxyCredentialsForm({ view, onChanged, userRef }: ProxyCredentialsFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [userError, setUserError] = useState<string | null>(null);
  const [failure, setFailure] = useState<AppError | null>(null);
  const [status, setStatus] = useState('');
  const [pending, setPending] = useState(false);
  const saved = view.credentialsUser;

  const run = async (action: () => ReturnType<ReturnType<typeof getBridge>['clearProxyCredentials']>, done: string) => {
    setFailure(null);
    setStatus('');
    setPending(true);
    const result = await action();
    setPending(false);
    if (!result.ok) {
      if (result.error.param === 'username') setUserError(result.error.message);
      else setFailure(result.error);
      return;
    }
    setUsername('');
    setPassword('');
    onChanged(result.value);
    setStatus(done);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setUserError(null);
    if (username.trim() === '') {
      setUserError('Enter the proxy user name.');
      return;
    }
    void run(() => getBridge().setProxyCredentials({ username: username.trim(), password }), 'Proxy credentials saved in the keychain.');
  };

  return (
    <form className="settings-form" onSubmit={submit} noValidate aria-label="Proxy credentials">
      <h3 className="network-subtitle">Proxy credentials</h3>
      {saved !== null ? (
        <div className="settings-form__actions">
          <span>
            Saved for user <strong>{saved}</strong>
          </span>
          <Button
            variant="danger"
            size="sm"
            disabled={pending}
            onClick={() => void run(() => getBridge().clearProxyCredentials(), 'Proxy credentials removed.')}
          >
            Remove credentials
          </Button>
        </div>
      ) : (
        <p className="muted settings-note">For a proxy that asks for a user name and password. They are kept in the system keychain and never shown again.</p>
      )}
      <TextInput
        ref={userRef}
        label={saved !== null ? 'Replace: proxy user name' : 'Proxy user name'}
        autoComplete="off"
        spellCheck={false}
        value={username}
        error={userError}
        onChange={(event) => setUsername(event.target.value)}
      />
      <TextInput
        label="Proxy password"
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <SettingsFormFooter submit="Save credentials" pending={pending} status={status} failure={failure} />
    </form>
  );
}
