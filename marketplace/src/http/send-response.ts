import type { ServerResponse } from 'node:http';
import type { ApiError } from './api-error';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** What a route answers; the pipeline adds the rate-limit headers. */
export interface RouteResponse {
  status: number;
  /**
   * A Buffer is sent as is (no second UTF-8 encoding pass); strings are encoded once. A list
   * of buffers goes out in one writev without being copied together (listing pages are made
   * of cached item buffers, so nothing per request is allocated or copied for them).
   */
  body: string | Buffer | readonly Buffer[];
  contentType: string;
  headers?: Readonly<Record<string, string>>;
}

export function jsonResponse(value: unknown, status = 200): RouteResponse {
  return { status, body: JSON.stringify(value), contentType: JSON_CONTENT_TYPE };
}

export function errorResponse(error: ApiError): RouteResponse {
  return { status: error.status, body: JSON.stringify(error.toBody()), contentType: JSON_CONTENT_TYPE, headers: error.headers };
}

export function send(res: ServerResponse, response: RouteResponse, rateLimit: Readonly<Record<string, string>>): void {
  if (res.headersSent || res.destroyed) return;
  const body = typeof response.body === 'string' ? Buffer.from(response.body) : response.body;
  // A flat [name, value, …] list: node writes it without building and walking a headers object.
  const headers: string[] = [
    'Content-Type',
    response.contentType,
    'Content-Length',
    String(Buffer.isBuffer(body) ? body.length : totalLength(body)),
    'Cache-Control',
    'no-store',
    'X-Content-Type-Options',
    'nosniff',
  ];
  for (const [name, value] of Object.entries(rateLimit)) setHeader(headers, name, value);
  for (const [name, value] of Object.entries(response.headers ?? {})) setHeader(headers, name, value);
  res.writeHead(response.status, headers);
  if (Buffer.isBuffer(body)) {
    res.end(body);
    return;
  }
  res.cork();
  for (const chunk of body) res.write(chunk);
  res.end();
  res.uncork();
}

/** Replaces the value of a header already in the list (a route's own Cache-Control, say), else adds it. */
function setHeader(headers: string[], name: string, value: string): void {
  const lower = name.toLowerCase();
  for (let i = 0; i < headers.length; i += 2) {
    if ((headers[i] as string).toLowerCase() === lower) {
      headers[i + 1] = value;
      return;
    }
  }
  headers.push(name, value);
}

function totalLength(chunks: readonly Buffer[]): number {
  let length = 0;
  for (const chunk of chunks) length += chunk.length;
  return length;
}
