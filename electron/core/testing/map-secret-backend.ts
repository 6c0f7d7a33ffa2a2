/** A SecretBackend over a Map for tests, with switches for being unavailable or failing. */
import type { SecretBackend } from '../secrets/secret-backend';

export interface MapBackendOptions {
  available?: boolean;
  availabilityThrows?: boolean;
  failWrites?: boolean;
  failDeletes?: boolean;
}

export function mapSecretBackend(name = 'Test Keychain', options: MapBackendOptions = {}) {
  const entries = new Map<string, string>();
  const backend: SecretBackend = {
    kind: 'keychain',
    name,
    isAvailable: async () => {
      if (options.availabilityThrows) throw new Error('boom');
      return options.available ?? true;
    },
    get: async (account) => entries.get(account) ?? null,
    set: async (account, secret) => {
      if (options.failWrites) throw new Error('The keyring is locked');
      entries.set(account, secret);
    },
    delete: async (account) => {
      if (options.failDeletes) throw new Error('The keyring is locked');
      entries.delete(account);
    },
  };
  return { backend, entries };
}
