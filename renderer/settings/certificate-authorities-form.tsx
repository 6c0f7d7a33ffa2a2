/** Settings → Network: certificate authorities this app trusts beside the system's, pasted as PEM; each shown with its fingerprint. */
import { useState, type FormEvent } from 'react';
import type { AppError } from '../../shared/domain/app-error';
import type { NetworkView } from '../../shared/ipc/network-contract';
import { getBridge } from '../bridge/get-bridge';
import { Button, Field } from '../ui';
import { SettingsFormFooter } from './settings-form-footer';

export function CertificateAuthoritiesForm({ view, onChanged }: { view: NetworkView; onChanged(view: NetworkView): void }) {
  const [pem, setPem] = useState('');
  const [pemError, setPemError] = useState<string | null>(null);
  const [failure, setFailure] = useState<AppError | null>(null);
  const [status, setStatus] = useState('');
  const [pending, setPending] = useState(false);

  const apply = (result: Awaited<ReturnType<ReturnType<typeof getBridge>['addCertificateAuthority']>>, done: string): boolean => {
    setPending(false);
    if (!result.ok) {
      if (result.error.param === 'pem') setPemError(result.error.message);
      else setFailure(result.error);
      return false;
    }
    onChanged(result.value);
    setStatus(done);
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPemError(null);
    setFailure(null);
    setStatus('');
    if (pem.trim() === '') {
      setPemError('Paste a certificate authority in PEM form, from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----.');
      return;
    }
    setPending(true);
    if (apply(await getBridge().addCertificateAuthority({ pem: pem.trim() }), 'Certificate authority added; new connections trust it.')) setPem('');
  };

  const remove = async (fingerprintSha256: string, subject: string) => {
    setFailure(null);
    setStatus('');
    setPending(true);
    apply(await getBridge().removeCertificateAuthority({ fingerprintSha256 }), `Removed ${subject}.`);
  };

  return (
    <form className="settings-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Certificate authorities">
      <h3 className="network-subtitle">Certificate authorities</h3>
      <p className="muted settings-note">
        {view.system.from === 'chromium'
          ? 'The desktop app trusts the authorities in your system’s certificate store.'
          : 'The browser shell trusts Node’s authorities and those in NODE_EXTRA_CA_CERTS.'}{' '}
        An authority added here is trusted by this app only, beside those.
        {view.nodeExtraCaCerts !== null && (
          <>
            {' '}
            NODE_EXTRA_CA_CERTS is <code>{view.nodeExtraCaCerts}</code>.
          </>
        )}
      </p>
      {view.authorities.length > 0 && (
        <ul className="network-authorities" aria-label="Added certificate authorities">
          {view.authorities.map((authority) => (
            <li key={authority.fingerprintSha256} className="network-authority">
              <div className="network-authority__facts">
                <strong>{authority.subject}</strong>
                <span className="muted settings-note">Valid until {authority.validTo}</span>
                <code className="network-authority__fingerprint" aria-label={`SHA-256 fingerprint ${authority.fingerprintSha256}`}>
                  SHA-256 {authority.fingerprintSha256}
                </code>
              </div>
              <Button
                size="sm"
                variant="danger"
                disabled={pending}
                aria-label={`Remove ${authority.subject}`}
                onClick={() => void remove(authority.fingerprintSha256, authority.subject)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Field label="Certificate authority (PEM)" error={pemError} hint="The authority’s certificate, not the server’s: it must be a CA and not expired.">
        {(control) => (
          <textarea
            {...control}
            className="input network-textarea network-textarea--pem"
            rows={4}
            spellCheck={false}
            placeholder="-----BEGIN CERTIFICATE-----"
            value={pem}
            onChange={(event) => setPem(event.target.value)}
          />
        )}
      </Field>
      <SettingsFormFooter submit="Add authority" pending={pending} status={status} failure={failure} />
    </form>
  );
}
