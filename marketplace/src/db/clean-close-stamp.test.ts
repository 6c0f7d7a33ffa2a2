/**
 * The full check of the catalog at start is skipped only for a file the marketplace closed
 * cleanly and nothing touched since: damage written after the close is found at start as before,
 * and so is anything in a file without the stamp (a crash, an older app).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BuildReason } from '@dmd/shared/process/marketplace-process';
import { startMarketplace } from '../start-marketplace';
import { damagePages } from '../testing/damage-database';
import { cleanCloseStampFile, closedCleanlySince, stampCleanClose } from './clean-close-stamp';
import { openMarketplaceDatabase } from './open-database';

const dir = mkdtempSync(path.join(tmpdir(), 'clean-close-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function serveAndClose(file: string): Promise<BuildReason[]> {
  const reasons: BuildReason[] = [];
  const marketplace = await startMarketplace({ dbFile: file, datasets: 40, seed: 3, onBuild: (reason) => reasons.push(reason) });
  await fetch(`${marketplace.url}/v1/datasets`, { headers: { 'X-Api-Key': marketplace.freeKey } });
  await marketplace.close();
  return reasons;
}

async function reopen(file: string): Promise<BuildReason[]> {
  const reasons: BuildReason[] = [];
  const db = await openMarketplaceDatabase({ file, datasets: 40, seed: 3, now: new Date(), onBuild: (reason) => reasons.push(reason) });
  db.close();
  return reasons;
}

describe('the clean-close stamp', () => {
  it('is written when the marketplace closes, and taken away when the database is opened again', async () => {
    const file = path.join(dir, 'stamped.db');
    expect(await serveAndClose(file)).toEqual([{ kind: 'new' }]);
    expect(closedCleanlySince(file)).toBe(true);
    await reopen(file);
    expect(existsSync(cleanCloseStampFile(file))).toBe(false);
  });

  it('lets a start skip the full check of an unchanged file (damage it cannot see is left to the requests that read it)', async () => {
    const file = path.join(dir, 'skipped.db');
    await serveAndClose(file);
    expect(damagePages(file, 'dataset_details')).toBeGreaterThan(0);
    // As if the damage had changed nothing the stamp records (bit rot): the start trusts the close.
    stampCleanClose(file);
    expect(await reopen(file)).toEqual([]);
  });

  it('does not vouch for a file changed after the close: the damage is found at start and rebuilt', async () => {
    const file = path.join(dir, 'changed.db');
    await serveAndClose(file);
    expect(damagePages(file, 'dataset_details')).toBeGreaterThan(0);
    expect(closedCleanlySince(file)).toBe(false);
    expect((await reopen(file))[0]).toMatchObject({ kind: 'damaged' });
  });

  it('is not there for a file closed any other way, so that file is checked in full', async () => {
    const file = path.join(dir, 'unstamped.db');
    await reopen(file);
    expect(closedCleanlySince(file)).toBe(false);
    expect(damagePages(file, 'dataset_details')).toBeGreaterThan(0);
    expect((await reopen(file))[0]).toMatchObject({ kind: 'damaged' });
  });
});
