import type Database from 'better-sqlite3';
import type { Account, Caller } from './accounts-store';
import { nextUtcMidnight, utcDay } from '../../../shared/utc-day';

export interface QuotaStanding {
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

export interface QuotaRefusal extends QuotaStanding {
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
export class QuotaLedger {
  private readonly usedToday: Database.Statement<[string, string], number>;
  private readonly spend: Database.Statement<[string, string, string]>;
  private readonly refundUnit: Database.Statement<[string, string]>;
  private readonly begin: Database.Statement<[]>;
  private readonly commit: Database.Statement<[]>;
  private readonly rollback: Database.Statement<[]>;
  private batch: Batch | null = null;

  constructor(
    private readonly db: Database.Database,
    private readonly now: () => Date,
  ) {
    this.usedToday = db
      .prepare<[string, string], number>(
        'SELECT COALESCE(SUM(u.requests), 0) FROM api_keys k JOIN key_usage u ON u.key_id = k.id AND u.day = ? WHERE k.account_id = ?',
      )
      .pluck();
    this.spend = db.prepare<[string, string, string]>(
      `INSERT INTO key_usage (key_id, day, requests, last_used_at) VALUES (?, ?, 1, ?)
       ON CONFLICT (key_id, day) DO UPDATE SET requests = requests + 1, last_used_at = excluded.last_used_at`,
    );
    this.refundUnit = db.prepare('UPDATE key_usage SET requests = requests - 1 WHERE key_id = ? AND day = ? AND requests > 0');
    this.begin = db.prepare('BEGIN IMMEDIATE');
    this.commit = db.prepare('COMMIT');
    this.rollback = db.prepare('ROLLBACK');
  }

  tryCharge(caller: Caller): QuotaCharge | QuotaRefusal {
    const now = this.now();
    const at = now.toISOString();
    const day = at.slice(0, 10);
    const { dailyLimit: limit, id: accountId } = caller.account;
    const resetsAt = nextUtcMidnight(now);
    const batch = this.openBatch();
    const usedKey = `${accountId}|${day}`;
    const used = batch.used.get(usedKey) ?? this.usedToday.get(day, accountId) ?? 0;
    if (used >= limit) {
      batch.used.set(usedKey, used);
      const retryAfterSeconds = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
      return { granted: false, limit, used: limit, remaining: 0, resetsAt, retryAfterSeconds, committed: batch.committed };
    }
    this.spend.run(caller.keyId, day, at);
    batch.used.set(usedKey, used + 1);
    return {
      granted: true,
      keyId: caller.keyId,
      accountId,
      day,
      limit,
      used: used + 1,
      remaining: limit - used - 1,
      resetsAt,
      committed: batch.committed,
    };
  }

  /** Gives back a unit whose request ended in a server error (or was never answered). */
  refund(charge: QuotaCharge): QuotaCharge {
    const batch = this.openBatch();
    this.refundUnit.run(charge.keyId, charge.day);
    const usedKey = `${charge.accountId}|${charge.day}`;
    const used = batch.used.get(usedKey);
    if (used !== undefined) batch.used.set(usedKey, Math.max(0, used - 1));
    return { ...charge, used: charge.used - 1, remaining: charge.remaining + 1 };
  }

  /** Today's standing of an account without spending anything. */
  standing(account: Account): QuotaStanding {
    const now = this.now();
    const used = Math.min(account.dailyLimit, this.usedToday.get(utcDay(now), account.id) ?? 0);
    return { limit: account.dailyLimit, used, remaining: account.dailyLimit - used, resetsAt: nextUtcMidnight(now) };
  }

  /** Commits the open batch now (before the database is closed); its responses may then go out. */
  flush(): void {
    const batch = this.batch;
    if (batch === null) return;
    this.batch = null;
    if (!this.db.open) {
      batch.settle(new Error('the database was closed before the quota counts were committed'));
      return;
    }
    try {
      this.commit.run();
    } catch (error) {
      if (this.db.inTransaction) this.rollback.run();
      batch.settle(error);
      return;
    }
    batch.settle();
  }

  private openBatch(): Batch {
    if (this.batch !== null) return this.batch;
    this.begin.run();
    let settle: Batch['settle'] = () => undefined;
    const committed = new Promise<void>((resolve, reject) => {
      settle = (error) => (error === undefined ? resolve() : reject(error));
    });
    // Nobody may await a batch that fails; the pipeline does for every charge, this is for the rest.
    committed.catch(() => undefined);
    const batch: Batch = { used: new Map(), committed, settle };
    this.batch = batch;
    setImmediate(() => this.flush());
    return batch;
  }
}
