import type Database from 'better-sqlite3';
import type { Account, Caller } from './accounts-store';
import { nextUtcMidnight, utcDay } from '@dmd/shared/domain/utc-day';

interface QuotaStanding {
  limit: number;
  used: number;
  remaining: number;
  resetsAt: Date;
}

/** One unit spent by one request; kept so a 5xx can give it back to the right day. */
export interface QuotaCharge extends QuotaStanding {
  granted: true;
  keyId: string;
  accountId: string;
  day: string;
  /**
   * Settles once the unit is in the database file (the commit of its batch). A response must
   * not go out before: a count a client has seen is never lost by a restart. Rejects when the
   * commit failed, and the unit was then never spent.
   */
  committed: Promise<void>;
}

interface QuotaRefusal extends QuotaStanding {
  granted: false;
  retryAfterSeconds: number;
  /** Settles once the counts this refusal was judged on are committed (rejects if they were not). */
  committed: Promise<void>;
}

/** The write transaction charges of one event-loop turn share. */
interface Batch {
  /** Units used per account and day, read once per batch: no other writer can change them while it is open. */
  used: Map<string, number>;
  committed: Promise<void>;
  settle: (error?: unknown) => void;
}

/**
 * Per-account daily quota over the per-key-per-day counts in the database. A charge checks
 * and increments inside an IMMEDIATE write transaction, so concurrent requests (or another
 * process on the same file) never spend more than the limit. The charges of one event-loop
 * turn (the requests that arrived together) share one transaction, committed right after that
 * turn (setImmediate) and before any of their responses is sent: one commit per turn instead of
 * one per request, which was the largest cost of a cached listing under load.
 */
export interface QuotaLedger {
  tryCharge(caller: Caller): QuotaCharge | QuotaRefusal;
  /** Gives back a unit whose request ended in a server error (or was never answered). */
  refund(charge: QuotaCharge): QuotaCharge;
  /** Today's standing of an account without spending anything. */
  standing(account: Account): QuotaStanding;
  /** Commits the open batch now (before the database is closed); its responses may then go out. */
  flush(): void;
}

export function openQuotaLedger(db: Database.Database, now: () => Date): QuotaLedger {
  const usedToday = db
    .prepare<[string, string], number>(
      'SELECT COALESCE(SUM(u.requests), 0) FROM api_keys k JOIN key_usage u ON u.key_id = k.id AND u.day = ? WHERE k.account_id = ?',
    )
    .pluck();
  const spend = db.prepare<[string, string, string]>(
    `INSERT INTO key_usage (key_id, day, requests, last_used_at) VALUES (?, ?, 1, ?)
     ON CONFLICT (key_id, day) DO UPDATE SET requests = requests + 1, last_used_at = excluded.last_used_at`,
  );
  const refundUnit = db.prepare('UPDATE key_usage SET requests = requests - 1 WHERE key_id = ? AND day = ? AND requests > 0');
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  const rollback = db.prepare('ROLLBACK');
  let batch: Batch | null = null;

  function flush(): void {
    const open = batch;
    if (open === null) return;
    batch = null;
    if (!db.open) {
      open.settle(new Error('the database was closed before the quota counts were committed'));
      return;
    }
    try {
      commit.run();
    } catch (error) {
      if (db.inTransaction) rollback.run();
      open.settle(error);
      return;
    }
    open.settle();
  }

  function openBatch(): Batch {
    if (batch !== null) return batch;
    begin.run();
    let settle: Batch['settle'] = () => undefined;
    const committed = new Promise<void>((resolve, reject) => {
      settle = (error) => (error === undefined ? resolve() : reject(error));
    });
    // Nobody may await a batch that fails; the pipeline does for every charge, this is for the rest.
    committed.catch(() => undefined);
    const opened: Batch = { used: new Map(), committed, settle };
    batch = opened;
    setImmediate(flush);
    return opened;
  }

  return {
    flush,
    tryCharge(caller) {
      const moment = now();
      const at = moment.toISOString();
      const day = at.slice(0, 10);
      const { dailyLimit: limit, id: accountId } = caller.account;
      const resetsAt = nextUtcMidnight(moment);
      const current = openBatch();
      const usedKey = `${accountId}|${day}`;
      const used = current.used.get(usedKey) ?? usedToday.get(day, accountId) ?? 0;
      if (used >= limit) {
        current.used.set(usedKey, used);
        const retryAfterSeconds = Math.max(1, Math.ceil((resetsAt.getTime() - moment.getTime()) / 1000));
        return { granted: false, limit, used: limit, remaining: 0, resetsAt, retryAfterSeconds, committed: current.committed };
      }
      spend.run(caller.keyId, day, at);
      current.used.set(usedKey, used + 1);
      return {
        granted: true,
        keyId: caller.keyId,
        accountId,
        day,
        limit,
        used: used + 1,
        remaining: limit - used - 1,
        resetsAt,
        committed: current.committed,
      };
    },
    refund(charge) {
      const current = openBatch();
      refundUnit.run(charge.keyId, charge.day);
      const usedKey = `${charge.accountId}|${charge.day}`;
      const used = current.used.get(usedKey);
      if (used !== undefined) current.used.set(usedKey, Math.max(0, used - 1));
      return { ...charge, used: charge.used - 1, remaining: charge.remaining + 1 };
    },
    standing(account) {
      const moment = now();
      const used = Math.min(account.dailyLimit, usedToday.get(utcDay(moment), account.id) ?? 0);
      return { limit: account.dailyLimit, used, remaining: account.dailyLimit - used, resetsAt: nextUtcMidnight(moment) };
    },
  };
}
