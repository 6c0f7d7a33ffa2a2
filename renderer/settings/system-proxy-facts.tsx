/**
 * What System means here: the OS settings (desktop app), with the proxy that asked for a password,
 * or the proxy variables in effect and NO_PROXY (browser shell).
 */
import type { NetworkSystemAsked, NetworkView } from '../../shared/ipc/network-contract';

/** The system proxy that asked for a password, and what became of the credentials; they are entered in the form below. */
function askedText(asked: NetworkSystemAsked, credentialsSaved: boolean): string {
  const proxy = `The proxy ${asked.address}`;
  switch (asked.outcome) {
    case 'refused':
      return `${proxy} refused the saved credentials. Enter its user name and password again under Proxy credentials.`;
    case 'accepted':
      return `${proxy} asked for a password and took the saved credentials.`;
    case 'asked':
      return credentialsSaved
        ? `${proxy} asked for a password: the saved credentials are given to it on the next request.`
        : `${proxy} asked for a password. Enter its user name and password under Proxy credentials.`;
  }
}

export function SystemProxyFacts({ system, credentialsSaved }: { system: NetworkView['system']; credentialsSaved: boolean }) {
  if (system.from === 'chromium')
    return (
      <>
        <p className="muted settings-note">Change the proxy in your operating system’s network settings; the app follows them without a restart.</p>
        {system.askedBy !== null && <p className="settings-note">{askedText(system.askedBy, credentialsSaved)}</p>}
      </>
    );
  return (
    <dl className="definition-list network-facts" aria-label="Proxy variables in effect">
      {system.variables.length === 0 ? (
        <div>
          <dt>Proxy variables</dt>
          <dd className="muted">None set: requests go straight to the marketplace.</dd>
        </div>
      ) : (
        system.variables.map((variable) => (
          <div key={variable.name}>
            <dt>
              <code>{variable.name}</code>
            </dt>
            <dd>
              <code>{variable.hasCredentials ? `•••@${variable.address}` : variable.address}</code>
            </dd>
          </div>
        ))
      )}
      <div>
        <dt>
          <code>NO_PROXY</code>
        </dt>
        <dd>{system.noProxy.length === 0 ? <span className="muted">Not set</span> : <code>{system.noProxy.join(', ')}</code>}</dd>
      </div>
    </dl>
  );
}
