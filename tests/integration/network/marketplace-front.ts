/**
 * A front for the embedded marketplace, as a company would put one: under a path prefix, over
 * HTTP or HTTPS, answering gzip. It records each request and the address it came from, strips
 * the prefix, asks the marketplace, and puts its own address in the answer's links.
 */
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

interface FrontRequest {
  method: string;
  path: string;
  from: string;
}

export interface RunningFront {
  /** The base URL the app is given: origin + prefix. */
  url: string;
  requests: FrontRequest[];
  close(): Promise<void>;
}

export async function startFront(options: {
  target: string;
  prefix: string;
  host: string;
  publicHost?: string;
  tls?: { key: string; cert: string };
}): Promise<RunningFront> {
  const requests: FrontRequest[] = [];
  let base = '';
  const handler: http.RequestListener = (incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = incoming.url ?? '/';
      requests.push({ method: incoming.method ?? '', path: url, from: incoming.socket.remoteAddress ?? '' });
      if (!url.startsWith(`${options.prefix}/`)) {
        response.writeHead(404).end();
        return;
      }
      const headers = { ...incoming.headers, host: new URL(options.target).host, 'accept-encoding': 'identity' };
      const onward = http.request(`${options.target}${url.slice(options.prefix.length)}`, { method: incoming.method, headers }, (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', () => {
          const body = Buffer.concat(parts);
          const type = String(answer.headers['content-type'] ?? '');
          const rewritten = /json/.test(type) ? Buffer.from(body.toString('utf8').split(options.target).join(base)) : body;
          const out = { ...answer.headers };
          delete out['content-length'];
          delete out['transfer-encoding'];
          const zipped = gzipSync(rewritten);
          response.writeHead(answer.statusCode ?? 502, { ...out, 'content-encoding': 'gzip', 'content-length': zipped.length });
          response.end(zipped);
        });
      });
      onward.on('error', () => response.writeHead(502).end());
      onward.end(Buffer.concat(chunks));
    });
  };
  const server = options.tls ? https.createServer(options.tls, handler) : http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, options.host, resolve));
  const { port } = server.address() as AddressInfo;
  base = `${options.tls ? 'https' : 'http'}://${options.publicHost ?? options.host}:${port}${options.prefix}`;
  return {
    url: base,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
