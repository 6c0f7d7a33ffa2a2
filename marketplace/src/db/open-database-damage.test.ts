/**
 * openMarketplaceDatabase on files a crash or a failing disk left: owner-only files, scratch
 * files of crashed builds, and a catalog with damaged pages (header intact) that is rebuilt with
 * its usage counts.
 */
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { damagePages } from '../testing/damage-database';
import { databaseFiles } from './private-database-files';
import { openMarketplaceDatabase, type BuildReason, type RebuildOutcome } from './open-database';

const dir = mkdtempSync(path.join(tmpdir(), 'open-db-damage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const now = new Date('2025-02-01T00:00:00Z');
const mode = (file: string) => statSync(file).mode & 0o777;

let umask: number;
beforeEach(() => {
  // The usual umask: without the app's care, SQLite's files would be world-readable (0644).
  umask = process.umask(0o022);
});
afterEach(() => {
  process.umask(umask);
});

async function open(file: string, extra: { damaged?: string; reasons?: BuildReason[]; outcomes?: RebuildOutcome[]; onProgress?: () => void } = {}) {
  return openMarketplaceDatabase({
    file,
    seed: 5,
    datasets: 60,
    now,
    damaged: extra.damaged,
    onBuild: (reason) => extra.reasons?.push(reason),
    onRebuilt: (outcome) => extra.outcomes?.push(outcome),
    onProgress: extra.onProgress,
  });
}

/** Two keys of the free demo account with counted requests, as a running marketplace leaves them. */
function addUsage(db: Database.Database): void {
  db.prepare(
    "INSERT INTO accounts (id, role, name, email, seller_id, created_at) VALUES ('acc-free', 'free', 'Demo', 'd@example.com', NULL, '2025-01-01')",
  ).run();
  const key = db.prepare(
    "INSERT INTO api_keys (id, account_id, name, prefix, key_hash, scopes, created_at) VALUES (?, 'acc-free', 'Demo key', 'ls_demo_', ?, 'datasets:read', '2025-01-01')",
  );
  key.run('key-1', 'hash-1');
  key.run('key-2', 'hash-2');
  const usage = db.prepare("INSERT INTO key_usage (key_id, day, requests, last_used_at) VALUES (?, ?, ?, '2025-01-31T10:00:00Z')");
  usage.run('key-1', '2025-01-30', 40);
  usage.run('key-1', '2025-01-31', 97);
  usage.run('key-2', '2025-01-31', 3);
}

const usageOf = (db: Database.Database) => db.prepare('SELECT key_id, day, requests FROM key_usage ORDER BY key_id, day').all();

describe('openMarketplaceDatabase and its files', () => {
  it('makes the database and its -wal and -shm files owner-only, also while building', async () => {
    const file = path.join(dir, 'private.db');
    const scratchModes: number[] = [];
    const db = await open(file, {
      onProgress: () => {
        for (const name of readdirSync(dir).filter((entry) => entry.startsWith('private.db.building-'))) scratchModes.push(mode(path.join(dir, name)));
      },
    });
    db.prepare("INSERT INTO meta (key, value) VALUES ('touched', '1')").run();
    expect(scratchModes.length).toBeGreaterThan(0);
    expect(new Set(scratchModes)).toEqual(new Set([0o600]));
    for (const name of [file, `${file}-wal`, `${file}-shm`]) expect(mode(name), name).toBe(0o600);
    db.close();
  });

  it('narrows the files of an older run to their owner', async () => {
    const file = path.join(dir, 'older.db');
    (await open(file)).close();
    for (const name of databaseFiles(file)) {
      try {
        chmodSync(name, 0o644);
      } catch {
        // Not there.
      }
    }
    const db = await open(file);
    expect(mode(file)).toBe(0o600);
    db.close();
  });

  it('removes the scratch files of builds whose process is gone, and keeps those of running ones', async () => {
    const file = path.join(dir, 'scratch.db');
    const gone = `${file}.building-999999`;
    const running = `${file}.building-${process.ppid}`;
    for (const name of [gone, `${gone}-journal`, running]) writeFileSync(name, 'half a catalog');
    (await open(file)).close();
    const left = readdirSync(dir).filter((name) => name.startsWith('scratch.db.building-'));
    expect(left).toEqual([path.basename(running)]);
  });
});

describe('openMarketplaceDatabase on a damaged catalog', () => {
  it('finds damaged pages behind an intact header, rebuilds, and keeps the usage counts it can read', async () => {
    const file = path.join(dir, 'damaged.db');
    const first = await open(file);
    addUsage(first);
    const before = usageOf(first);
    first.close();
    expect(damagePages(file, 'dataset_details')).toBeGreaterThan(0);

    const reasons: BuildReason[] = [];
    const outcomes: RebuildOutcome[] = [];
    const db = await open(file, { reasons, outcomes });
    expect(reasons).toEqual([{ kind: 'damaged', problem: expect.any(String) as unknown }]);
    expect(outcomes).toEqual([{ reason: reasons[0], keptAccountRows: 6 }]);
    expect(db.pragma('quick_check', { simple: true })).toBe('ok');
    expect(usageOf(db)).toEqual(before);
    expect(db.prepare('SELECT count(*) FROM dataset_details').pluck().get()).toBeGreaterThan(0);
    db.close();

    // Sound again: reused as it is.
    const again: BuildReason[] = [];
    (await open(file, { reasons: again })).close();
    expect(again).toEqual([]);
  });

  it('keeps what it can of damaged account tables, and still rebuilds the catalog', async () => {
    const file = path.join(dir, 'damaged-usage.db');
    const first = await open(file);
    addUsage(first);
    first.close();
    damagePages(file, 'key_usage');
    const outcomes: RebuildOutcome[] = [];
    const db = await open(file, { outcomes });
    expect(outcomes[0]?.reason.kind).toBe('damaged');
    // The account and its keys survive; the counts on the damaged page do not.
    expect(db.prepare('SELECT count(*) FROM api_keys').pluck().get()).toBe(2);
    expect(db.pragma('quick_check', { simple: true })).toBe('ok');
    db.close();
  });

  it('rebuilds when told the file was found damaged while serving, keeping the usage', async () => {
    const file = path.join(dir, 'told.db');
    const first = await open(file);
    addUsage(first);
    first.close();
    const outcomes: RebuildOutcome[] = [];
    const db = await open(file, { damaged: 'database disk image is malformed', outcomes });
    expect(outcomes).toEqual([{ reason: { kind: 'damaged', problem: 'database disk image is malformed' }, keptAccountRows: 6 }]);
    expect(usageOf(db)).toHaveLength(3);
    db.close();
  });

  it('keeps the usage across a rebuild for a newer schema too', async () => {
    const file = path.join(dir, 'outdated.db');
    const first = await open(file);
    addUsage(first);
    first.prepare("UPDATE meta SET value = '0' WHERE key = 'schema_version'").run();
    first.close();
    const outcomes: RebuildOutcome[] = [];
    const db = await open(file, { outcomes });
    expect(outcomes).toEqual([{ reason: { kind: 'outdated' }, keptAccountRows: 6 }]);
    db.close();
  });
});
