/**
 * The key store against a REAL Secret Service (GNOME Keyring) through keytar. Run inside a
 * D-Bus session with an unlocked keyring:
 *   XDG_DATA_HOME=$(mktemp -d) dbus-run-session -- sh -c \
 *     'echo -n pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null; npx vitest run tests/keychain'
 * Without a reachable Secret Service the keychain tests skip, unless DMD_REQUIRE_KEYCHAIN=1
 * (CI), where they fail. The fallback test needs no Secret Service and always runs.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import type { ConnectionStatus } from '../../shared/ipc/ipc-contract';
import { createCore } from '../../electron/core/create-core';
import { createKeyStore, maskKey } from '../../electron/core/secrets/key-store';
import { createKeytarBackend } from '../../electron/core/secrets/keytar-backend';
import { SECRET_SERVICE_NAME } from '../../electron/core/secrets/secret-backend';
import { testCoreOptions } from '../../electron/core/testing/test-core-options';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const keychainRequired = process.env.DMD_REQUIRE_KEYCHAIN === '1';
const NO_SECRET_SERVICE =
  'No Secret Service is reachable (run inside dbus-run-session with gnome-keyring-daemon unlocked; see the top of this file). Set DMD_REQUIRE_KEYCHAIN=1 to make this a failure.';

let secretServiceReachable = false;
const testAccount = `test-${randomBytes(6).toString('hex')}`;

beforeAll(async () => {
  secretServiceReachable = await createKeytarBackend().isAvailable();
});

/** Skips (or, with DMD_REQUIRE_KEYCHAIN=1, fails) when there is no Secret Service. */
function needSecretService(context: TestContext): void {
  if (secretServiceReachable) return;
  if (keychainRequired) throw new Error(`DMD_REQUIRE_KEYCHAIN=1 but ${NO_SECRET_SERVICE}`);
  context.skip(NO_SECRET_SERVICE);
}

describe('keytar backend on a real Secret Service', () => {
  afterAll(async () => {
    if (secretServiceReachable)
      await createKeytarBackend()
        .delete(testAccount)
        .catch(() => undefined);
  });

  it('round-trips a secret: set, get, delete', async (context) => {
    needSecretService(context);
    const backend = createKeytarBackend();
    expect(backend.kind).toBe('keychain');
    expect(backend.name).toMatch(/Secret Service/);
    const secret = `ls_live_${randomBytes(16).toString('hex')}`;
    expect(await backend.get(testAccount)).toBeNull();
    await backend.set(testAccount, secret);
    expect(await backend.get(testAccount)).toBe(secret);
    await backend.set(testAccount, `${secret}-2`);
    expect(await backend.get(testAccount)).toBe(`${secret}-2`);
    await backend.delete(testAccount);
    expect(await backend.get(testAccount)).toBeNull();
  });

  it('is chosen by the key store, with no notice', async (context) => {
    needSecretService(context);
    const store = createKeyStore([createKeytarBackend()]);
    expect(await store.storage()).toEqual({ kind: 'keychain', name: createKeytarBackend().name });
    await store.set(testAccount, 'ls_demo_abc');
    expect(await createKeytarBackend().get(testAccount)).toBe('ls_demo_abc');
    await store.delete(testAccount);
    expect(store.notices()).toEqual([]);
  });

  it('keeps a saved key in the keychain, shows it masked, and never writes it to disk', async (context) => {
    needSecretService(context);
    const key = `ls_live_${randomBytes(16).toString('hex')}`;
    const server = http.createServer((request, response) => {
      const known = request.headers['x-api-key'] === key;
      response.writeHead(known ? 200 : 401, {
        'Content-Type': 'application/json',
        'X-RateLimit-Limit': '100',
        'X-RateLimit-Remaining': '99',
        'X-RateLimit-Reset': '60',
      });
      response.end(JSON.stringify(known ? { tier: 'free', quota: { limit: 100, remaining: 99 } } : { error: 'unknown key' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const userDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-keychain-'));
    const core = await createCore(
      testCoreOptions({
        userDataDir,
        secretBackends: [createKeytarBackend()],
        apiBaseOverride: baseUrl,
      }),
    );
    try {
      const saved = await core.invoke('connection:save-key', { apiKey: key });
      expect(saved.ok).toBe(true);
      const status = (saved as { value: ConnectionStatus }).value;
      expect(status).toMatchObject({ hasKey: true, maskedKey: maskKey(key), keyStorage: 'keychain', keyStorageName: createKeytarBackend().name });
      expect(status.maskedKey).toBe(`${key.slice(0, 12)}…`);
      expect(JSON.stringify(status)).not.toContain(key);
      expect(await createKeytarBackend().get(baseUrl)).toBe(key);
      await core.invoke('query-cache:save', { blob: '{}' });
      await core.invoke('datasets:search', {});
      await core.dispose();
      for (const file of await fs.readdir(userDataDir, { recursive: true })) {
        const full = path.join(userDataDir, file);
        if ((await fs.stat(full)).isFile()) expect(await fs.readFile(full, 'utf8'), file).not.toContain(key);
      }
    } finally {
      await createKeytarBackend()
        .delete(baseUrl)
        .catch(() => undefined);
      await core.dispose();
      await new Promise((resolve) => server.close(resolve));
      await fs.rm(userDataDir, { recursive: true, force: true });
    }
  });
});

describe('without a Secret Service', () => {
  it('keeps the key in memory and tells the user why', async () => {
    const { stdout } = await run(path.join(repoRoot, 'node_modules/.bin/tsx'), [path.join(here, 'fixtures/probe-key-store.ts')], {
      cwd: repoRoot,
      env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/dmd-test-bus', DISPLAY: '' },
      timeout: 60_000,
    });
    const probe = JSON.parse(stdout) as { storage: { kind: string }; notices: string[]; roundTrip: string; ms: number };
    expect(probe.storage.kind).toBe('memory');
    expect(probe.notices).toEqual([
      'No system keychain is available (no Secret Service such as GNOME Keyring or KWallet is running), so your key is kept in memory until you quit.',
    ]);
    expect(probe.roundTrip).toBe('ls_demo_probeprobeprobeprobeprobeprobe');
  });
});

it('uses the app service name', () => {
  expect(SECRET_SERVICE_NAME).toBe('Dataset Marketplace Desktop');
});
