import http from 'node:http';
import { summarizeLatencies, type LatencySummary } from './latency-stats';

export interface LoadOptions {
  /** e.g. http://127.0.0.1:4321 — loopback only. */
  origin: string;
  /** Request paths (with query), used round-robin. */
  paths: readonly string[];
  headers?: Readonly<Record<string, string>>;
  concurrency: number;
  /** Stops at whichever comes first. */
  maxRequests: number;
  maxSeconds: number;
  /** Header whose value is the server's own time for the request in ms (e.g. Server-Timing dur). */
  serverTimingHeader?: string;
}

export interface LoadResult {
  requests: number;
  errors: number;
  statuses: Record<string, number>;
  seconds: number;
  requestsPerSecond: number;
  latencyMs: LatencySummary;
  /** From the server's own timing header, when it sends one. */
  serverLatencyMs: LatencySummary | null;
  meanBodyBytes: number;
  /** The slowest requests, for finding what to speed up. */
  slowest: Array<{ path: string; ms: number }>;
}

const SLOWEST_KEPT = 5;

interface Response {
  status: number;
  body: Buffer;
  headers: http.IncomingHttpHeaders;
}

function get(agent: http.Agent, url: URL, headers: Readonly<Record<string, string>>): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), headers: response.headers }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Reads "app;dur=1.23" (Server-Timing) or a bare number of milliseconds. */
function parseServerMs(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  const match = /dur=([\d.]+)/.exec(text) ?? /^\s*([\d.]+)/.exec(text);
  return match?.[1] ? Number(match[1]) : null;
}

function assertLoopback(origin: string): URL {
  const url = new URL(origin);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) throw new Error(`refusing to load a non-loopback host: ${url.hostname}`);
  return url;
}

/**
 * Drives GET requests with a fixed number of keep-alive connections, bounded in count and
 * time. A response other than 2xx counts as an error (and in `statuses`).
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const base = assertLoopback(options.origin);
  if (options.paths.length === 0) throw new Error('runLoad needs at least one path');
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const latencies: number[] = [];
  let slowest: Array<{ path: string; ms: number }> = [];
  const serverLatencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let bodyBytes = 0;
  let issued = 0;
  const started = performance.now();
  const deadline = started + options.maxSeconds * 1000;

  const worker = async (): Promise<void> => {
    while (issued < options.maxRequests && performance.now() < deadline) {
      const path = options.paths[issued % options.paths.length] as string;
      issued += 1;
      const sent = performance.now();
      try {
        const response = await get(agent, new URL(path, base), options.headers ?? {});
        const ms = performance.now() - sent;
        latencies.push(ms);
        if (slowest.length < SLOWEST_KEPT || ms > (slowest[slowest.length - 1]?.ms ?? 0)) {
          slowest = [...slowest, { path, ms }].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_KEPT);
        }
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        bodyBytes += response.body.length;
        if (response.status < 200 || response.status > 299) errors += 1;
        const serverMs = options.serverTimingHeader ? parseServerMs(response.headers[options.serverTimingHeader]) : null;
        if (serverMs !== null) serverLatencies.push(serverMs);
      } catch {
        errors += 1;
        statuses.network_error = (statuses.network_error ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  agent.destroy();

  const seconds = (performance.now() - started) / 1000;
  return {
    requests: latencies.length,
    errors,
    statuses,
    seconds,
    requestsPerSecond: latencies.length / seconds,
    latencyMs: summarizeLatencies(latencies),
    serverLatencyMs: serverLatencies.length > 0 ? summarizeLatencies(serverLatencies) : null,
    meanBodyBytes: latencies.length ? bodyBytes / latencies.length : 0,
    slowest,
  };
}

/** One GET, for sampling a response body. */
export async function fetchOnce(origin: string, path: string, headers: Readonly<Record<string, string>> = {}): Promise<{ status: number; body: Buffer }> {
  const agent = new http.Agent({ keepAlive: false });
  try {
    const response = await get(agent, new URL(path, assertLoopback(origin)), headers);
    return { status: response.status, body: response.body };
  } finally {
    agent.destroy();
  }
}
