import { PROTOTYPE_NAMES } from '../../shared/domain/own-keys';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAFE_STORAGE_FILE_NAME, createSafeStorageBackend, type SafeStorageApi } from './safe-storage-backend';

/** Stands in for Electron's safeStorage: a reversible transform, so ciphertext differs from the secret. */
function fakeSafeStorage(backend: string, available = true): SafeStorageApi {
  return {
    isEncryptionAvailable: () => available,
    encryptString: (text) => Buffer.from(`enc:${Buffer.from(text).toString('hex')}`),
    decryptString: (buffer) => Buffer.from(buffer.toString().slice(4), 'hex').toString(),
    getSelectedStorageBackend: () => backend,
  };
}

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'dmd-safe-storage-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('createSafeStorageBackend', () => {
  it('stores only ciphertext, in a 0600 file, and reads it back', async () => {
    const backend = createSafeStorageBackend({ safeStorage: fakeSafeStorage('gnome_libsecret'), userDataDir: dir, platform: 'linux' });
    await backend.set('embedded', 'ls_demo_secretvalue');
    const file = path.join(dir, SAFE_STORAGE_FILE_NAME);
    expect(readFileSync(file, 'utf8')).not.toContain('ls_demo_secretvalue');
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await backend.get('embedded')).toBe('ls_demo_secretvalue');
    expect(await backend.get('other')).toBeNull();
    await backend.delete('embedded');
    expect(await backend.get('embedded')).toBeNull();
  });

  it('keeps an account named like an Object.prototype member as any other, and finds none it was not given', async () => {
    const backend = createSafeStorageBackend({ safeStorage: fakeSafeStorage('gnome_libsecret'), userDataDir: dir, platform: 'linux' });
    for (const name of PROTOTYPE_NAMES) expect(await backend.get(name)).toBeNull();
    await backend.set('__proto__', 'secret-proto-123');
    await backend.set('constructor', 'secret-ctor-456');
    expect(await backend.get('__proto__')).toBe('secret-proto-123');
    expect(await backend.get('constructor')).toBe('secret-ctor-456');
    expect(await backend.get('toString')).toBeNull();
    await backend.delete('__proto__');
    expect(await backend.get('__proto__')).toBeNull();
    expect(await backend.get('constructor')).toBe('secret-ctor-456');
  });

  it('keeps both of two quick saves', async () => {
    const backend = createSafeStorageBackend({ safeStorage: fakeSafeStorage('kwallet5'), userDataDir: dir, platform: 'linux' });
    await Promise.all([backend.set('a', 'secret-a-123'), backend.set('b', 'secret-b-456')]);
    expect(await backend.get('a')).toBe('secret-a-123');
    expect(await backend.get('b')).toBe('secret-b-456');
  });

  it('is unavailable on Linux without a real secret store, and names the backend', async () => {
    const plain = createSafeStorageBackend({ safeStorage: fakeSafeStorage('basic_text'), userDataDir: dir, platform: 'linux' });
    expect(await plain.isAvailable()).toBe(false);
    const unknown = createSafeStorageBackend({ safeStorage: fakeSafeStorage('unknown'), userDataDir: dir, platform: 'linux' });
    expect(await unknown.isAvailable()).toBe(false);
    const libsecret = createSafeStorageBackend({ safeStorage: fakeSafeStorage('gnome_libsecret'), userDataDir: dir, platform: 'linux' });
    expect(await libsecret.isAvailable()).toBe(true);
    expect(libsecret.name).toContain('libsecret');
    const mac = createSafeStorageBackend({ safeStorage: fakeSafeStorage('unknown'), userDataDir: dir, platform: 'darwin' });
    expect(await mac.isAvailable()).toBe(true);
    expect(mac.name).toContain('macOS Keychain');
    const off = createSafeStorageBackend({ safeStorage: fakeSafeStorage('gnome_libsecret', false), userDataDir: dir, platform: 'linux' });
    expect(await off.isAvailable()).toBe(false);
  });

  it('moves a damaged key file aside before saving, so the other keys in it are not wiped, and says so', async () => {
    const file = path.join(dir, SAFE_STORAGE_FILE_NAME);
    writeFileSync(file, '{"version":1,"entries":{"https://a.example":"enc:6b6579');
    const backend = createSafeStorageBackend({
      safeStorage: fakeSafeStorage('gnome_libsecret'),
      userDataDir: dir,
      platform: 'linux',
      now: () => new Date('2025-06-01T12:00:00.000Z'),
    });
    await backend.set('embedded', 'ls_demo_newsecret');
    const aside = `${file}.corrupt-2025-06-01T12-00-00-000Z`;
    expect(readFileSync(aside, 'utf8')).toBe('{"version":1,"entries":{"https://a.example":"enc:6b6579');
    expect(await backend.get('embedded')).toBe('ls_demo_newsecret');
    expect(backend.notices?.().join(' ')).toMatch(/damaged.*secrets\.safe-storage\.json\.corrupt-2025-06-01T12-00-00-000Z/);
  });

  it('reads a damaged key file as holding no keys, after moving it aside', async () => {
    const file = path.join(dir, SAFE_STORAGE_FILE_NAME);
    writeFileSync(file, 'garbage');
    const backend = createSafeStorageBackend({
      safeStorage: fakeSafeStorage('gnome_libsecret'),
      userDataDir: dir,
      platform: 'linux',
      now: () => new Date('2025-06-01T12:00:00.000Z'),
    });
    expect(await backend.get('embedded')).toBeNull();
    expect(readdirSync(dir).sort()).toEqual([`${SAFE_STORAGE_FILE_NAME}.corrupt-2025-06-01T12-00-00-000Z`]);
    expect(backend.notices?.()).toHaveLength(1);
  });

  it('never overwrites a damaged key file it cannot move aside', async () => {
    const file = path.join(dir, SAFE_STORAGE_FILE_NAME);
    writeFileSync(file, 'garbage');
    // A folder where the damaged file would go: the move fails.
    mkdirSync(`${file}.corrupt-2025-06-01T12-00-00-000Z`);
    writeFileSync(path.join(`${file}.corrupt-2025-06-01T12-00-00-000Z`, 'x'), 'x');
    const backend = createSafeStorageBackend({
      safeStorage: fakeSafeStorage('gnome_libsecret'),
      userDataDir: dir,
      platform: 'linux',
      now: () => new Date('2025-06-01T12:00:00.000Z'),
    });
    await expect(backend.set('embedded', 'ls_demo_newsecret')).rejects.toThrow(/damaged/);
    expect(readFileSync(file, 'utf8')).toBe('garbage');
  });
});
