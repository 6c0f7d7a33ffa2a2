import type { ReceivedAccountProfile } from '../../shared/received';
import { formatDate, formatNumber, RelativeTime } from '../ui';

type ReceivedKey = NonNullable<NonNullable<ReceivedAccountProfile['usage']>['keys']>[number];

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** One row per API key of the account: what it may do, how much it was used, when. */
export function KeysTable({ keys }: { keys: readonly ReceivedKey[] }) {
  return (
    <div className="keys-table__scroll" tabIndex={0} role="region" aria-label="API keys table">
      <table className="keys-table">
        <caption className="keys-table__caption">
          API keys of this account <span className="muted">({keys.length})</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Prefix</th>
            <th scope="col">Scopes</th>
            <th scope="col" className="keys-table__number">
              Today
            </th>
            <th scope="col" className="keys-table__number">
              All time
            </th>
            <th scope="col">Last used</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {keys.length === 0 && (
            <tr>
              <td colSpan={7} className="muted">
                The marketplace listed no keys.
              </td>
            </tr>
          )}
          {keys.map((key, index) => {
            const lastUsed = text(key?.last_used_at);
            const scopes = Array.isArray(key?.scopes) ? key.scopes.filter((scope): scope is NonNullable<typeof scope> => typeof scope === 'string') : [];
            return (
              <tr key={text(key?.id) ?? `key-${index}`}>
                <th scope="row">{text(key?.name) ?? 'Unnamed key'}</th>
                <td>
                  <code>{text(key?.prefix) ?? '—'}</code>
                </td>
                <td>
                  {scopes.length === 0 ? (
                    <span className="muted">none listed</span>
                  ) : (
                    <ul className="keys-table__scopes" aria-label="Scopes">
                      {scopes.map((scope) => (
                        <li key={scope}>
                          <code>{scope}</code>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className="keys-table__number tabular">{formatNumber(key?.requests_today)}</td>
                <td className="keys-table__number tabular">{formatNumber(key?.requests_all_time)}</td>
                <td>{lastUsed !== null ? <RelativeTime value={lastUsed} /> : <span className="muted">Never</span>}</td>
                <td>{formatDate(key?.created_at)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
