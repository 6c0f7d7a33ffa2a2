import { receivedFact, type FactState } from '../../shared/domain/fact-state';
import type { KeyReading } from '../../shared/domain/readings/account-reading';
import { formatDate, formatNumber, RelativeTime } from '../ui';
import { NotKnownValue } from '../ui/display/not-known';
import { StatedValue } from '../ui/display/stated-value';

const NOT_STATED = 'not stated';

/** One row per API key of the account (a received record): what it may do, how much it was used, when. Each cell as stated. */
export function KeysTable({ keys: listed }: { keys: FactState<readonly KeyReading[]> }) {
  const keys = listed.state === 'stated' || listed.state === 'none' ? listed.fact.value : undefined;
  return (
    <div className="keys-table__scroll" tabIndex={0} role="region" aria-label="API keys table">
      <table className="keys-table">
        <caption className="keys-table__caption">API keys of this account {keys !== undefined && <span className="muted">({keys.length})</span>}</caption>
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
              <td colSpan={7} className={listed.state === 'none' ? 'muted' : 'not-stated'}>
                {listed.state === 'not-known' ? (
                  <NotKnownValue why={listed.why} />
                ) : listed.state === 'none' ? (
                  'The marketplace listed no keys.'
                ) : (
                  'The marketplace does not list the keys of this account.'
                )}
              </td>
            </tr>
          )}
          {keys?.map((key, index) => (
            <tr key={key.id?.value ?? `key-${index}`}>
              <th scope="row">
                <StatedValue fact={receivedFact(key.label)} notStated="Unnamed key" />
              </th>
              <td>
                <StatedValue fact={receivedFact(key.prefix)} notStated="—">
                  {(prefix) => <code>{prefix}</code>}
                </StatedValue>
              </td>
              <td>
                <StatedValue fact={receivedFact(key.scopes)} notStated={NOT_STATED} none="None">
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
                <StatedValue fact={receivedFact(key.requestsToday)} notStated={NOT_STATED}>
                  {formatNumber}
                </StatedValue>
              </td>
              <td className="keys-table__number tabular">
                <StatedValue fact={receivedFact(key.requestsAllTime)} notStated={NOT_STATED}>
                  {formatNumber}
                </StatedValue>
              </td>
              <td>
                <StatedValue fact={receivedFact(key.lastUsedAt)} notStated={NOT_STATED}>
                  {(lastUsed) => (lastUsed === null ? 'Never' : <RelativeTime value={lastUsed} />)}
                </StatedValue>
              </td>
              <td>
                <StatedValue fact={receivedFact(key.createdAt)} notStated={NOT_STATED}>
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
