import type { ServerResponse } from 'node:http';
import type { ApiError } from './api-error';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** What a route answers; the pipeline adds the rate-limit headers. */
export interface RouteResponse {
  status: number;
  body: string;
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
  res.writeHead(response.status, {
    'Content-Type': response.contentType,
    'Content-Length': Buffer.byteLength(response.body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...rateLimit,
    ...response.headers,
  });
  res.end(response.body);
}
