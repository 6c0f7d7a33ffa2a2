/**
 * @napi-rs/keyring, the keychain binding used where keytar did not install, against a REAL
 * Secret Service (GNOME Keyring). Run as the keytar tests are (see keytar-key-store.test.ts):
 *   XDG_DATA_HOME=$(mktemp -d) dbus-run-session -- sh -c \
 *     'echo -n pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null; npx vitest run tests/keychain'
 * Without a reachable Secret Service these tests skip, unless DMD_REQUIRE_KEYCHAIN=1 (CI).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { createKeyStore } from '../../electron/core/secrets/key-store';
import { createKeytarBackend } from '../../electron/core/secrets/keytar-backend';
import { createNapiKeyringBackend } from '../../electron/core/secrets/napi-keyring-backend';

const keychainRequired = process.env.DMD_REQUIRE_KEYCHAIN === '1';
const NO_SECRET_SERVICE = 'No Secret Service is reachable (see the top of this file). Set DMD_REQUIRE_KEYCHAIN=1 to make this a failure.';
const testAccount = `napi-test-${randomBytes(6).toString('hex')}`;
let reachable = false;

beforeAll(async () => {
  reachable = await createNapiKeyringBackend().isAvailable();
});
afterAll(async () => {
  if (reachable)
    await createNapiKeyringBackend()
      .delete(testAccount)
      .catch(() => undefined);
});

function needSecretService(context: TestContext): void {
  if (reachable) return;
  if (keychainRequired) throw new Error(`DMD_REQUIRE_KEYCHAIN=1 but ${NO_SECRET_SERVICE}`);
  context.skip(NO_SECRET_SERVICE);
}

describe('@napi-rs/keyring backend on a real Secret Service', () => {
  it('round-trips a secret: set, replace, get, delete', async (context) => {
    needSecretService(context);
    const backend = createNapiKeyringBackend();
    expect(backend).toMatchObject({ kind: 'keychain', name: expect.stringMatching(/Secret Service/) as unknown });
    const secret = `ls_live_${randomBytes(16).toString('hex')}`;
    expect(await backend.get(testAccount)).toBeNull();
    await backend.set(testAccount, secret);
    expect(await backend.get(testAccount)).toBe(secret);
    await backend.set(testAccount, `${secret}-2`);
    expect(await createNapiKeyringBackend().get(testAccount)).toBe(`${secret}-2`);
    await backend.delete(testAccount);
    expect(await backend.get(testAccount)).toBeNull();
  });

  it('is what the key store keeps keys in when keytar is missing', async (context) => {
    needSecretService(context);
    const keytarMissing = createKeytarBackend({
      load: async () => {
        throw new Error("Cannot find package 'keytar'");
      },
    });
    const store = createKeyStore([keytarMissing, createNapiKeyringBackend()]);
    expect(await store.storage()).toMatchObject({ kind: 'keychain' });
    await store.set(testAccount, 'ls_demo_napinapinapinapinapinapinapinapi');
    // In the Secret Service itself: another backend instance (another run of the app) reads it.
    expect(await createNapiKeyringBackend().get(testAccount)).toBe('ls_demo_napinapinapinapinapinapinapinapi');
    await store.delete(testAccount);
    expect(await createNapiKeyringBackend().get(testAccount)).toBeNull();
    expect(store.notices()).toEqual([]);
  });
});
