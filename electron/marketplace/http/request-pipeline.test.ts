import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountsStore } from '../auth/accounts-store';
import { QuotaLedger } from '../auth/quota-ledger';
import { UsageReport } from '../auth/usage-report';
import { DatasetStore } from '../db/dataset-store';
import { openMarketplaceDatabase } from '../db/open-database';
import { ListItemJsonCache } from '../records/list-item-json-cache';
import { defineRoute, type MarketplaceServices } from '../routes/define-route';
import { jsonResponse } from './send-response';
import { createRequestListener } from './request-pipeline';

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
const working = defineRoute({
  method: 'GET',
  path: '/v1/ok',
  operationId: 'ok',
  tag: 'Test',
  summary: 'works',
  description: 'answers',
  scope: 'datasets:read',
  response: { description: 'ok', contentType: 'application/json' },
  handle: () => jsonResponse({ ok: true }),
});

let dir: string;
let db: Database.Database;
let server: Server;
let url: string;
let key: string;
const logError = vi.fn();
const now = () => new Date('2025-01-10T08:00:00Z');

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'pipeline-test-'));
  db = await openMarketplaceDatabase({ file: path.join(dir, 'p.db'), seed: 1, datasets: 40, now: now() });
  const accounts = new AccountsStore(db, now);
  key = accounts.registerDemoKey('free', undefined);
  const datasets = new DatasetStore(db);
  const services: MarketplaceServices = {
    datasets,
    listItems: new ListItemJsonCache(datasets, 'http://test'),
    accounts,
    quota: new QuotaLedger(db, now),
    usage: new UsageReport(db),
    baseUrl: 'http://test',
    now,
    openApiJson: '{}',
  };
  server = createServer(createRequestListener([failing, working], services, logError));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

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
