import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { AccountsStore } from '../auth/accounts-store';
import { QuotaLedger } from '../auth/quota-ledger';
import { UsageReport } from '../auth/usage-report';
import { DatasetStore } from '../db/dataset-store';
import { openMarketplaceDatabase } from '../db/open-database';
import { ListItemJsonCache } from '../records/list-item-json-cache';
import { defineRoute, type MarketplaceServices, type Route } from '../routes/define-route';
import { createRequestListener, type DamageListener, type ErrorLogger } from './request-pipeline';
import { jsonResponse } from './send-response';
import { SampleStore } from '../samples/sample-store';

/** For the pipeline's tests: a metered route that always answers 200 `{"ok":true}`. */
export const okRoute = defineRoute({
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

export interface PipelineTestServer {
  url: string;
  /** A key of the free demo account. */
  key: string;
  db: Database.Database;
  dbFile: string;
  close(): Promise<void>;
}

/** The request pipeline with the given routes over a 40-dataset catalog in a temp dir, on a loopback port. */
export async function startPipelineTestServer(routes: readonly Route[], logError: ErrorLogger, now: () => Date, onDamage?: DamageListener): Promise<PipelineTestServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pipeline-test-'));
  const dbFile = path.join(dir, 'p.db');
  const db = await openMarketplaceDatabase({ file: dbFile, seed: 1, datasets: 40, now: now() });
  const accounts = new AccountsStore(db, now);
  const key = accounts.registerDemoKey('free', undefined);
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
    samples: new SampleStore(),
  };
  const server = createServer(createRequestListener(routes, services, logError, onDamage));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    key,
    db,
    dbFile,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
