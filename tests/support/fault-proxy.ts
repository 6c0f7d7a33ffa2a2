/**
 * A counting proxy in front of a marketplace that injects the faults real networks and servers
 * produce: a connection dropped before any answer (as when offline), a connection reset halfway
 * through a body, a body that trickles, a server that never answers, 5xx pages (HTML and plain
 * text) and every kind of 429; and latency, for every answer. It counts what reaches it, so a test
 * can say how many requests one user action cost.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Fault =
  | 'pass'
  | 'drop'
  | 'reset-mid-body'
  | 'slow-body'
  | 'stalled-body'
  | 'hang'
  | '502-html'
  | '503-text'
  | '500-json'
  | '429-quota-used-up'
  | '429-rate-limited-retry-after'
  | '429-retry-after-date'
  | '429-bare';

interface ProxiedRequest {
  method: string;
  path: string;
  fault: Fault;
  at: number;
}

export interface FaultProxy {
  url: string;
  /** Every request that reached the proxy, with the fault it got. */
  requests: ProxiedRequest[];
  /** The fault for requests from now on (all of them, or those `when` picks). */
  inject(fault: Fault, when?: (request: { method: string; path: string }) => boolean): void;
  /** Every request from now on waits this long before it is answered (or faulted); 0 for none. */
  setLatency(milliseconds: number): void;
  /** Requests since `mark` (an index into `requests`) that match. */
  countSince(mark: number, match?: (request: ProxiedRequest) => boolean): number;
  close(): Promise<void>;
}

const RESET_AT = () => String(Math.ceil(Date.now() / 86_400_000) * 86_400);
const rateLimit = (remaining: string) => ({ 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': remaining, 'X-RateLimit-Reset': RESET_AT() });

export async function startFaultProxy(upstreamUrl: string, options: { latencyMs?: number } = {}): Promise<FaultProxy> {
  const upstream = new URL(upstreamUrl);
  let latencyMs = options.latencyMs ?? 0;
  const requests: ProxiedRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();
  let rule: { fault: Fault; when: (request: { method: string; path: string }) => boolean } = { fault: 'pass', when: () => true };

  async function forward(incoming: http.IncomingMessage, body: Buffer): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
    const headers: Record<string, string> = {};
    for (const name of ['x-api-key', 'content-type', 'accept', 'user-agent']) {
      const value = incoming.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const answer = await fetch(new URL(incoming.url ?? '/', upstream), {
      method: incoming.method,
      headers,
      body: incoming.method === 'POST' ? new Uint8Array(body) : undefined,
    });
    const answerHeaders: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'transfer-encoding' && name !== 'connection' && name !== 'keep-alive') answerHeaders[name] = value;
    });
    return { status: answer.status, headers: answerHeaders, body: Buffer.from(await answer.arrayBuffer()) };
  }

  async function respond(fault: Fault, incoming: http.IncomingMessage, body: Buffer, response: http.ServerResponse): Promise<void> {
    switch (fault) {
      case 'pass': {
        const answer = await forward(incoming, body);
        response.writeHead(answer.status, { ...answer.headers, 'Content-Length': String(answer.body.length) });
        response.end(answer.body);
        return;
      }
      case 'drop':
        response.socket?.destroy();
        return;
      case 'reset-mid-body': {
        const answer = await forward(incoming, body);
        response.writeHead(answer.status, { ...answer.headers, 'Content-Length': String(answer.body.length + 4096) });
        response.write(answer.body.subarray(0, Math.max(1, Math.floor(answer.body.length / 2))));
        setTimeout(() => response.socket?.destroy(), 20);
        return;
      }
      case 'slow-body':
      case 'stalled-body': {
        const answer = await forward(incoming, body);
        response.writeHead(answer.status, { ...answer.headers, 'Content-Length': String(answer.body.length) });
        // slow: the whole body in ten pieces over about half a second; stalled: the first piece, then nothing.
        const pieces = 10;
        const size = Math.ceil(answer.body.length / pieces);
        for (let piece = 0; piece < pieces; piece += 1) {
          if (response.destroyed) return;
          response.write(answer.body.subarray(piece * size, (piece + 1) * size));
          if (fault === 'stalled-body') return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        response.end();
        return;
      }
      case 'hang':
        return;
      case '502-html':
        response.writeHead(502, { 'Content-Type': 'text/html', ...rateLimit('90') });
        response.end(
          '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>',
        );
        return;
      case '503-text':
        response.writeHead(503, { 'Content-Type': 'text/plain' });
        response.end('Service Unavailable: upstream is restarting');
        return;
      case '500-json':
        response.writeHead(500, { 'Content-Type': 'application/json', ...rateLimit('90') });
        response.end(JSON.stringify({ error: { code: 'internal_error', message: 'Something broke.', status: 500 } }));
        return;
      case '429-quota-used-up':
        response.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '3600', ...rateLimit('0') });
        response.end(JSON.stringify({ error: { code: 'quota_exceeded', message: 'Daily quota used up.', status: 429 } }));
        return;
      case '429-rate-limited-retry-after':
        response.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '1', ...rateLimit('57') });
        response.end(JSON.stringify({ error: { code: 'rate_limited', message: 'Slow down.', status: 429 } }));
        return;
      case '429-retry-after-date':
        response.writeHead(429, { 'Content-Type': 'text/plain', 'Retry-After': new Date(Date.now() + 30_000).toUTCString() });
        response.end('Too Many Requests');
        return;
      case '429-bare':
        response.writeHead(429, { 'Content-Type': 'text/html' });
        response.end('<html><head><title>429 Too Many Requests</title></head><body>Too Many Requests</body></html>');
        return;
    }
  }

  const server = http.createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const path = new URL(incoming.url ?? '/', 'http://proxy').pathname;
      const method = incoming.method ?? 'GET';
      const fault = rule.when({ method, path }) ? rule.fault : 'pass';
      requests.push({ method, path, fault, at: Date.now() });
      const answer = () => respond(fault, incoming, Buffer.concat(chunks), response).catch(() => response.socket?.destroy());
      if (latencyMs > 0) setTimeout(() => void answer(), latencyMs);
      else void answer();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    inject(fault, when = () => true) {
      rule = { fault, when };
    },
    setLatency(milliseconds) {
      latencyMs = milliseconds;
    },
    countSince: (mark, match = () => true) => requests.slice(mark).filter(match).length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
