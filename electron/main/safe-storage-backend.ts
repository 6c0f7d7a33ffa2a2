/**
 * A SecretBackend over Electron's safeStorage: the secret is encrypted with the OS-protected key
 * (macOS Keychain, Windows DPAPI, Linux Secret Service or KWallet) and the ciphertext kept in a
 * file in userData (mode 0600, written atomically). Used when keytar cannot reach a keychain.
 *
 * On Linux, safeStorage falls back to a hard-coded key ("basic_text") when no secret store
 * is running; that is obfuscation, not protection, so the backend then reports itself
 * unavailable and the core keeps the key in memory only (and says so).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { writeJsonAtomic } from '../core/atomic-file';
import type { SecretBackend } from '../core/secret-backend';

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
  return `Electron safeStorage (${LINUX_BACKEND_NAMES[selected] ?? selected})`;
}

function parseSecretsFile(text: string): SecretsFile {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object');
  const entries = (parsed as { entries?: unknown }).entries;
  if (typeof entries !== 'object' || entries === null || Array.isArray(entries)) throw new Error('no entries');
  const clean: Record<string, string> = {};
  for (const [account, value] of Object.entries(entries)) {
    if (typeof value === 'string') clean[account] = value;
  }
  return { version: 1, entries: clean };
}

export function createSafeStorageBackend(options: SafeStorageBackendOptions): SecretBackend {
  const { safeStorage, userDataDir } = options;
  const platform = options.platform ?? process.platform;
  const filePath = path.join(userDataDir, SAFE_STORAGE_FILE_NAME);
  // Writes are serialised so two quick saves cannot lose one another.
  let queue: Promise<unknown> = Promise.resolve();
  const serialised = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  async function readEntries(): Promise<Record<string, string>> {
    let text: string;
    try {
      text = await fs.readFile(filePath, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw error;
    }
    try {
      return parseSecretsFile(text).entries;
    } catch {
      throw new Error(`The encrypted key file ${filePath} is damaged; remove the key and save it again.`);
    }
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
    async get(account) {
      const entries = await readEntries();
      const ciphertext = entries[account];
      if (ciphertext === undefined) return null;
      return safeStorage.decryptString(Buffer.from(ciphertext, 'base64'));
    },
    set(account, secret) {
      return serialised(async () => {
        const entries = await readEntries().catch(() => ({}) as Record<string, string>);
        entries[account] = safeStorage.encryptString(secret).toString('base64');
        await writeEntries(entries);
      });
    },
    delete(account) {
      return serialised(async () => {
        const entries = await readEntries().catch(() => ({}) as Record<string, string>);
        if (!(account in entries)) return;
        delete entries[account];
        await writeEntries(entries);
      });
    },
  };
}
