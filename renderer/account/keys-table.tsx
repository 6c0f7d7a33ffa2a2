import type { KeyReading } from '../../shared/readings/account-reading';
import { formatDate, formatNumber, RelativeTime } from '../ui';
import { StatedValue } from '../ui/stated-value';

const NOT_STATED = 'not stated';

/** One row per API key of the account: what it may do, how much it was used, when. Each cell as stated. */
export function KeysTable({ keys }: { keys: readonly KeyReading[] | undefined }) {
  return (
    <div className="keys-table__scroll" tabIndex={0} role="region" aria-label="API keys table">
      <table className="keys-table">
        <caption className="keys-table__caption">
          API keys of this account {keys !== undefined && <span className="muted">({keys.length})</span>}
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
          {(keys === undefined || keys.length === 0) && (
            <tr>
              <td colSpan={7} className="not-stated">
                {keys === undefined ? 'The marketplace does not list the keys of this account.' : 'The marketplace listed no keys.'}
              </td>
            </tr>
          )}
          {keys?.map((key, index) => (
            <tr key={key.id?.value ?? `key-${index}`}>
              <th scope="row">
                <StatedValue fact={key.label} notStated="Unnamed key" />
              </th>
              <td>
                <StatedValue fact={key.prefix} notStated="—">
                  {(prefix) => <code>{prefix}</code>}
                </StatedValue>
              </td>
              <td>
                <StatedValue fact={key.scopes} notStated={NOT_STATED}>
                  {(scopes) => (
                    <ul className="keys-table__scopes" aria-label="Scopes">
                      {scopes.map((scope) => (
                        <li key={scope}>
                          <code>{scope}</code>
                        </li>
                      ))}
                    </ul>
                  )}
                </StatedValue>
              </td>
              <td className="keys-table__number tabular">
                <StatedValue fact={key.requestsToday} notStated={NOT_STATED}>
                  {formatNumber}
                </StatedValue>
              </td>
              <td className="keys-table__number tabular">
                <StatedValue fact={key.requestsAllTime} notStated={NOT_STATED}>
                  {formatNumber}
                </StatedValue>
              </td>
              <td>
                <StatedValue fact={key.lastUsedAt} notStated={NOT_STATED}>
                  {(lastUsed) => (lastUsed === null ? 'Never' : <RelativeTime value={lastUsed} />)}
                </StatedValue>
              </td>
              <td>
                <StatedValue fact={key.createdAt} notStated={NOT_STATED}>
                  {(created) => formatDate(created)}
                </StatedValue>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
