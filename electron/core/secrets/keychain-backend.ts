/**
 * A SecretBackend over a system keychain binding (keytar, @napi-rs/keyring): macOS Keychain,
 * Windows Credential Manager, or a Secret Service (GNOME Keyring, KWallet) on Linux. The binding
 * is loaded on first use, so a machine without it (an optional dependency that did not install,
 * or no Secret Service) still starts: `isAvailable()` then says false and the next backend, or
 * memory, is used. Calls that do not answer in time count as failures.
 */
import { SECRET_SERVICE_NAME, type SecretBackend } from './secret-backend';

/** What a binding offers, for one service: the app's keys are all filed under SECRET_SERVICE_NAME. */
export interface KeychainApi {
  get(service: string, account: string): Promise<string | null>;
  set(service: string, account: string, secret: string): Promise<void>;
  delete(service: string, account: string): Promise<void>;
}

const PROBE_TIMEOUT_MS = 4_000;
const CALL_TIMEOUT_MS = 8_000;
const PROBE_ACCOUNT = '__availability_probe__';

function keychainName(platform: NodeJS.Platform = process.platform, env: NodeJS.ProcessEnv = process.env): string {
  if (platform === 'darwin') return 'macOS Keychain';
  if (platform === 'win32') return 'Windows Credential Manager';
  const desktop = `${env.XDG_CURRENT_DESKTOP ?? ''} ${env.DESKTOP_SESSION ?? ''}`;
  if (/kde|plasma/i.test(desktop)) return 'KWallet (Secret Service)';
  return 'GNOME Keyring (Secret Service)';
}

function withTimeout<T>(pending: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([pending, timeout]).finally(() => clearTimeout(timer));
}

/** `load` is called once, on first use; a rejection (the binding is missing or broken) makes the backend unavailable. */
export function createKeychainBackend(load: () => Promise<KeychainApi>): SecretBackend {
  const name = keychainName();
  let loading: Promise<KeychainApi> | null = null;
  const api = () => (loading ??= load());
  return {
    kind: 'keychain',
    name,
    async isAvailable() {
      try {
        // A read of an entry that does not exist: it fails (or hangs) when no keychain service answers.
        await withTimeout(
          api().then((keychain) => keychain.get(SECRET_SERVICE_NAME, PROBE_ACCOUNT)),
          PROBE_TIMEOUT_MS,
          name,
        );
        return true;
      } catch {
        return false;
      }
    },
    async get(account) {
      return withTimeout((await api()).get(SECRET_SERVICE_NAME, account), CALL_TIMEOUT_MS, name);
    },
    async set(account, secret) {
      await withTimeout((await api()).set(SECRET_SERVICE_NAME, account, secret), CALL_TIMEOUT_MS, name);
    },
    async delete(account) {
      await withTimeout((await api()).delete(SECRET_SERVICE_NAME, account), CALL_TIMEOUT_MS, name);
    },
  };
}
