/** The proxy's user name and password, kept in the key store beside the API keys, never in a file. */
import type { KeyStore } from '../secrets/key-store';

export interface ProxyCredentials {
  username: string;
  password: string;
}

const ACCOUNT = 'network-proxy-credentials';

export interface ProxyCredentialStore {
  get(): Promise<ProxyCredentials | null>;
  set(credentials: ProxyCredentials): Promise<void>;
  clear(): Promise<void>;
}

export function proxyCredentialStore(keys: Pick<KeyStore, 'get' | 'set' | 'delete'>): ProxyCredentialStore {
  return {
    async get() {
      const stored = await keys.get(ACCOUNT);
      if (stored === null) return null;
      try {
        const parsed = JSON.parse(stored) as Partial<ProxyCredentials>;
        return typeof parsed.username === 'string' && typeof parsed.password === 'string' ? { username: parsed.username, password: parsed.password } : null;
      } catch {
        return null;
      }
    },
    set: (credentials) => keys.set(ACCOUNT, JSON.stringify(credentials)),
    clear: () => keys.delete(ACCOUNT),
  };
}

/** The Proxy-Authorization value for Basic authentication. */
export function basicToken({ username, password }: ProxyCredentials): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

/** A proxy URL typed with `user:pass@`: the URL without them, and them apart. */
export function splitProxyUrl(text: string): { url: string; credentials: ProxyCredentials | null } {
  const url = new URL(text.includes('://') ? text : `http://${text}`);
  const credentials =
    url.username === '' && url.password === '' ? null : { username: decodeURIComponent(url.username), password: decodeURIComponent(url.password) };
  url.username = '';
  url.password = '';
  return { url: url.href.replace(/\/$/, ''), credentials };
}
