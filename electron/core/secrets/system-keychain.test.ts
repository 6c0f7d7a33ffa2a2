/**
 * Choosing a system keychain when keytar did not install (an optional dependency that failed to
 * build): @napi-rs/keyring serves instead, and with neither the key stays in memory, with a notice.
 * The real bindings against a real Secret Service: tests/keychain.
 */
import { describe, expect, it } from 'vitest';
import { createKeyStore } from './key-store';
import { createKeytarBackend } from './keytar-backend';
import { createNapiKeyringBackend } from './napi-keyring-backend';

const missing = (name: string) => async () => {
  throw Object.assign(new Error(`Cannot find package '${name}' imported from /app/out/main/main.cjs`), { code: 'ERR_MODULE_NOT_FOUND' });
};

/** A stand-in for @napi-rs/keyring's AsyncEntry over a Map, recording the options it was given. */
function fakeNapiKeyring(options: { unreachable?: boolean } = {}) {
  const entries = new Map<string, string>();
  const given: unknown[] = [];
  class AsyncEntry {
    private readonly id: string;
    constructor(service: string, account: string, entryOptions?: unknown) {
      if (options.unreachable) throw new Error('Platform failure: DBus error: Failed to connect to socket');
      given.push(entryOptions);
      this.id = `${service}/${account}`;
    }
    async getPassword() {
      return entries.get(this.id) ?? null;
    }
    async setPassword(password: string) {
      entries.set(this.id, password);
    }
    async deletePassword() {
      return entries.delete(this.id);
    }
  }
  return { load: async () => ({ AsyncEntry }), entries, given };
}

describe('the system keychain without keytar', () => {
  it('finds keytar unavailable when it cannot be loaded, without throwing', async () => {
    expect(await createKeytarBackend({ load: missing('keytar') }).isAvailable()).toBe(false);
  });

  it('keeps keys in @napi-rs/keyring, pinned to the Secret Service, when keytar is missing', async () => {
    const napi = fakeNapiKeyring();
    const store = createKeyStore([createKeytarBackend({ load: missing('keytar') }), createNapiKeyringBackend({ load: napi.load })]);
    expect(await store.storage()).toMatchObject({ kind: 'keychain' });
    await store.set('embedded', 'ls_demo_abc');
    expect(napi.entries.get('Dataset Marketplace Desktop/embedded')).toBe('ls_demo_abc');
    expect(await store.get('embedded')).toBe('ls_demo_abc');
    await store.delete('embedded');
    expect(napi.entries.size).toBe(0);
    expect(new Set(napi.given.map((options) => JSON.stringify(options)))).toEqual(new Set([JSON.stringify({ linux: { store: 'secret-service' } })]));
    expect(store.notices()).toEqual([]);
  });

  it('keeps keys in memory, never on disk, and says why, when neither binding works', async () => {
    const store = createKeyStore(
      [createKeytarBackend({ load: missing('keytar') }), createNapiKeyringBackend({ load: fakeNapiKeyring({ unreachable: true }).load })],
      { platform: 'linux' },
    );
    expect(await store.storage()).toEqual({ kind: 'memory', name: 'Memory (until you quit)' });
    await store.set('embedded', 'ls_demo_abc');
    expect(await store.get('embedded')).toBe('ls_demo_abc');
    expect(store.notices()).toEqual([
      'No system keychain is available (no Secret Service such as GNOME Keyring or KWallet is running), so your key is kept in memory until you quit.',
    ]);
  });

  it('finds @napi-rs/keyring unavailable when it cannot be loaded either', async () => {
    expect(await createNapiKeyringBackend({ load: missing('@napi-rs/keyring') }).isAvailable()).toBe(false);
    expect(await createNapiKeyringBackend({ load: async () => ({}) }).isAvailable()).toBe(false);
  });
});
