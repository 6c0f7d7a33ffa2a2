/** The passwords of the proxy addresses in the environment (HTTP_PROXY, HTTPS_PROXY, ALL_PROXY), as written and decoded: secrets to redact. */
import { readProxyEnv } from '../network/proxy-env';

type Env = Readonly<Record<string, string | undefined>>;

export function proxyPasswords(env: Env): string[] {
  const { httpProxy, httpsProxy } = readProxyEnv(env);
  const passwords = new Set<string>();
  for (const proxy of [httpProxy, httpsProxy]) {
    if (proxy === null) continue;
    const written = /^[a-z][a-z0-9+.-]*:\/\/[^/?#@:]*:([^/?#@]+)@/i.exec(proxy.url)?.[1];
    if (written === undefined) continue;
    passwords.add(written);
    try {
      passwords.add(decodeURIComponent(written));
    } catch {
      // Not percent-encoded as a URL would be: the written form is the one.
    }
  }
  return [...passwords];
}
