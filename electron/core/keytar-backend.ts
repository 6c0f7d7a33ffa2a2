/**
 * The system keychain through keytar: macOS Keychain, Windows Credential Manager, or a Secret
 * Service (GNOME Keyring, KWallet) on Linux. keytar is loaded on first use, so a machine
 * without it (or without a Secret Service) still starts; `isAvailable()` then says false.
 */
import { SECRET_SERVICE_NAME, type SecretBackend } from './secret-backend';

interface KeytarApi {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

const PROBE_TIMEOUT_MS = 4_000;
const PROBE_ACCOUNT = '__availability_probe__';

export function keychainName(platform: NodeJS.Platform = process.platform, env: NodeJS.ProcessEnv = process.env): string {
  if (platform === 'darwin') return 'macOS Keychain';
  if (platform === 'win32') return 'Windows Credential Manager';
  const desktop = `${env.XDG_CURRENT_DESKTOP ?? ''} ${env.DESKTOP_SESSION ?? ''}`;
  if (/kde|plasma/i.test(desktop)) return 'KWallet (Secret Service)';
  return 'GNOME Keyring (Secret Service)';
}

function isKeytarApi(value: unknown): value is KeytarApi {
  const candidate = value as Partial<KeytarApi> | null;
  return typeof candidate?.getPassword === 'function' && typeof candidate.setPassword === 'function' && typeof candidate.deletePassword === 'function';
}

let loading: Promise<KeytarApi> | null = null;

function loadKeytar(): Promise<KeytarApi> {
  loading ??= import('keytar').then((module: unknown) => {
    const api = (module as { default?: unknown }).default ?? module;
    if (!isKeytarApi(api)) throw new Error('keytar did not load as expected');
    return api;
  });
  return loading;
}

function withTimeout<T>(pending: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([pending, timeout]).finally(() => clearTimeout(timer));
}

export function createKeytarBackend(): SecretBackend {
  const name = keychainName();
  return {
    kind: 'keychain',
    name,
    async isAvailable() {
      try {
        const keytar = await loadKeytar();
        // A read of an entry that does not exist: it fails (or hangs) when no keychain service answers.
        await withTimeout(keytar.getPassword(SECRET_SERVICE_NAME, PROBE_ACCOUNT), PROBE_TIMEOUT_MS, name);
        return true;
      } catch {
        return false;
      }
    },
    async get(account) {
      const keytar = await loadKeytar();
      return withTimeout(keytar.getPassword(SECRET_SERVICE_NAME, account), PROBE_TIMEOUT_MS * 2, name);
    },
    async set(account, secret) {
      const keytar = await loadKeytar();
      await withTimeout(keytar.setPassword(SECRET_SERVICE_NAME, account, secret), PROBE_TIMEOUT_MS * 2, name);
    },
    async delete(account) {
      const keytar = await loadKeytar();
      await withTimeout(keytar.deletePassword(SECRET_SERVICE_NAME, account), PROBE_TIMEOUT_MS * 2, name);
    },
  };
}
