/**
 * A marketplace listening on loopback answers only requests addressed to a loopback name. A web
 * page can point its own domain at 127.0.0.1 (DNS rebinding) and so reach the marketplace from
 * the user's browser; its requests then carry that domain in `Host`, and are refused here before
 * any route, key or quota is looked at. With --allow-remote the marketplace is meant to be
 * reached by other names, and no guard is put in.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { isLoopbackHost } from '@dmd/shared/node-support/loopback-host';

/** The host name of a `Host` header (`127.0.0.1:8787`, `[::1]:8787`, `localhost`), or null when it has none. */
function hostNameOf(header: string | undefined): string | null {
  if (header === undefined || header === '') return null;
  try {
    return new URL(`http://${header}`).hostname;
  } catch {
    return null;
  }
}

export function loopbackOnly(listener: RequestListener): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const name = hostNameOf(req.headers.host);
    if (name !== null && isLoopbackHost(name)) {
      listener(req, res);
      return;
    }
    const body = JSON.stringify({
      error: { code: 'forbidden_host', message: 'This marketplace answers only requests addressed to 127.0.0.1, ::1 or localhost.', status: 403 },
    });
    res.writeHead(403, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' });
    res.end(body);
  };
}
