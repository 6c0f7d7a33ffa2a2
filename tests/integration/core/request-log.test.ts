/**
 * The request log (electron/core/quota/request-log.ts) against the embedded marketplace: the
 * requests it says were counted are exactly what the marketplace's own usage (`/v1/me`) says was
 * spent, across successes, a 404, a refused input and a compatibility check.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { RequestLog } from '../../../shared/ipc/ipc-contract';
import type { AccountReading } from '../../../shared/domain/readings/account-reading';
import type { DatasetPageReading } from '../../../shared/domain/readings/dataset-reading';
import { createCore, type Core } from '../../../electron/core/create-core';
import { value } from '../../../electron/core/testing/results';
import { testCoreOptions } from '../../../electron/core/testing/test-core-options';
import { usedToday } from '../../../electron/core/testing/used-today';

let dir: string;
let core: Core | null = null;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-request-log-'));
});
afterEach(async () => {
  await core?.dispose();
  core = null;
  await fs.rm(dir, { recursive: true, force: true });
});

it("counts what the marketplace's own usage counts", async () => {
  core = await createCore(testCoreOptions({ userDataDir: dir, embedded: { datasets: 60, seed: 5 } }));
  const before = await usedToday(core);
  const logBefore = value<RequestLog>(await core.invoke('session:requests', undefined));

  const page = value<DatasetPageReading>(await core.invoke('datasets:search', { per_page: 3, q: 'data' }));
  const [first, second] = page.items;
  if (!first || !second) throw new Error('The catalog returned too few datasets.');
  value(await core.invoke('datasets:get', { id: first.id }));
  value(await core.invoke('datasets:quality', { id: first.id }));
  value(await core.invoke('datasets:license', { id: second.id }));
  value(await core.invoke('categories:list', undefined));
  expect(await core.invoke('datasets:get', { id: 'no-such-dataset' })).toMatchObject({ ok: false, error: { status: 404 } });
  value(await core.invoke('licenses:check', { dataset_ids: [first.id, second.id], use_case: 'research' }));

  const after = await usedToday(core);
  const log = value<RequestLog>(await core.invoke('session:requests', undefined));
  // Everything after the first /v1/me, the second one included (its usage counts itself).
  const since = log.entries.slice(logBefore.entries.length);
  expect(since.map((entry) => `${entry.method} ${entry.path.replace(/\?.*/, '')} ${entry.status}`)).toEqual([
    'GET /v1/datasets 200',
    `GET /v1/datasets/${encodeURIComponent(first.id)} 200`,
    `GET /v1/datasets/${encodeURIComponent(first.id)}/quality 200`,
    `GET /v1/datasets/${encodeURIComponent(second.id)}/license 200`,
    'GET /v1/categories 200',
    'GET /v1/datasets/no-such-dataset 404',
    'POST /v1/licenses/compatibility 200',
    'GET /v1/me 200',
  ]);
  expect(since.filter((entry) => entry.counted === 'yes')).toHaveLength(after - before);
  // Each entry's "left after" follows the headers: the last is the limit less today's usage.
  const me = value<AccountReading>(await core.invoke('account:me', undefined));
  const limit = me.quota.limit?.value ?? Number.NaN;
  expect(since.at(-1)?.remainingAfter).toBe(limit - after);
  expect(since[0]?.path).toBe('/v1/datasets?q=data&per_page=3');
  expect(JSON.stringify(log)).not.toMatch(/ls_(demo|live)_/);
});
