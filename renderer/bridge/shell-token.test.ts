import { describe, expect, it } from 'vitest';
import { SHELL_TOKEN_STORAGE_KEY, takeShellToken } from './shell-token';

function environment(hash: string, stored: string | null = null) {
  const storage = new Map<string, string>(stored ? [[SHELL_TOKEN_STORAGE_KEY, stored]] : []);
  const replaced: string[] = [];
  return {
    replaced,
    storage,
    env: {
      location: { hash, pathname: '/', search: '?q=1' },
      history: { state: null, replaceState: (_state: unknown, _title: string, url?: string | URL | null) => void replaced.push(String(url)) },
      storage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) },
    },
  };
}

describe('takeShellToken', () => {
  it('takes the token from the fragment, keeps it for reloads and removes it from the visible URL', () => {
    const { env, replaced, storage } = environment('#token=abc_DEF-123&view=search');
    expect(takeShellToken(env)).toBe('abc_DEF-123');
    expect(storage.get(SHELL_TOKEN_STORAGE_KEY)).toBe('abc_DEF-123');
    expect(replaced).toEqual(['/?q=1#view=search']);
  });

  it('falls back to the kept token after a reload', () => {
    const { env, replaced } = environment('', 'kept-token');
    expect(takeShellToken(env)).toBe('kept-token');
    expect(replaced).toEqual([]);
  });

  it('has no token when neither the URL nor the session has one', () => {
    expect(takeShellToken(environment('#view=search').env)).toBeNull();
  });
});
