/**
 * What names the saved copy of a connection's results (query-cache-store.ts): the connection,
 * and the account behind its key. Another key may be another account, so its data is not this
 * one's; only a hash of the key goes to disk. Every demo key of the embedded marketplace belongs
 * to its one demo account, so a new demo key (made each run where no keychain keeps the last one)
 * keeps the saved cache; and the embedded marketplace is named by its catalog, not by its port,
 * which may change between runs while the data does not.
 */
import { createHash } from 'node:crypto';
import { DEMO_KEY_PATTERN, type ConnectionIdentity } from './connections';

/** `catalogId`: the embedded marketplace's catalog (known before it starts). */
export function cacheIdOf(identity: ConnectionIdentity, key: string | null, catalogId: string): string {
  const isDemoKey = identity.kind === 'embedded' && key !== null && DEMO_KEY_PATTERN.test(key);
  const keyPart = key === null ? 'no-key' : isDemoKey ? 'demo-account' : createHash('sha256').update(key).digest('hex').slice(0, 16);
  if (identity.kind === 'custom') return `${identity.id}#${keyPart}`;
  return `embedded#${catalogId}#${keyPart}`;
}
