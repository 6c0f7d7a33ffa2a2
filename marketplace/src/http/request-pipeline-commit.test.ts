import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineRoute } from '../routes/define-route';
import { okRoute, startPipelineTestServer, type PipelineTestServer } from './pipeline-test-server';
import { jsonResponse } from './send-response';

/**
 * A response goes out only once its quota unit is committed; when that commit fails, the
 * request gets a 500 and the unit is not spent.
 */
let testServer: PipelineTestServer;
let db: Database.Database;
let reader: Database.Database;
let url: string;
let key: string;
const logError = vi.fn();
const now = () => new Date('2025-01-10T08:00:00Z');

/** Leaves a row in the open batch that its COMMIT refuses (a deferred foreign-key violation), as a full disk would. */
const spoilsTheCommit = defineRoute({
  method: 'GET',
  path: '/v1/spoil',
  operationId: 'spoil',
  tag: 'Test',
  summary: 'spoils the commit',
  description: 'makes the quota commit fail',
  scope: 'datasets:read',
  response: { description: 'never seen', contentType: 'application/json' },
  handle: () => {
    db.pragma('defer_foreign_keys = ON');
    db.prepare("INSERT INTO key_usage (key_id, day, requests, last_used_at) VALUES ('no-such-key', '2000-01-01', 1, 'x')").run();
    return jsonResponse({ ok: true });
  },
});
beforeAll(async () => {
  testServer = await startPipelineTestServer([spoilsTheCommit, okRoute], logError, now);
  ({ db, url, key } = testServer);
  reader = new Database(testServer.dbFile, { readonly: true });
});
afterAll(async () => {
  reader.close();
  await testServer.close();
});

const committedUnits = (): number => reader.prepare('SELECT COALESCE(SUM(requests), 0) FROM key_usage').pluck().get() as number;

describe('request pipeline and the quota commit', () => {
  it('has committed the unit of every answered request', async () => {
    for (let i = 1; i <= 3; i++) {
      const response = await fetch(`${url}/v1/ok`, { headers: { 'X-Api-Key': key } });
      expect(response.status).toBe(200);
      expect(committedUnits()).toBe(i);
    }
    const together = await Promise.all(Array.from({ length: 10 }, () => fetch(`${url}/v1/ok`, { headers: { 'X-Api-Key': key } })));
    expect(together.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(committedUnits()).toBe(13);
  });

  it('answers 500 and spends nothing when the commit fails', async () => {
    const before = await fetch(`${url}/v1/ok`, { headers: { 'X-Api-Key': key } });
    const remaining = Number(before.headers.get('x-ratelimit-remaining'));
    const failed = await fetch(`${url}/v1/spoil`, { headers: { 'X-Api-Key': key } });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: { code: 'internal_error', message: expect.any(String), status: 500 } });
    expect(Number(failed.headers.get('x-ratelimit-remaining'))).toBe(remaining);
    expect(logError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(/FOREIGN KEY/) }), { method: 'GET', path: '/v1/spoil' });
    expect(committedUnits()).toBe(14);
    const after = await fetch(`${url}/v1/ok`, { headers: { 'X-Api-Key': key } });
    expect(Number(after.headers.get('x-ratelimit-remaining'))).toBe(remaining - 1);
  });
});
