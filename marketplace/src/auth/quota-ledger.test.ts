import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openMarketplaceDatabase } from '../db/open-database';
import { type Caller, openAccountsStore } from './accounts-store';
import { openQuotaLedger, type QuotaCharge } from './quota-ledger';

let dir: string;
let file: string;
let db: Database.Database;
let reader: Database.Database;
let caller: Caller;
let secondKey: Caller;
let clock = new Date('2025-05-05T10:00:00Z');
const now = () => clock;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'quota-ledger-test-'));
  file = path.join(dir, 'q.db');
  db = await openMarketplaceDatabase({ file, seed: 2, datasets: 30, now: clock });
  const accounts = openAccountsStore(db, now, { free: 3 });
  caller = accounts.authenticate(accounts.registerDemoKey('free', undefined)) as Caller;
  secondKey = accounts.authenticate(accounts.createKey('free')) as Caller;
  reader = new Database(file, { readonly: true });
});
afterAll(() => {
  reader.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

let day = 0;
beforeEach(() => {
  day += 1;
  clock = new Date(Date.UTC(2025, 5, day, 10));
});

/** What another connection (another process, or the file after a restart) sees. */
const committedUnits = (): number =>
  reader.prepare('SELECT COALESCE(SUM(requests), 0) FROM key_usage WHERE day = ?').pluck().get(clock.toISOString().slice(0, 10)) as number;

describe('QuotaLedger', () => {
  it('commits the charges of one event-loop turn together, before their promise settles', async () => {
    const ledger = openQuotaLedger(db, now);
    const first = ledger.tryCharge(caller) as QuotaCharge;
    const second = ledger.tryCharge(secondKey) as QuotaCharge;
    expect([first.granted, second.granted]).toEqual([true, true]);
    expect([first.remaining, second.remaining]).toEqual([2, 1]);
    expect(first.committed).toBe(second.committed);
    expect(committedUnits()).toBe(0);
    await first.committed;
    expect(committedUnits()).toBe(2);
    expect(db.inTransaction).toBe(false);
  });

  it('never grants more than the limit of the account, across its keys and turns', async () => {
    const ledger = openQuotaLedger(db, now);
    const results = [ledger.tryCharge(caller), ledger.tryCharge(secondKey)];
    await results[0]?.committed;
    results.push(ledger.tryCharge(caller), ledger.tryCharge(secondKey), ledger.tryCharge(caller));
    await results[4]?.committed;
    expect(results.map((result) => result.granted)).toEqual([true, true, true, false, false]);
    expect(results.map((result) => result.remaining)).toEqual([2, 1, 0, 0, 0]);
    expect(committedUnits()).toBe(3);
    expect(ledger.standing(caller.account)).toMatchObject({ limit: 3, used: 3, remaining: 0 });
  });

  it('gives a unit back within the open batch and after it was committed', async () => {
    const ledger = openQuotaLedger(db, now);
    const charge = ledger.tryCharge(caller) as QuotaCharge;
    expect(ledger.refund(charge)).toMatchObject({ used: 0, remaining: 3 });
    const again = ledger.tryCharge(caller) as QuotaCharge;
    expect(again.remaining).toBe(2);
    await again.committed;
    expect(committedUnits()).toBe(1);
    ledger.refund(again);
    ledger.flush();
    expect(committedUnits()).toBe(0);
  });

  it('flush commits at once, and a failed commit rejects the batch and spends nothing', async () => {
    const ledger = openQuotaLedger(db, now);
    const kept = ledger.tryCharge(caller) as QuotaCharge;
    ledger.flush();
    await kept.committed;
    expect(committedUnits()).toBe(1);

    const lost = ledger.tryCharge(caller) as QuotaCharge;
    // A row the commit must refuse: a deferred foreign-key violation only fails at COMMIT.
    db.pragma('defer_foreign_keys = ON');
    db.prepare("INSERT INTO key_usage (key_id, day, requests, last_used_at) VALUES ('no-such-key', '2000-01-01', 1, 'x')").run();
    await expect(lost.committed).rejects.toThrow(/FOREIGN KEY/);
    expect(db.inTransaction).toBe(false);
    expect(committedUnits()).toBe(1);
    expect(ledger.standing(caller.account).used).toBe(1);
  });
});
