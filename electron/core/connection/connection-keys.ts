/**
 * Which API key a connection uses: DMD_API_KEY for this run's connection (never another, never
 * stored), else the one stored in the key store; the embedded marketplace's connection gets a
 * demo key on first use. Reading and replacing the stored key are one step each: a removal and
 * a new demo key never interleave.
 */
import { generateDemoKey, type ConnectionIdentity } from './connections';
import type { KeyStore } from '../secrets/key-store';

export interface ConnectionKeysOptions {
  keys: KeyStore;
  /** DMD_API_KEY, and the connection of this run it belongs to. */
  apiKeyOverride?: string;
  overrideConnectionId: string;
  /** Keys the log must never show (each key handed out is added). */
  rememberSecret(secret: string): void;
  log(line: string): void;
}

export interface ConnectionKeys {
  /** The key in use for the connection, creating the demo key if it is the embedded one's first use. */
  keyFor(identity: ConnectionIdentity): Promise<string | null>;
  /** DMD_API_KEY is this connection's key for this run. */
  overridden(identity: ConnectionIdentity): boolean;
  /** Runs a read-and-replace of the stored key after every one before it. */
  changing<T>(task: () => Promise<T>): Promise<T>;
}

export function createConnectionKeys({ keys, apiKeyOverride, overrideConnectionId, rememberSecret, log }: ConnectionKeysOptions): ConnectionKeys {
  if (apiKeyOverride !== undefined) rememberSecret(apiKeyOverride);
  let demoKeyCreation: Promise<string> | null = null;
  let keyChanges: Promise<unknown> = Promise.resolve();

  /**
   * Reading and replacing the stored key as one step: a removal and a new demo key never
   * interleave (one could delete the key the other just made, leaving it unrevoked).
   */
  function changing<T>(task: () => Promise<T>): Promise<T> {
    const run = keyChanges.then(task);
    keyChanges = run.catch(() => undefined);
    return run;
  }

  /** One demo key even when several first calls race: the creation re-reads the store first. */
  function createDemoKeyOnce(identity: ConnectionIdentity): Promise<string> {
    demoKeyCreation ??= changing(async () => {
      const existing = await keys.get(identity.keyAccount);
      if (existing !== null) return existing;
      const key = generateDemoKey();
      // Every demo key joins the embedded marketplace's one demo account, so its saved quota still applies.
      await keys.set(identity.keyAccount, key);
      log('Created the demo account key for the demo marketplace.');
      return key;
    }).finally(() => {
      demoKeyCreation = null;
    });
    return demoKeyCreation;
  }

  const overridden = (identity: ConnectionIdentity) => apiKeyOverride !== undefined && identity.id === overrideConnectionId;

  return {
    overridden,
    changing,
    async keyFor(identity) {
      if (apiKeyOverride !== undefined && overridden(identity)) return apiKeyOverride;
      let key = await keys.get(identity.keyAccount);
      if (key === null && identity.kind === 'embedded') key = await createDemoKeyOnce(identity);
      if (key !== null) rememberSecret(key);
      return key;
    },
  };
}
