/**
 * The demo keys the embedded marketplace knows, across its restarts: each key the app hands it is
 * registered with the running server; a key the user removed is revoked there (or as soon as a
 * server runs) and never registered again in this run.
 */
import type { EmbeddedServer } from './embedded-server';

export interface DemoKeyRegistry {
  /** The keys the running server knows. */
  known(): string[];
  /** Those of `keys` not removed in this run. */
  usable(keys: readonly (string | undefined)[]): string[];
  isRegistered(key: string): boolean;
  /** The user removed the key: from now on it is never registered (call at once, before the revocation waits its turn). */
  forbid(key: string): void;
  /** A new server runs knowing `first` (given at its start): registers the rest and revokes what was removed meanwhile. */
  serving(server: EmbeddedServer, first: string | undefined, rest: readonly string[]): Promise<void>;
  register(server: EmbeddedServer, key: string): Promise<void>;
  /** Revokes a removed key on `server` now, else on the next server that starts. */
  revoke(key: string, server: EmbeddedServer | null): Promise<void>;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createDemoKeyRegistry(log: (line: string) => void): DemoKeyRegistry {
  /** Demo keys the running marketplace knows (registered at its start or since). */
  const registered = new Set<string>();
  /** Demo keys removed in this run: never registered again. */
  const revoked = new Set<string>();
  /** Removed keys not yet revoked on a marketplace (it was not running). */
  const toRevoke = new Set<string>();

  async function revokeOn(server: EmbeddedServer, key: string): Promise<void> {
    try {
      await server.admin.revokeKey(key);
    } catch (error) {
      // A key the marketplace never knew is as good as revoked.
      if (!/unknown API key/.test(String(error))) log(`Demo marketplace: a removed demo key could not be revoked (${reason(error)}).`);
    }
  }

  async function register(server: EmbeddedServer, key: string): Promise<void> {
    try {
      await server.admin.registerDemoKey(key);
      registered.add(key);
    } catch (error) {
      log(`Demo marketplace: the demo key could not be registered (${reason(error)}).`);
    }
  }

  return {
    known: () => [...registered],
    usable: (keys) => keys.filter((key): key is string => key !== undefined && !revoked.has(key)),
    isRegistered: (key) => registered.has(key),
    forbid: (key) => {
      revoked.add(key);
    },
    register,
    async serving(server, first, rest) {
      registered.clear();
      if (first !== undefined) registered.add(first);
      for (const key of rest) await register(server, key);
      for (const removed of toRevoke) await revokeOn(server, removed);
      toRevoke.clear();
    },
    async revoke(key, server) {
      registered.delete(key);
      if (server) await revokeOn(server, key);
      else toRevoke.add(key);
    },
  };
}
