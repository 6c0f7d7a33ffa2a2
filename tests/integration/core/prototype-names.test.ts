/**
 * A marketplace naming its datasets, licences and categories after Object.prototype's members
 * (tests/support/prototype-names-server.ts): the core reads every answer, the compatibility
 * screen's report is built from its check, and the shortlist keeps the datasets across a restart,
 * each under its own name and never as a member of Object.prototype.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryListReading } from '../../../shared/domain/readings/category-reading';
import type { CompatibilityReading } from '../../../shared/domain/readings/compatibility-reading';
import type { DatasetDetailReading, DatasetPageReading } from '../../../shared/domain/readings/dataset-reading';
import type { Shortlist } from '../../../shared/ipc/ipc-contract';
import { createCore, type Core } from '../../../electron/core/create-core';
import { testCoreOptions } from '../../../electron/core/testing/test-core-options';
import { value } from '../../../electron/core/testing/results';
import { startMarketplace, type RunningMarketplace } from '@dmd/marketplace';
import { toCompatibilityReport } from '../../../renderer/compatibility/compatibility-result';
import { checkWithout } from '../../../renderer/compatibility/blocker-removal';
import { PROTOTYPE_IDS, startPrototypeNamesServer, UNLICENSED_ID, type PrototypeNamesServer } from '../../support/prototype-names-server';

let dir: string;
let marketplace: RunningMarketplace;
let server: PrototypeNamesServer;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-prototype-names-'));
  marketplace = await startMarketplace({ dbFile: path.join(dir, 'catalog.db'), datasets: 60, seed: 11 });
  server = await startPrototypeNamesServer(marketplace.url, marketplace.proKey);
});
afterAll(async () => {
  await server.close();
  await marketplace.close();
  await fs.rm(dir, { recursive: true, force: true });
});

async function startCore(userDataDir: string): Promise<Core> {
  return createCore(testCoreOptions({ userDataDir, apiBaseOverride: server.url, apiKeyOverride: marketplace.freeKey }));
}

describe('a marketplace whose names are those of Object.prototype', () => {
  it('serves datasets, licences and categories under those names (the test marketplace works)', () => {
    expect(server.datasets.map((dataset) => dataset.id)).toEqual([...PROTOTYPE_IDS]);
    expect(server.datasets.some((dataset) => dataset.license !== undefined && dataset.license in Object.prototype)).toBe(true);
    expect(server.datasets.find((dataset) => dataset.id === UNLICENSED_ID)?.license).toBeUndefined();
    // "prototype" is a function's member, not Object.prototype's: the other names are Object.prototype's.
    expect(server.datasets.map((dataset) => dataset.category).every((name) => name in Object.prototype || name === 'prototype')).toBe(true);
  });

  it('the core reads every record, the check and its licence readings under those names', async () => {
    const core = await startCore(await fs.mkdtemp(path.join(dir, 'read-')));
    try {
      const page = value<DatasetPageReading>(await core.invoke('datasets:search', { per_page: 8 }));
      expect(page.items.map((item) => item.id)).toEqual([...PROTOTYPE_IDS]);
      expect(page.items.map((item) => item.license?.value)).toEqual(server.datasets.map((dataset) => dataset.license));
      const categories = value<CategoryListReading>(await core.invoke('categories:list', undefined));
      expect(categories.categories.map((category) => category.name?.value)).toContain('constructor');
      for (const id of PROTOTYPE_IDS) {
        const detail = value<DatasetDetailReading>(await core.invoke('datasets:get', { id }));
        expect(detail.id).toBe(id);
      }

      const datasetIds = [...PROTOTYPE_IDS].sort();
      const reading = value<CompatibilityReading>(await core.invoke('licenses:check', { dataset_ids: datasetIds, use_case: 'commercial_training' }));
      expect(reading.datasets?.value.map((finding) => finding.ref?.value).sort()).toEqual(datasetIds);
      // One reading per label sent, each an own key (a label `__proto__` included), on an ordinary object.
      const readings = reading.licenseReadings ?? {};
      const labels = new Set(server.datasets.flatMap((dataset) => (dataset.license === undefined ? [] : [dataset.license])));
      for (const label of labels) expect(Object.hasOwn(readings, label), label).toBe(true);
      expect(Object.getPrototypeOf(readings)).toBe(Object.prototype);

      // The screen's report, from the check as the tray asks it (titles and licences by id), and the same check with one removed.
      const request = {
        datasetIds,
        useCase: 'commercial_training' as const,
        titles: Object.fromEntries(server.datasets.map((dataset) => [dataset.id, dataset.title])),
        licenses: Object.fromEntries(server.datasets.flatMap((dataset) => (dataset.license === undefined ? [] : [[dataset.id, dataset.license]]))),
      };
      const report = toCompatibilityReport(reading, request);
      expect(report.datasets.map((dataset) => [dataset.ref, dataset.title, dataset.license]).sort()).toEqual(
        server.datasets.map((dataset) => [dataset.id, dataset.title, dataset.license ?? null]).sort(),
      );
      expect(report.datasets.find((dataset) => dataset.ref === UNLICENSED_ID)?.license).toBeNull();
      const without = checkWithout(request, ['constructor']);
      expect(Object.keys(without.titles).sort()).toEqual(datasetIds.filter((id) => id !== 'constructor'));
      // A check that knows no titles or licences (as after a restart, when the answer names them) still reads.
      const bare = toCompatibilityReport(reading, { datasetIds, useCase: 'commercial_training', titles: {}, licenses: {} });
      expect(bare.datasets).toHaveLength(PROTOTYPE_IDS.length);
    } finally {
      await core.dispose();
    }
  });

  it('keeps shortlisted datasets named `__proto__` and `constructor` across a restart', async () => {
    const userDataDir = await fs.mkdtemp(path.join(dir, 'shortlist-'));
    const first = await startCore(userDataDir);
    try {
      for (const dataset of server.datasets.slice(0, 3)) {
        value<Shortlist>(
          await first.invoke('shortlist:add', {
            entry: { id: dataset.id, title: dataset.title, license: dataset.license, pageUrl: `${server.url}/datasets/${dataset.slug}` },
          }),
        );
      }
      value<Shortlist>(await first.invoke('shortlist:note', { id: '__proto__', note: 'own note' }));
    } finally {
      await first.dispose();
    }
    const again = await startCore(userDataDir);
    try {
      const list = value<Shortlist>(await again.invoke('shortlist:get', undefined));
      expect(list.entries.map((entry) => entry.id).sort()).toEqual(['__proto__', 'constructor', 'toString']);
      expect(list.entries.find((entry) => entry.id === '__proto__')?.note).toBe('own note');
    } finally {
      await again.dispose();
    }
  });
});
