import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineRoute } from '../routes/define-route';
import { okRoute, startPipelineTestServer, type PipelineTestServer } from './pipeline-test-server';
import { jsonResponse } from './send-response';

/** What better-sqlite3 throws when a page of the database does not read as what it should be. */
class SqliteError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

const damaged = defineRoute({
  method: 'GET',
  path: '/v1/damaged',
  operationId: 'damaged',
  tag: 'Test',
  summary: 'reads a damaged page',
  description: 'throws SQLITE_CORRUPT',
  scope: 'datasets:read',
  response: { description: 'never', contentType: 'application/json' },
  handle() {
    throw new SqliteError('database disk image is malformed', 'SQLITE_CORRUPT');
  },
});

/** Answers, but the commit of its quota unit meets a damaged page (the next COMMIT run throws, once). */
const commitMeetsDamage = defineRoute({
  method: 'GET',
  path: '/v1/commit-damaged',
  operationId: 'commitDamaged',
  tag: 'Test',
  summary: 'commits on a damaged page',
  description: 'its commit throws SQLITE_CORRUPT',
  scope: 'datasets:read',
  response: { description: 'never', contentType: 'application/json' },
  handle() {
    // Every statement shares better-sqlite3's prototype, the ledger's COMMIT too.
    const statements = Object.getPrototypeOf(db.prepare('SELECT 1')) as { run: (this: Database.Statement, ...args: unknown[]) => unknown };
    const run = statements.run;
    statements.run = function (this: Database.Statement, ...args: unknown[]) {
      if (this.source !== 'COMMIT') return run.apply(this, args);
      statements.run = run;
      throw new SqliteError('database disk image is malformed', 'SQLITE_CORRUPT');
    };
    return jsonResponse({ ok: true });
  },
});

let testServer: PipelineTestServer;
let db: Database.Database;
const onDamage = vi.fn();
const now = () => new Date('2025-01-10T08:00:00Z');

beforeAll(async () => {
  testServer = await startPipelineTestServer([damaged, commitMeetsDamage, okRoute], () => undefined, now, onDamage);
  ({ db } = testServer);
});
afterAll(() => testServer.close());

describe('request pipeline on a damaged database', () => {
  it('answers 500 saying the database is being rebuilt, gives the unit back, and reports the damage', async () => {
    const answer = await fetch(`${testServer.url}/v1/damaged`, { headers: { 'X-Api-Key': testServer.key } });
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({
      error: { code: 'internal_error', status: 500, message: expect.stringMatching(/database is damaged and is being rebuilt/) as unknown },
    });
    expect(onDamage).toHaveBeenCalledOnce();
    expect(onDamage.mock.calls[0]?.[0]).toMatchObject({ code: 'SQLITE_CORRUPT' });
    expect(db.prepare('SELECT COALESCE(SUM(requests), 0) FROM key_usage').pluck().get()).toBe(0);
  });

  it('says the same, and reports the damage, when it is the commit of the quota unit that meets the damaged page', async () => {
    onDamage.mockClear();
    const answer = await fetch(`${testServer.url}/v1/commit-damaged`, { headers: { 'X-Api-Key': testServer.key } });
    expect(answer.status).toBe(500);
    expect(await answer.json()).toMatchObject({ error: { message: expect.stringMatching(/database is damaged and is being rebuilt/) as unknown } });
    expect(onDamage).toHaveBeenCalledOnce();
  });

  it('does not report other failures as damage', async () => {
    onDamage.mockClear();
    expect((await fetch(`${testServer.url}/v1/ok`, { headers: { 'X-Api-Key': testServer.key } })).status).toBe(200);
    expect(onDamage).not.toHaveBeenCalled();
  });
});
