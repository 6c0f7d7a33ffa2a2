import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { SCOPES, type Scope } from '../../../shared/api-types';
import { generateApiKey, hashApiKey, isAcceptableKey, keyPrefix } from './api-keys';

export type AccountRole = 'free' | 'pro';

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
export class AccountsStore {
  private readonly accounts = new Map<string, Account>();
  /** Callers by key hash; this store is the only writer of keys, and clears it on every change. */
  private readonly callers = new Map<string, Caller | null>();
  private readonly findKey: Database.Statement<[string], KeyRow>;
  private readonly insertKey: Database.Statement<[string, string, string, string, string, string, string]>;

  constructor(
    private readonly db: Database.Database,
    private readonly now: () => Date,
    quotaOverride: Partial<Record<'free' | 'pro', number>> = {},
  ) {
    this.findKey = db.prepare('SELECT id, account_id, scopes, revoked_at FROM api_keys WHERE key_hash = ?');
    this.insertKey = db.prepare(
      'INSERT INTO api_keys (id, account_id, name, prefix, key_hash, scopes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.ensureDemoAccounts();
    const rows = db.prepare('SELECT id, role, name, email, seller_id FROM accounts').all() as AccountRow[];
    const countListings = db.prepare('SELECT count(*) FROM datasets WHERE seller_id = ? AND published = 1').pluck();
    for (const row of rows) {
      const activeListings = row.seller_id === null ? 0 : (countListings.get(row.seller_id) as number);
      const tier = activeListings >= 1 ? 'pro' : 'free';
      this.accounts.set(row.id, {
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
  }

  accountOf(role: AccountRole): Account {
    for (const account of this.accounts.values()) if (account.role === role) return account;
    throw new Error(`no ${role} account`);
  }

  /** The caller behind a key, or null when the key is unknown or revoked. */
  authenticate(key: string): Caller | null {
    const keyHash = hashApiKey(key);
    const known = this.callers.get(keyHash);
    if (known !== undefined) return known;
    const row = this.findKey.get(keyHash);
    const account = row === undefined || row.revoked_at !== null ? undefined : this.accounts.get(row.account_id);
    const caller = row === undefined || account === undefined ? null : { keyId: row.id, account, scopes: row.scopes.split(' ') };
    if (this.callers.size >= MAX_REMEMBERED_CALLERS) this.callers.clear();
    this.callers.set(keyHash, caller);
    return caller;
  }

  /**
   * Makes `key` a working demo key of the role's account: a key already registered is reused
   * (so its counts survive restarts), a new one is registered, and none generates one.
   */
  registerDemoKey(role: AccountRole, key: string | undefined): string {
    const account = this.accountOf(role);
    if (key === undefined) return this.addKey(account, generateApiKey('demo'), 'Demo key', SCOPES);
    if (!isAcceptableKey(key)) throw new TypeError(`the ${role} demo key must be 16–128 characters of A–Z, a–z, 0–9, _ or -`);
    const existing = this.findKey.get(hashApiKey(key));
    if (existing === undefined) return this.addKey(account, key, 'Demo key', SCOPES);
    if (existing.account_id !== account.id) throw new Error(`the ${role} demo key is already registered to another account`);
    if (existing.revoked_at !== null) this.db.prepare('UPDATE api_keys SET revoked_at = NULL WHERE id = ?').run(existing.id);
    this.callers.clear();
    return key;
  }

  createKey(role: AccountRole, options: { scopes?: readonly Scope[]; name?: string } = {}): string {
    const scopes = options.scopes ?? SCOPES;
    for (const scope of scopes) {
      if (!(SCOPES as readonly string[]).includes(scope)) throw new TypeError(`unknown scope: ${String(scope)}`);
    }
    return this.addKey(this.accountOf(role), generateApiKey('live'), options.name ?? 'API key', [...new Set(scopes)]);
  }

  revokeKey(key: string): void {
    const row = this.findKey.get(hashApiKey(key));
    if (row === undefined) throw new Error('unknown API key');
    if (row.revoked_at === null) this.db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ?').run(this.now().toISOString(), row.id);
    this.callers.clear();
  }

  private addKey(account: Account, key: string, name: string, scopes: readonly string[]): string {
    this.insertKey.run(randomUUID(), account.id, name, keyPrefix(key), hashApiKey(key), scopes.join(' '), this.now().toISOString());
    this.callers.clear();
    return key;
  }

  private ensureDemoAccounts(): void {
    const insert = this.db.prepare('INSERT OR IGNORE INTO accounts (id, role, name, email, seller_id, created_at) VALUES (?, ?, ?, ?, ?, ?)');
    const createdAt = this.now().toISOString();
    insert.run(randomUUID(), 'free', 'Demo User', 'demo.free@example.com', null, createdAt);
    const seller = this.db
      .prepare(
        `SELECT s.id, s.name FROM sellers s JOIN datasets d ON d.seller_id = s.id AND d.published = 1
         GROUP BY s.id ORDER BY count(*) DESC, s.id LIMIT 1`,
      )
      .get() as { id: string; name: string } | undefined;
    if (seller === undefined) throw new Error('the catalog has no seller with an active listing');
    const mailbox = seller.name.toLowerCase().replace(/[^a-z0-9]+/g, '.').replace(/^\.|\.$/g, '');
    insert.run(randomUUID(), 'pro', seller.name, `${mailbox}@example.com`, seller.id, createdAt);
  }
}
