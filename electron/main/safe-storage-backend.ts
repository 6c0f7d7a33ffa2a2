/**
 * A SecretBackend over Electron's safeStorage: the secret is encrypted with the OS-protected key
 * (macOS Keychain, Windows DPAPI, Linux Secret Service or KWallet) and the ciphertext kept in a
 * file in userData (mode 0600, written atomically). Used when keytar cannot reach a keychain.
 *
 * On Linux, safeStorage falls back to a hard-coded key ("basic_text") when no secret store
 * is running; that is obfuscation, not protection, so the backend then reports itself
 * unavailable and the core keeps the key in memory only (and says so).
 */
import path from 'node:path';
import { hasOwnKey, ownValue } from '../../shared/domain/own-keys';
import { readJsonFile, writeJsonAtomic } from '../core/storage/atomic-file';
import type { SecretBackend } from '../core/secrets/secret-backend';

/** The part of Electron's `safeStorage` this backend uses (injected so it can be tested). */
export interface SafeStorageApi {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  getSelectedStorageBackend?(): string;
}

export interface SafeStorageBackendOptions {
  safeStorage: SafeStorageApi;
  userDataDir: string;
  platform?: NodeJS.Platform;
  now?: () => Date;
}

export const SAFE_STORAGE_FILE_NAME = 'secrets.safe-storage.json';

const UNPROTECTED_LINUX_BACKENDS = new Set(['basic_text', 'unknown']);

const LINUX_BACKEND_NAMES: Record<string, string> = {
  gnome_libsecret: 'Secret Service (libsecret)',
  kwallet: 'KWallet',
  kwallet5: 'KWallet 5',
  kwallet6: 'KWallet 6',
};

interface SecretsFile {
  version: 1;
  /** account → base64 ciphertext */
  entries: Record<string, string>;
}

function describeBackend(safeStorage: SafeStorageApi, platform: NodeJS.Platform): string {
  if (platform === 'darwin') return 'Electron safeStorage (macOS Keychain)';
  if (platform === 'win32') return 'Electron safeStorage (Windows DPAPI)';
  const selected = safeStorage.getSelectedStorageBackend?.() ?? 'unknown';
  return `Electron safeStorage (${ownValue(LINUX_BACKEND_NAMES, selected) ?? selected})`;
}

function acceptSecretsFile(parsed: unknown): SecretsFile {
  if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object');
  const entries = (parsed as { entries?: unknown }).entries;
  if (typeof entries !== 'object' || entries === null || Array.isArray(entries)) throw new Error('no entries');
  // Object.fromEntries defines own properties, so an account named "__proto__" stays an account.
  const clean = Object.fromEntries(Object.entries(entries).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { version: 1, entries: clean };
}

export function createSafeStorageBackend(options: SafeStorageBackendOptions): SecretBackend {
  const { safeStorage, userDataDir } = options;
  const platform = options.platform ?? process.platform;
  const now = options.now ?? (() => new Date());
  const filePath = path.join(userDataDir, SAFE_STORAGE_FILE_NAME);
  // Writes are serialised so two quick saves cannot lose one another.
  let queue: Promise<unknown> = Promise.resolve();
  const serialised = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  const notices: string[] = [];

  /**
   * The stored entries. A damaged (or unreadable) file is moved aside first — never overwritten,
   * so the keys in it are not wiped — and the store starts empty, with a notice. A damaged file
   * that cannot be moved is left as it is, and reading or saving keys fails.
   */
  async function readEntries(): Promise<Record<string, string>> {
    const read = await readJsonFile(filePath, acceptSecretsFile, now());
    if (read.state === 'ok') return read.value.entries;
    if (read.state === 'missing') return {};
    if (read.movedTo === null) {
      throw new Error(`The encrypted key file ${filePath} is damaged (${read.reason}) and could not be moved aside, so it was left as it is.`);
    }
    notices.push(
      `The encrypted key file was damaged (${read.reason}), so it was kept as ${path.basename(read.movedTo)} and a new one was started: enter your API keys again.`,
    );
    return {};
  }

  async function writeEntries(entries: Record<string, string>): Promise<void> {
    const file: SecretsFile = { version: 1, entries };
    await writeJsonAtomic(filePath, file);
  }

  return {
    kind: 'safe_storage',
    get name() {
      return describeBackend(safeStorage, platform);
    },
    async isAvailable() {
      try {
        if (!safeStorage.isEncryptionAvailable()) return false;
        if (platform !== 'linux') return true;
        const selected = safeStorage.getSelectedStorageBackend?.() ?? 'unknown';
        return !UNPROTECTED_LINUX_BACKENDS.has(selected);
      } catch {
        return false;
      }
    },
    // Reads share the queue with writes: a damaged file is moved aside once, not raced.
    get(account) {
      return serialised(async () => {
        const ciphertext = ownValue(await readEntries(), account);
        if (ciphertext === undefined) return null;
        return safeStorage.decryptString(Buffer.from(ciphertext, 'base64'));
      });
    },
    set(account, secret) {
      return serialised(async () => {
        const entries = await readEntries();
        await writeEntries({ ...entries, ...Object.fromEntries([[account, safeStorage.encryptString(secret).toString('base64')]]) });
      });
    },
    delete(account) {
      return serialised(async () => {
        const entries = await readEntries();
        if (!hasOwnKey(entries, account)) return;
        await writeEntries(Object.fromEntries(Object.entries(entries).filter(([name]) => name !== account)));
      });
    },
    notices: () => [...notices],
  };
}
