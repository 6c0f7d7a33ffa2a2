/**
 * The browser shell's per-launch access token. It arrives in the URL fragment (`#token=…`,
 * never sent to any server), is kept in sessionStorage so a reload of the tab still works, and
 * is removed from the visible URL so it does not end up in screenshots, bookmarks or history.
 */
export const SHELL_TOKEN_STORAGE_KEY = 'dmd.shell-token';

export interface ShellTokenEnvironment {
  location: Pick<Location, 'hash' | 'pathname' | 'search'>;
  history: Pick<History, 'replaceState' | 'state'>;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}

export function takeShellToken(env: ShellTokenEnvironment): string | null {
  const hash = env.location.hash.startsWith('#') ? env.location.hash.slice(1) : env.location.hash;
  const params = new URLSearchParams(hash);
  const fromUrl = params.get('token');
  if (fromUrl) {
    try {
      env.storage?.setItem(SHELL_TOKEN_STORAGE_KEY, fromUrl);
    } catch {
      // Storage may be disabled; the token still works for this page's life.
    }
    params.delete('token');
    const rest = params.toString();
    env.history.replaceState(env.history.state, '', `${env.location.pathname}${env.location.search}${rest ? `#${rest}` : ''}`);
    return fromUrl;
  }
  try {
    return env.storage?.getItem(SHELL_TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

let pageToken: string | null | undefined;

/** This page's token, taken from its URL (or its session's storage) once: the early calls and the bridge share it. */
export function pageShellToken(): string | null {
  if (pageToken === undefined) {
    let storage: Storage | null = null;
    try {
      storage = window.sessionStorage;
    } catch {
      // Storage may be disabled: the token is then kept for this page's life only.
    }
    pageToken = takeShellToken({ location: window.location, history: window.history, storage });
  }
  return pageToken;
}
