import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openMarketplaceDatabase } from '../db/open-database';
import { openAccountsStore } from './accounts-store';

let dir: string;
let db: Database.Database;
const now = () => new Date('2025-05-05T10:00:00Z');

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'accounts-store-test-'));
  db = await openMarketplaceDatabase({ file: path.join(dir, 'a.db'), seed: 2, datasets: 30, now: now() });
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const activeKeyNames = (role: 'free' | 'pro') =>
  (
    db
      .prepare('SELECT k.name FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE a.role = ? AND k.revoked_at IS NULL ORDER BY k.name')
      .all(role) as Array<{ name: string }>
  ).map((row) => row.name);

describe('demo keys', () => {
  it('keep one active demo key per account however often a new one is registered (each start of the command line)', () => {
    for (let start = 0; start < 3; start++) {
      const accounts = openAccountsStore(db, now);
      accounts.registerDemoKey('free', undefined);
      accounts.registerDemoKey('pro', undefined);
    }
    expect(activeKeyNames('free')).toEqual(['Demo key']);
    expect(activeKeyNames('pro')).toEqual(['Demo key']);
  });

  it('revoke the old demo key when the app brings a new one, and reuse a key it brings again', () => {
    const accounts = openAccountsStore(db, now);
    const first = accounts.registerDemoKey('free', 'ls_demo_FirstFirstFirstFirstFirst12');
    accounts.registerDemoKey('free', first);
    expect(activeKeyNames('free')).toEqual(['Demo key']);
    const second = accounts.registerDemoKey('free', 'ls_demo_SecondSecondSecondSecond1234');
    expect(accounts.authenticate(first)).toBeNull();
    expect(accounts.authenticate(second)).not.toBeNull();
    expect(activeKeyNames('free')).toEqual(['Demo key']);
  });

  it('leave keys made on purpose alone', () => {
    const accounts = openAccountsStore(db, now);
    const made = accounts.createKey('free', { name: 'CI' });
    accounts.registerDemoKey('free', undefined);
    accounts.registerDemoKey('free', undefined);
    expect(accounts.authenticate(made)).not.toBeNull();
    expect(activeKeyNames('free')).toEqual(['CI', 'Demo key']);
  });
});
