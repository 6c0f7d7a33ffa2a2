import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { SCOPES, type Scope } from '@dmd/shared/wire/api-types';
import { generateApiKey, hashApiKey, isAcceptableKey, keyPrefix } from './api-keys';

type AccountRole = 'free' | 'pro';

/** Bounds the memory random invalid keys can take (each is remembered as "unknown"). */
const MAX_REMEMBERED_CALLERS = 10_000;

/** Daily request quota per tier (pro = seller with at least one active listing). */
export const DAILY_QUOTA = { free: 100, pro: 2_000 } as const;

export interface Account {
  id: string;
  role: AccountRole;
  name: string;
  email: string;
  sellerId: string | null;
  tier: 'free' | 'pro';
  activeListings: number;
  dailyLimit: number;
}

/** Who is calling: the key and its account, as read for one request. */
export interface Caller {
  keyId: string;
  account: Account;
  scopes: readonly string[];
}

interface AccountRow {
  id: string;
  role: AccountRole;
  name: string;
  email: string;
  seller_id: string | null;
}

interface KeyRow {
  id: string;
  account_id: string;
  scopes: string;
  revoked_at: string | null;
}

/**
 * Accounts and their API keys. Keys are stored only as SHA-256 hashes; the two demo
 * accounts (free, and pro = the seller with the most active listings) are created on first use.
 */
export interface AccountsStore {
  accountOf(role: AccountRole): Account;
  /** The caller behind a key, or null when the key is unknown or revoked. */
  authenticate(key: string): Caller | null;
  /**
   * Makes `key` the working demo key of the role's account: a key already registered is reused
   * (so its counts survive restarts), a new one is registered, and none generates one. Any other
   * demo key of the account is revoked, so restarts never pile up "Demo key"s: each account has
   * one at a time (keys made with `createKey` are left alone).
   */
  registerDemoKey(role: AccountRole, key: string | undefined): string;
  createKey(role: AccountRole, options?: { scopes?: readonly Scope[]; name?: string }): string;
  revokeKey(key: string): void;
}

const DEMO_KEY_NAME = 'Demo key';

