/** The browser shell's JSON answers: a Result, or its own refusal as a failed Result with the HTTP status. */
import type http from 'node:http';
import type { AppError, Result } from '../../shared/domain/app-error';
import { securityHeaders } from '../renderer-host/renderer-response';

export type ShellFailureKind = Extract<AppError['kind'], 'unauthorized' | 'forbidden' | 'not_found' | 'invalid_input' | 'server'>;

export function sendJson(res: http.ServerResponse, status: number, body: unknown, extraHeaders: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...securityHeaders(),
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...extraHeaders,
  });
  res.end(text);
}

export function sendFailure(res: http.ServerResponse, status: number, kind: ShellFailureKind, message: string, extraHeaders?: Record<string, string>): void {
  const failure: Result<never> = { ok: false, error: { kind, message, status } };
  sendJson(res, status, failure, extraHeaders);
}
