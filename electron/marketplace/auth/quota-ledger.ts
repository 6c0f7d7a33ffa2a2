import type Database from 'better-sqlite3';
import type { Account, Caller } from './accounts-store';
import { nextUtcMidnight, utcDay } from './utc-day';

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
  day: string;
}

export interface QuotaRefusal extends QuotaStanding {
  granted: false;
  retryAfterSeconds: number;
}

/**
 * Per-account daily quota over the per-key-per-day counts in the database. Check and
 * increment run in one synchronous IMMEDIATE transaction, so concurrent requests (or
 * another process on the same file) can never spend more than the limit.
 */
export class QuotaLedger {
  private readonly usedToday: Database.Statement<[string, string], number>;
  private readonly chargeTransaction: (caller: Caller, day: string, at: string) => number | null;
  private readonly refundUnit: Database.Statement<[string, string]>;

  constructor(
    db: Database.Database,
    private readonly now: () => Date,
  ) {
    this.usedToday = db
      .prepare<[string, string], number>(
        'SELECT COALESCE(SUM(u.requests), 0) FROM api_keys k JOIN key_usage u ON u.key_id = k.id AND u.day = ? WHERE k.account_id = ?',
      )
      .pluck();
    const spend = db.prepare<[string, string, string]>(
      `INSERT INTO key_usage (key_id, day, requests, last_used_at) VALUES (?, ?, 1, ?)
       ON CONFLICT (key_id, day) DO UPDATE SET requests = requests + 1, last_used_at = excluded.last_used_at`,
    );
    this.refundUnit = db.prepare('UPDATE key_usage SET requests = requests - 1 WHERE key_id = ? AND day = ? AND requests > 0');
    const charge = db.transaction((caller: Caller, day: string, at: string): number | null => {
      const used = this.usedToday.get(day, caller.account.id) ?? 0;
      if (used >= caller.account.dailyLimit) return null;
      spend.run(caller.keyId, day, at);
      return used + 1;
    });
    this.chargeTransaction = (caller, day, at) => charge.immediate(caller, day, at);
  }

  tryCharge(caller: Caller): QuotaCharge | QuotaRefusal {
    const now = this.now();
    const day = utcDay(now);
    const limit = caller.account.dailyLimit;
    const resetsAt = nextUtcMidnight(now);
    const used = this.chargeTransaction(caller, day, now.toISOString());
    if (used === null) {
      const retryAfterSeconds = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
      return { granted: false, limit, used: limit, remaining: 0, resetsAt, retryAfterSeconds };
    }
    return { granted: true, keyId: caller.keyId, day, limit, used, remaining: limit - used, resetsAt };
  }

  /** Gives back a unit whose request ended in a server error (or was never answered). */
  refund(charge: QuotaCharge): QuotaCharge {
    this.refundUnit.run(charge.keyId, charge.day);
    return { ...charge, used: charge.used - 1, remaining: charge.remaining + 1 };
  }

  /** Today's standing of an account without spending anything. */
  standing(account: Account): QuotaStanding {
    const now = this.now();
    const used = Math.min(account.dailyLimit, this.usedToday.get(utcDay(now), account.id) ?? 0);
    return { limit: account.dailyLimit, used, remaining: account.dailyLimit - used, resetsAt: nextUtcMidnight(now) };
  }
}
