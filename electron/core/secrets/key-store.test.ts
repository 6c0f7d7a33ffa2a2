import { describe, expect, it, vi } from 'vitest';
import { createKeyStore, maskKey, MEMORY_STORAGE_NAME } from './key-store';
import type { SecretBackend } from './secret-backend';
import { mapSecretBackend as mapBackend } from '../testing/map-secret-backend';

describe('maskKey', () => {
  it.each([
    ['ls_live_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56', 'ls_live_Ab12…'],
    ['ls_demo_0123456789abcdefghijklmnopqrstuv', 'ls_demo_0123…'],
    ['short123', 'shor…'],
    ['abcdefghijklmnopqrstuvwx', 'abcdefghijkl…'],
  ])('masks %s as %s', (key, masked) => {
    expect(maskKey(key)).toBe(masked);
  });
});

describe('key store', () => {
  it('uses the first available backend', async () => {
    const unavailable = mapBackend('Locked Keychain', { available: false });
    const throwing = mapBackend('Broken Keychain', { availabilityThrows: true });
    const good = mapBackend('Good Keychain');
    const store = createKeyStore([unavailable.backend, throwing.backend, good.backend]);
    await store.set('embedded', 'secret-1');
    expect(good.entries.get('embedded')).toBe('secret-1');
    expect(unavailable.entries.size).toBe(0);
    expect(await store.get('embedded')).toBe('secret-1');
    expect(await store.storage()).toEqual({ kind: 'keychain', name: 'Good Keychain' });
    expect(store.notices()).toEqual([]);
    await store.delete('embedded');
    expect(await store.get('embedded')).toBeNull();
    expect(good.entries.size).toBe(0);
  });

  it('falls back to memory with a notice when no backend is available', async () => {
    const store = createKeyStore([mapBackend('GNOME Keyring (Secret Service)', { available: false }).backend], { platform: 'linux' });
    await store.set('embedded', 'secret-1');
    expect(await store.get('embedded')).toBe('secret-1');
    expect(await store.storage()).toEqual({ kind: 'memory', name: MEMORY_STORAGE_NAME });
    expect(store.notices()).toEqual([
      'No system keychain is available (no Secret Service such as GNOME Keyring or KWallet is running), so your key is kept in memory until you quit.',
    ]);
  });

  it('names the unreachable keychain on other platforms', async () => {
    const store = createKeyStore([mapBackend('macOS Keychain', { available: false }).backend], { platform: 'darwin' });
    await store.storage();
    expect(store.notices()[0]).toContain('macOS Keychain could not be reached');
  });

  it('explains memory storage when no backend is configured', async () => {
    const store = createKeyStore([]);
    expect((await store.storage()).kind).toBe('memory');
    expect(store.notices()[0]).toMatch(/kept in memory until you quit/);
  });

  it('keeps the key in memory with a notice when the backend fails to save', async () => {
    const failing = mapBackend('GNOME Keyring (Secret Service)', { failWrites: true });
    failing.entries.set('https://other.example.com', 'older');
    const store = createKeyStore([failing.backend]);
    await store.set('embedded', 'secret-1');
    expect(await store.get('embedded')).toBe('secret-1');
    expect(await store.get('https://other.example.com')).toBe('older');
    expect((await store.storage()).kind).toBe('memory');
    expect(store.notices()[0]).toContain('The keyring is locked');
    expect(store.notices()[0]).toContain('kept in memory until you quit');
  });

  it('removes a key for good after a failed save: the backend copy is deleted, not brought back', async () => {
    const failing = mapBackend('GNOME Keyring (Secret Service)', { failWrites: true });
    failing.entries.set('embedded', 'older');
    const store = createKeyStore([failing.backend]);
    await store.set('embedded', 'newer');
    expect(await store.get('embedded')).toBe('newer');
    await store.delete('embedded');
    expect(failing.entries.has('embedded')).toBe(false);
    expect(await store.get('embedded')).toBeNull();
  });

  it('keeps a removed key removed even when the backend cannot delete it', async () => {
    const stuck = mapBackend('GNOME Keyring (Secret Service)', { failDeletes: true });
    stuck.entries.set('embedded', 'older');
    const store = createKeyStore([stuck.backend]);
    expect(await store.get('embedded')).toBe('older');
    await store.delete('embedded');
    expect(await store.get('embedded')).toBeNull();
    expect(store.notices().join(' ')).toContain('The keyring is locked');
    // A key saved afterwards is used again.
    await store.set('embedded', 'newest');
    expect(await store.get('embedded')).toBe('newest');
  });

  it('does not wait forever for a backend that never answers', async () => {
    vi.useFakeTimers();
    try {
      const hanging: SecretBackend = { ...mapBackend('Hanging').backend, isAvailable: () => new Promise<boolean>(() => undefined) };
      const store = createKeyStore([hanging]);
      let settled = false;
      const storage = store.storage().then((info) => {
        settled = true;
        return info;
      });
      await vi.advanceTimersByTimeAsync(4_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await storage).kind).toBe('memory');
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for availability only once', async () => {
    let probes = 0;
    const counted: SecretBackend = { ...mapBackend('Counted').backend, isAvailable: async () => (probes += 1) > 0 };
    const store = createKeyStore([counted]);
    await Promise.all([store.get('a'), store.get('b'), store.storage(), store.set('c', 'd')]);
    expect(probes).toBe(1);
  });
});
