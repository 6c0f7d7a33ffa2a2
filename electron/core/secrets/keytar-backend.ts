/**
 * The system keychain through keytar, where it installed: it is an optional dependency, because
 * on a machine without libsecret's headers (and no way to fetch its prebuilt binary) it builds
 * from source and fails, and that must not stop `npm ci`. See keychain-backend.ts.
 */
import { createKeychainBackend, type KeychainApi } from './keychain-backend';
import type { SecretBackend } from './secret-backend';

interface KeytarApi {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

function isKeytarApi(value: unknown): value is KeytarApi {
  const candidate = value as Partial<KeytarApi> | null;
  return typeof candidate?.getPassword === 'function' && typeof candidate.setPassword === 'function' && typeof candidate.deletePassword === 'function';
}

export interface KeytarBackendOptions {
  /** How keytar is loaded (tests give one that fails, as on a machine where it did not install). */
  load?: () => Promise<unknown>;
}

export function createKeytarBackend(options: KeytarBackendOptions = {}): SecretBackend {
  const load = options.load ?? (() => import('keytar'));
  return createKeychainBackend(async (): Promise<KeychainApi> => {
    const module = await load();
    const keytar = (module as { default?: unknown }).default ?? module;
    if (!isKeytarApi(keytar)) throw new Error('keytar did not load as expected');
    return {
      get: (service, account) => keytar.getPassword(service, account),
      set: (service, account, secret) => keytar.setPassword(service, account, secret),
      delete: async (service, account) => {
        await keytar.deletePassword(service, account);
      },
    };
  });
}
