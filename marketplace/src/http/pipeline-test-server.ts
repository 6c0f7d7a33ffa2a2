import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { openAccountsStore } from '../auth/accounts-store';
import { openQuotaLedger } from '../auth/quota-ledger';
import { openUsageReport } from '../auth/usage-report';
import { openDatasetStore } from '../queries/dataset-store';
import { openMarketplaceDatabase } from '../db/open-database';
import { createListItemJsonCache } from '../records/list-item-json-cache';
import { defineRoute, type MarketplaceServices, type Route } from '../routes/define-route';
import { createRequestListener, type DamageListener, type ErrorLogger } from './request-pipeline';
import { jsonResponse } from './send-response';
import { createSampleStore } from '../samples/sample-store';

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
export async function startPipelineTestServer(
  routes: readonly Route[],
  logError: ErrorLogger,
  now: () => Date,
  onDamage?: DamageListener,
): Promise<PipelineTestServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pipeline-test-'));
  const dbFile = path.join(dir, 'p.db');
  const db = await openMarketplaceDatabase({ file: dbFile, seed: 1, datasets: 40, now: now() });
  const accounts = openAccountsStore(db, now);
  const key = accounts.registerDemoKey('free', undefined);
  const datasets = openDatasetStore(db);
  const services: MarketplaceServices = {
    datasets,
    listItems: createListItemJsonCache(datasets, 'http://test'),
    accounts,
    quota: openQuotaLedger(db, now),
    usage: openUsageReport(db),
    baseUrl: 'http://test',
    now,
    openApiJson: () => Promise.resolve('{}'),
    samples: createSampleStore(),
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
