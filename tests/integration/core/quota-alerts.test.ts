/**
 * The core over the real embedded marketplace with a daily quota of 5: the quota:alert event comes
 * once when 20 % is left and once when nothing is, and a restart the same day repeats neither.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { QuotaAlert } from '../../../shared/ipc/ipc-contract';
import { createCore, type Core } from '../../../electron/core/create-core';
import type { StartMarketplace } from '../../../electron/core/embedded/embedded-server';
import { mapSecretBackend } from '../../../electron/core/testing/map-secret-backend';
import { startMarketplace } from '@dmd/marketplace';
import { testCoreOptions } from '../../../electron/core/testing/test-core-options';

let dir: string;
const cores: Core[] = [];
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-quota-alerts-'));
});
afterEach(async () => {
  await Promise.all(cores.splice(0).map((core) => core.dispose()));
  await fs.rm(dir, { recursive: true, force: true });
});

const fiveADay: StartMarketplace = (options) => startMarketplace({ ...options, dailyQuotaOverride: { free: 5 } });
const keychain = mapSecretBackend();

async function startCore(): Promise<{ core: Core; alerts: QuotaAlert[] }> {
  const core = await createCore(testCoreOptions({ userDataDir: dir, secretBackends: [keychain.backend], embedded: { datasets: 40, seed: 3 } }), {
    startMarketplace: fiveADay,
  });
  cores.push(core);
  const alerts: QuotaAlert[] = [];
  core.onEvent((event, payload) => {
    if (event === 'quota:alert') alerts.push(payload as QuotaAlert);
  });
  return { core, alerts };
}

it('alerts once at 20 % left and once at none, and not again after a restart the same day', async () => {
  const first = await startCore();
  for (let page = 1; page <= 3; page += 1) await first.core.invoke('datasets:search', { page });
  expect(first.alerts).toEqual([]);
  await first.core.invoke('datasets:search', { page: 4 });
  expect(first.alerts.map((alert) => [alert.level, alert.remaining, alert.limit])).toEqual([['low', 1, 5]]);
  await first.core.invoke('datasets:search', { page: 5 });
  expect(first.alerts.map((alert) => alert.level)).toEqual(['low', 'exhausted']);
  expect(first.alerts[1]?.body).toMatch(/No more marketplace requests until the quota resets at 00:00 UTC/);
  await first.core.dispose();

  const second = await startCore();
  await second.core.invoke('datasets:search', { page: 6 });
  await second.core.invoke('account:me', undefined);
  expect(second.alerts).toEqual([]);
});
