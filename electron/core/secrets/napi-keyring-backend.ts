/**
 * The system keychain through @napi-rs/keyring, for machines where keytar did not install: it
 * ships prebuilt binaries inside its npm packages (one per platform, linux-x64-gnu included) and
 * speaks to the Secret Service over D-Bus itself, so it needs neither libsecret's headers nor a
 * download. Entries are pinned to the Secret Service on Linux: its default would fall back to the
 * kernel keyring, which forgets keys at reboot. Keys kept by keytar are not visible to it (the two
 * file them under different attributes), so it comes second.
 */
import { createKeychainBackend, type KeychainApi } from './keychain-backend';
import type { SecretBackend } from './secret-backend';

interface AsyncEntryLike {
  getPassword(): Promise<string | null | undefined>;
  setPassword(password: string): Promise<void>;
  deletePassword(): Promise<boolean>;
}
type AsyncEntryClass = new (service: string, account: string, options?: { linux?: { store?: 'secret-service' | 'keyutils' } }) => AsyncEntryLike;

export interface NapiKeyringBackendOptions {
  /** How @napi-rs/keyring is loaded (tests give one that fails). */
  load?: () => Promise<unknown>;
}

export function createNapiKeyringBackend(options: NapiKeyringBackendOptions = {}): SecretBackend {
  const load = options.load ?? (() => import('@napi-rs/keyring'));
  return createKeychainBackend(async (): Promise<KeychainApi> => {
    const module = (await load()) as { AsyncEntry?: unknown; default?: { AsyncEntry?: unknown } };
    const AsyncEntry = (module.AsyncEntry ?? module.default?.AsyncEntry) as AsyncEntryClass | undefined;
    if (typeof AsyncEntry !== 'function') throw new Error('@napi-rs/keyring did not load as expected');
    // The constructor throws at once when no Secret Service can be reached: inside the promise, that is a rejection.
    const entry = async (service: string, account: string) => new AsyncEntry(service, account, { linux: { store: 'secret-service' } });
    return {
      get: async (service, account) => (await (await entry(service, account)).getPassword()) ?? null,
      set: async (service, account, secret) => (await entry(service, account)).setPassword(secret),
      delete: async (service, account) => {
        await (await entry(service, account)).deletePassword();
      },
    };
  });
}
