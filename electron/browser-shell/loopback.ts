/** The browser shell listens on loopback only (see core/loopback-host.ts), and answers only requests addressed to it. */

/**
 * The Host header values a browser sends for this server. Anything else (e.g. `evil.example:8080`
 * resolving to 127.0.0.1 through DNS rebinding) is refused.
 */
export function allowedHostHeaders(boundHost: string, port: number): Set<string> {
  const hosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  hosts.add(boundHost.includes(':') ? `[${boundHost.replace(/^\[|\]$/g, '')}]:${port}` : `${boundHost}:${port}`);
  return hosts;
}
