/** What System means here: the OS settings (desktop app), or the proxy variables in effect and NO_PROXY (browser shell). */
import type { NetworkView } from '../../shared/ipc/network-contract';

export function SystemProxyFacts({ system }: { system: NetworkView['system'] }) {
  if (system.from === 'chromium')
    return <p className="muted settings-note">Change the proxy in your operating system’s network settings; the app follows them without a restart.</p>;
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
