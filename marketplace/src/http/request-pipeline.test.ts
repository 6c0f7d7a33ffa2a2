import type Database from 'better-sqlite3';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '../routes/define-route';
import { jsonResponse } from './send-response';
import { okRoute, startPipelineTestServer, type PipelineTestServer } from './pipeline-test-server';

/** The pipeline with routes that fail on purpose: a 5xx must cost nothing and leak nothing. */
const failing = defineRoute({
  method: 'GET',
  path: '/v1/boom',
  operationId: 'boom',
  tag: 'Test',
  summary: 'fails',
  description: 'throws a plain error',
  scope: 'datasets:read',
  response: { description: 'never', contentType: 'application/json' },
  handle() {
    throw new Error('secret internal detail at /srv/app.ts:12');
  },
});
/** A metered route with a JSON body, for a client that leaves before its body arrives. */
const echo = defineRoute({
  method: 'POST',
  path: '/v1/echo',
  operationId: 'echo',
  tag: 'Test',
  summary: 'echoes',
  description: 'answers its body',
  scope: 'datasets:read',
  body: z.object({ text: z.string() }),
  response: { description: 'the body', contentType: 'application/json' },
  handle: ({ body }) => jsonResponse(body),
});
let testServer: PipelineTestServer;
let db: Database.Database;
let url: string;
let key: string;
const logError = vi.fn();
const now = () => new Date('2025-01-10T08:00:00Z');

beforeAll(async () => {
  testServer = await startPipelineTestServer([failing, echo, okRoute], logError, now);
  ({ db, url, key } = testServer);
});
afterAll(() => testServer.close());

describe('request pipeline on server errors', () => {
  it('answers 500 internal_error without details, logs the error, and gives the unit back', async () => {
    const before = await fetch(`${url}/v1/ok`, { headers: { 'X-Api-Key': key } });
    const remaining = Number(before.headers.get('x-ratelimit-remaining'));
    const failed = await fetch(`${url}/v1/boom`, { headers: { 'X-Api-Key': key } });
    expect(failed.status).toBe(500);
    const text = await failed.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'internal_error', message: expect.any(String), status: 500 } });
    expect(text).not.toContain('secret');
    expect(text).not.toContain('app.ts');
    expect(Number(failed.headers.get('x-ratelimit-remaining'))).toBe(remaining);
    expect(logError).toHaveBeenCalledWith(expect.any(Error), { method: 'GET', path: '/v1/boom' });
    const after = await fetch(`${url}/v1/ok`, { headers: { 'X-Api-Key': key } });
    expect(Number(after.headers.get('x-ratelimit-remaining'))).toBe(remaining - 1);
    expect(db.prepare('SELECT SUM(requests) FROM key_usage').pluck().get()).toBe(2);
  });
});

describe('request pipeline when the client leaves', () => {
  it('gives the unit back and answers nothing when the body never arrives', async () => {
    const remainingNow = async () => Number((await fetch(`${url}/v1/ok`, { headers: { 'X-Api-Key': key } })).headers.get('x-ratelimit-remaining'));
    const remaining = await remainingNow();
    const used = () => db.prepare('SELECT SUM(requests) FROM key_usage').pluck().get() as number;
    const usedBefore = used();
    const { port } = new URL(url);
    const socket = net.connect(Number(port), '127.0.0.1');
    const answered: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => answered.push(chunk));
    socket.write(`POST /v1/echo HTTP/1.1\r\nHost: x\r\nX-Api-Key: ${key}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"text":`);
    await expect.poll(used).toBe(usedBefore + 1);
    socket.destroy();
    await expect.poll(used).toBe(usedBefore);
    expect(await remainingNow()).toBe(remaining - 1);
    expect(Buffer.concat(answered).length).toBe(0);
  });
});
