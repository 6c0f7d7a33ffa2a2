/**
 * Where API keys live: the first available secret backend (system keychain, safeStorage), else
 * memory for this run only, with a notice saying why. Keys never go to disk in plain text, never
 * into a log, and never to the renderer (it gets `maskKey`).
 */
import type { KeyStorageKind } from '../../../shared/ipc/ipc-contract';
import type { SecretBackend } from './secret-backend';

interface KeyStorageInfo {
  kind: KeyStorageKind;
  name: string;
}

export interface KeyStore {
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  delete(account: string): Promise<void>;
  /** Where keys are kept now (decided on first use). */
  storage(): Promise<KeyStorageInfo>;
  /** Why keys are kept in memory, or what went wrong with the keychain. */
  notices(): string[];
}

export const MEMORY_STORAGE_NAME = 'Memory (until you quit)';
const AVAILABILITY_TIMEOUT_MS = 5_000;

/** `ls_live_Ab12…`: at most 12 characters, and never more than half the key. */
export function maskKey(key: string): string {
  const shown = Math.min(12, Math.floor(key.length / 2));
  return `${key.slice(0, shown)}…`;
}

function reasonText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').trim().slice(0, 200) || 'unknown error';
}

async function probe(backend: SecretBackend): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), AVAILABILITY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([backend.isAvailable().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function unavailableNotice(backends: SecretBackend[], platform: NodeJS.Platform): string {
  if (backends.length === 0) {
    return 'No system keychain is set up for this app, so your key is kept in memory until you quit.';
  }
  const names = backends.map((backend) => backend.name).join(', ');
  const why = platform === 'linux' ? 'no Secret Service such as GNOME Keyring or KWallet is running' : `${names} could not be reached`;
  return `No system keychain is available (${why}), so your key is kept in memory until you quit.`;
}

export function createKeyStore(backends: SecretBackend[], options: { platform?: NodeJS.Platform; log?: (line: string) => void } = {}): KeyStore {
  const platform = options.platform ?? process.platform;
  const memory = new Map<string, string>();
  const notices: string[] = [];
  let chosen: Promise<SecretBackend | null> | null = null;
  /** Set when a backend that was available fails: from then on keys stay in memory. */
  let fellBack = false;
  /** Accounts whose key was removed but could not be deleted from the backend. */
  const removed = new Set<string>();
  let resolved: SecretBackend | null = null;

  function choose(): Promise<SecretBackend | null> {
    chosen ??= (async () => {
      for (const backend of backends) {
        if (await probe(backend)) {
          options.log?.(`Keys are kept in ${backend.name}.`);
          resolved = backend;
          return backend;
        }
      }
      notices.push(unavailableNotice(backends, platform));
      options.log?.('No secret backend is available; keys are kept in memory for this run.');
      return null;
    })();
    return chosen;
  }

  async function active(): Promise<SecretBackend | null> {
    const backend = await choose();
    return fellBack ? null : backend;
  }

  function fallBack(backend: SecretBackend, action: string, error: unknown): void {
    if (!fellBack) {
      notices.push(`${backend.name} failed while ${action} (${reasonText(error)}), so your key is kept in memory until you quit.`);
    }
    fellBack = true;
    options.log?.(`${backend.name} failed while ${action}; keys are kept in memory from now on.`);
  }

  return {
    async get(account) {
      const remembered = memory.get(account);
      if (remembered !== undefined) return remembered;
      // Removed while the backend could not delete it: its old copy there does not count.
      if (removed.has(account)) return null;
      // Reading still uses the backend after a failed write: keys saved there earlier stay usable.
      const backend = await choose();
      if (!backend) return null;
      try {
        return await backend.get(account);
      } catch (error) {
        fallBack(backend, 'reading your key', error);
        return null;
      }
    },
    async set(account, secret) {
      removed.delete(account);
      const backend = await active();
      if (backend) {
        try {
          await backend.set(account, secret);
          memory.delete(account);
          return;
        } catch (error) {
          fallBack(backend, 'saving your key', error);
        }
      }
      memory.set(account, secret);
    },
    async delete(account) {
      memory.delete(account);
      // Always the chosen backend, also after a failed write: a key saved there before must go too.
      const backend = await choose();
      if (!backend) return;
      try {
        await backend.delete(account);
        removed.delete(account);
      } catch (error) {
        removed.add(account);
        fallBack(backend, 'removing your key', error);
      }
    },
    async storage() {
      const backend = await active();
      return backend ? { kind: backend.kind, name: backend.name } : { kind: 'memory', name: MEMORY_STORAGE_NAME };
    },
    notices: () => [...notices, ...(resolved?.notices?.() ?? [])],
  };
}
