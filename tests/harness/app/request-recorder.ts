/**
 * A loopback pass-through in front of the marketplace that writes down every request it
 * forwards and the status the marketplace answered: the per-request record of what the
 * marketplace actually served (the marketplace itself only keeps per-key daily totals).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServedRequest } from './marketplace-requests';

export interface RequestRecorder {
  /** `http://127.0.0.1:PORT`: give this to the app as its marketplace. */
  url: string;
  /** Everything served since the start or the last `clear()`. */
  records(): ServedRequest[];
  /** Requests forwarded and not yet answered. */
  inFlight(): number;
  /** Epoch ms of the last request start or answer (0 when none yet). */
  lastActivity(): number;
  clear(): void;
  close(): Promise<void>;
}

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function startRequestRecorder(targetUrl: string): Promise<RequestRecorder> {
  const target = new URL(targetUrl);
  const agent = new http.Agent({ keepAlive: true });
  let records: ServedRequest[] = [];
  let inFlight = 0;
  let lastActivity = 0;

  const server = http.createServer((request, response) => {
    const startedAt = Date.now();
    lastActivity = startedAt;
    inFlight += 1;
    let settled = false;
    const settle = (status: number, body: Buffer) => {
      if (settled) return;
      settled = true;
      inFlight -= 1;
      const endedAt = Date.now();
      lastActivity = endedAt;
      const keyed = request.headers['x-api-key'] !== undefined || new URL(request.url ?? '/', 'http://recorder.invalid').searchParams.has('api_key');
      records.push({ method: request.method ?? 'GET', url: request.url ?? '/', body: body.toString('utf8'), status, keyed, startedAt, endedAt });
    };
    readBody(request)
      .then((body) => {
        const headers = { ...request.headers, host: target.host };
        const upstream = http.request(
          { protocol: target.protocol, hostname: target.hostname, port: target.port, method: request.method, path: request.url, headers, agent },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
            answer.on('end', () => settle(answer.statusCode ?? 502, body));
            answer.on('error', () => settle(answer.statusCode ?? 502, body));
          },
        );
        upstream.on('error', (error) => {
          settle(0, body);
          if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain' });
          response.end(`recorder: the marketplace did not answer (${error.message})`);
        });
        upstream.end(body);
      })
      .catch(() => {
        settle(0, Buffer.alloc(0));
        response.destroy();
      });
  });
  server.keepAliveTimeout = 60_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    records: () => [...records],
    inFlight: () => inFlight,
    lastActivity: () => lastActivity,
    clear: () => {
      records = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
