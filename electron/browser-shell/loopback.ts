/** The browser shell listens on loopback only (see core/loopback-host.ts), and answers only requests addressed to it. */

/**
 * The Host header values sent for this server: the launch's page host (`<label>.localhost:PORT`,
 * the only one a browser is given) and the loopback names programs use. Anything else (e.g.
 * `evil.example:8080` resolving to 127.0.0.1 through DNS rebinding, or another `*.localhost`
 * name) is refused.
 */
export function allowedHostHeaders(boundHost: string, port: number, pageHostname: string): Set<string> {
  const hosts = new Set([`${pageHostname}:${port}`, `127.0.0.1:${port}`, `localhost:${port}`]);
  hosts.add(boundHost.includes(':') ? `[${boundHost.replace(/^\[|\]$/g, '')}]:${port}` : `${boundHost}:${port}`);
  return hosts;
}
