import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openMarketplaceDatabase } from './open-database';

const dir = mkdtempSync(path.join(tmpdir(), 'open-db-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const now = new Date('2025-02-01T00:00:00Z');

async function firstIds(file: string, seed: number, datasets: number, phases?: string[]): Promise<string[]> {
  const db = await openMarketplaceDatabase({ file, seed, datasets, now, onProgress: (p) => phases?.push(p.phase) });
  try {
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    return db.prepare('SELECT id FROM datasets ORDER BY seq LIMIT 5').pluck().all() as string[];
  } finally {
    db.close();
  }
}

describe('openMarketplaceDatabase', () => {
  it('builds on first open with progress, then reuses the file', async () => {
    const file = path.join(dir, 'nested', 'a.db');
    const phases: string[] = [];
    const built = await firstIds(file, 5, 50, phases);
    expect([...new Set(phases)]).toEqual(['datasets', 'search-index', 'indexes']);
    const again: string[] = [];
    expect(await firstIds(file, 5, 50, again)).toEqual(built);
    expect(again).toEqual([]);
  });

  it('rebuilds when the seed or the size differ', async () => {
    const file = path.join(dir, 'b.db');
    const seedFive = await firstIds(file, 5, 50);
    const seedSix = await firstIds(file, 6, 50);
    expect(seedSix).not.toEqual(seedFive);
    const phases: string[] = [];
    await firstIds(file, 6, 60, phases);
    expect(phases.length).toBeGreaterThan(0);
  });

  it('rebuilds a file that is not a finished catalog', async () => {
    const file = path.join(dir, 'c.db');
    writeFileSync(file, 'not a database');
    expect(await firstIds(file, 5, 50)).toHaveLength(5);
  });
});