function ensureDemoAccounts(db: Database.Database, now: () => Date): void {
  // Made once: a start that finds both does not read the catalog for its biggest seller again.
  if (db.prepare("SELECT count(*) FROM accounts WHERE role IN ('free', 'pro')").pluck().get() === 2) return;
  const insert = db.prepare('INSERT OR IGNORE INTO accounts (id, role, name, email, seller_id, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const createdAt = now().toISOString();
  insert.run(randomUUID(), 'free', 'Demo User', 'demo.free@example.com', null, createdAt);
  const seller = db
    .prepare(
      `SELECT s.id, s.name FROM sellers s JOIN datasets d ON d.seller_id = s.id AND d.published = 1
       GROUP BY s.id ORDER BY count(*) DESC, s.id LIMIT 1`,
    )
    .get() as { id: string; name: string } | undefined;
  if (seller === undefined) throw new Error('the catalog has no seller with an active listing');
  const mailbox = seller.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
  insert.run(randomUUID(), 'pro', seller.name, `${mailbox}@example.com`, seller.id, createdAt);
}

/** Every account, with its tier and daily limit read from its active listings. */
function readAccounts(db: Database.Database, quotaOverride: Partial<Record<'free' | 'pro', number>>): Map<string, Account> {
  const accounts = new Map<string, Account>();
  const rows = db.prepare('SELECT id, role, name, email, seller_id FROM accounts').all() as AccountRow[];
  const countListings = db.prepare('SELECT count(*) FROM datasets WHERE seller_id = ? AND published = 1').pluck();
  for (const row of rows) {
    const activeListings = row.seller_id === null ? 0 : (countListings.get(row.seller_id) as number);
    const tier = activeListings >= 1 ? 'pro' : 'free';
    accounts.set(row.id, {
      id: row.id,
      role: row.role,
      name: row.name,
      email: row.email,
      sellerId: row.seller_id,
      tier,
      activeListings,
      dailyLimit: quotaOverride[tier] ?? DAILY_QUOTA[tier],
    });
  }
  return accounts;
}

export function openAccountsStore(db: Database.Database, now: () => Date, quotaOverride: Partial<Record<'free' | 'pro', number>> = {}): AccountsStore {
  const findKey: Database.Statement<[string], KeyRow> = db.prepare('SELECT id, account_id, scopes, revoked_at FROM api_keys WHERE key_hash = ?');
  const insertKey: Database.Statement<[string, string, string, string, string, string, string]> = db.prepare(
    'INSERT INTO api_keys (id, account_id, name, prefix, key_hash, scopes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  ensureDemoAccounts(db, now);
  const accounts = readAccounts(db, quotaOverride);
  /** Callers by key hash; this store is the only writer of keys, and clears it on every change. */
  const callers = new Map<string, Caller | null>();

  function accountOf(role: AccountRole): Account {
    for (const account of accounts.values()) if (account.role === role) return account;
    throw new Error(`no ${role} account`);
  }

  const revokeOtherDemoKeys: Database.Statement<[string, string, string, string]> = db.prepare(
    'UPDATE api_keys SET revoked_at = ? WHERE account_id = ? AND name = ? AND key_hash <> ? AND revoked_at IS NULL',
  );

  function addKey(account: Account, key: string, name: string, scopes: readonly string[]): string {
    insertKey.run(randomUUID(), account.id, name, keyPrefix(key), hashApiKey(key), scopes.join(' '), now().toISOString());
    callers.clear();
    return key;
  }

  return {
    accountOf,
    authenticate(key) {
      const keyHash = hashApiKey(key);
      const known = callers.get(keyHash);
      if (known !== undefined) return known;
      const row = findKey.get(keyHash);
      const account = row === undefined || row.revoked_at !== null ? undefined : accounts.get(row.account_id);
      const caller = row === undefined || account === undefined ? null : { keyId: row.id, account, scopes: row.scopes.split(' ') };
      if (callers.size >= MAX_REMEMBERED_CALLERS) callers.clear();
      callers.set(keyHash, caller);
      return caller;
    },
    registerDemoKey(role, key) {
      const account = accountOf(role);
      const demoKey = key ?? generateApiKey('demo');
      if (!isAcceptableKey(demoKey)) throw new TypeError(`the ${role} demo key must be 16–128 characters of A–Z, a–z, 0–9, _ or -`);
      const keyHash = hashApiKey(demoKey);
      const existing = findKey.get(keyHash);
      if (existing !== undefined && existing.account_id !== account.id) throw new Error(`the ${role} demo key is already registered to another account`);
      db.transaction(() => {
        if (existing === undefined) addKey(account, demoKey, DEMO_KEY_NAME, SCOPES);
        else if (existing.revoked_at !== null) db.prepare('UPDATE api_keys SET revoked_at = NULL WHERE id = ?').run(existing.id);
        revokeOtherDemoKeys.run(now().toISOString(), account.id, DEMO_KEY_NAME, keyHash);
      })();
      callers.clear();
      return demoKey;
    },
    createKey(role, options = {}) {
      const scopes = options.scopes ?? SCOPES;
      for (const scope of scopes) {
        if (!(SCOPES as readonly string[]).includes(scope)) throw new TypeError(`unknown scope: ${String(scope)}`);
      }
      return addKey(accountOf(role), generateApiKey('live'), options.name ?? 'API key', [...new Set(scopes)]);
    },
    revokeKey(key) {
      const row = findKey.get(hashApiKey(key));
      if (row === undefined) throw new Error('unknown API key');
      if (row.revoked_at === null) db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ?').run(now().toISOString(), row.id);
      callers.clear();
    },
  };
}
