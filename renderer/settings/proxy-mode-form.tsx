/** Settings → Network: System, None or Manual (address and bypass list), saved and applied at once. */
import { useState, type FormEvent } from 'react';
import type { AppError } from '../../shared/domain/app-error';
import type { NetworkView, ProxyModeChoice } from '../../shared/ipc/network-contract';
import { getBridge } from '../bridge/get-bridge';
import { Field, RadioGroup, TextInput } from '../ui';
import { SettingsFormFooter } from './settings-form-footer';
import { checkManualProxy } from './proxy-input';
import { SystemProxyFacts } from './system-proxy-facts';

const MODE_OPTIONS = (view: NetworkView) => [
  {
    value: 'system' as const,
    label: 'System',
    description:
      view.system.from === 'chromium'
        ? 'The operating system’s proxy settings, PAC file or auto-detection, as in a browser.'
        : 'The proxy variables this app was started with (HTTPS_PROXY, HTTP_PROXY, ALL_PROXY, NO_PROXY).',
  },
  { value: 'none' as const, label: 'None', description: 'Straight to the marketplace, whatever the system or environment says.' },
  { value: 'manual' as const, label: 'Manual', description: 'One proxy for every request, except the hosts in the bypass list.' },
];

export function ProxyModeForm({ view, onChanged }: { view: NetworkView; onChanged(view: NetworkView): void }) {
  const [mode, setMode] = useState<ProxyModeChoice>(view.mode);
  const [url, setUrl] = useState(view.manualUrl);
  const [bypass, setBypass] = useState(view.manualBypass.join(', '));
  const [urlError, setUrlError] = useState<string | null>(null);
  const [bypassError, setBypassError] = useState<string | null>(null);
  const [failure, setFailure] = useState<AppError | null>(null);
  const [status, setStatus] = useState('');
  const [pending, setPending] = useState(false);

  const save = async () => {
    setUrlError(null);
    setBypassError(null);
    setFailure(null);
    setStatus('');
    let input = { mode, manualUrl: '', manualBypass: [] as string[] };
    if (mode === 'manual') {
      const check = checkManualProxy(url, bypass);
      if (!check.ok) {
        (check.field === 'url' ? setUrlError : setBypassError)(check.message);
        return;
      }
      input = { mode, manualUrl: check.url, manualBypass: check.bypass };
    }
    setPending(true);
    const result = await getBridge().setNetworkProxy(input);
    setPending(false);
    if (!result.ok) {
      if (result.error.param === 'manualUrl') setUrlError(result.error.message);
      else if (result.error.param?.startsWith('manualBypass')) setBypassError(result.error.message);
      else setFailure(result.error);
      return;
    }
    setUrl(result.value.manualUrl);
    setBypass(result.value.manualBypass.join(', '));
    onChanged(result.value);
    setStatus('Saved. New requests use it now; no restart needed.');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <RadioGroup<ProxyModeChoice>
        legend="Proxy"
        value={mode}
        options={MODE_OPTIONS(view)}
        onChange={(next) => {
          setMode(next);
          setStatus('');
        }}
      />
      {mode === 'system' && <SystemProxyFacts system={view.system} credentialsSaved={view.credentialsUser !== null} />}
      {mode === 'manual' && (
        <>
          <TextInput
            label="Proxy address"
            inputMode="url"
            spellCheck={false}
            autoComplete="off"
            placeholder="http://proxy.example.com:3128"
            value={url}
            error={urlError}
            hint="http://, https:// or socks5://, with the port. A user name and password typed here go to the keychain, not into the settings file."
            onChange={(event) => setUrl(event.target.value)}
          />
          <Field
            label="Bypass list"
            error={bypassError}
            hint="Hosts reached without the proxy, as NO_PROXY writes them: names, .domain suffixes, host:port, or * for all; separated by commas."
          >
            {(control) => (
              <textarea
                {...control}
                className="input network-textarea"
                rows={3}
                spellCheck={false}
                placeholder="localhost, .corp.example.com, 10.0.0.5:8080"
                value={bypass}
                onChange={(event) => setBypass(event.target.value)}
              />
            )}
          </Field>
        </>
      )}
      <SettingsFormFooter submit={pending ? 'Saving…' : 'Save proxy'} pending={pending} status={status} failure={failure} onRetry={() => void save()} />
    </form>
  );
}
