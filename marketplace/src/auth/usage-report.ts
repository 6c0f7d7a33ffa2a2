import type Database from 'better-sqlite3';
import type { ApiKeyUsage, Scope } from '@dmd/shared/wire/api-types';
import { lastUtcDays, utcDay } from '@dmd/shared/domain/utc-day';

export const DAILY_HISTORY_DAYS = 30;

interface AccountUsage {
  requestsToday: number;
  requestsAllTime: number;
  activeKeys: number;
  keys: ApiKeyUsage[];
  daily: Array<{ date: string; requests: number }>;
}

interface KeyUsageRow {
  id: string;
  name: string;
  prefix: string;
  scopes: string;
  created_at: string;
  today: number;
  all_time: number;
  last_used_at: string | null;
}

/** Reads an account's request counts: totals (all its keys, revoked ones too), active keys, last 30 days. */
export interface UsageReport {
  of(accountId: string, now: Date): AccountUsage;
}

export function openUsageReport(db: Database.Database): UsageReport {
  const keyRows: Database.Statement<[string, string], KeyUsageRow> = db.prepare(
    `SELECT k.id, k.name, k.prefix, k.scopes, k.created_at,
            COALESCE(SUM(CASE WHEN u.day = ? THEN u.requests END), 0) AS today,
            COALESCE(SUM(u.requests), 0) AS all_time,
            MAX(u.last_used_at) AS last_used_at
     FROM api_keys k LEFT JOIN key_usage u ON u.key_id = k.id
     WHERE k.account_id = ? AND k.revoked_at IS NULL
     GROUP BY k.id ORDER BY k.created_at, k.rowid`,
  );
  const totals: Database.Statement<[string, string], { today: number; all_time: number }> = db.prepare(
    `SELECT COALESCE(SUM(CASE WHEN u.day = ? THEN u.requests END), 0) AS today, COALESCE(SUM(u.requests), 0) AS all_time
     FROM api_keys k JOIN key_usage u ON u.key_id = k.id WHERE k.account_id = ?`,
  );
  const dailyRows: Database.Statement<[string, string], { day: string; requests: number }> = db.prepare(
    `SELECT u.day AS day, SUM(u.requests) AS requests FROM api_keys k JOIN key_usage u ON u.key_id = k.id
     WHERE k.account_id = ? AND u.day >= ? GROUP BY u.day`,
  );
  return {
    of(accountId, now) {
      const today = utcDay(now);
      const keys = keyRows.all(today, accountId).map((row): ApiKeyUsage => ({
        id: row.id,
        name: row.name,
        prefix: row.prefix,
        scopes: row.scopes === '' ? [] : (row.scopes.split(' ') as Scope[]),
        requests_today: row.today,
        requests_all_time: row.all_time,
        last_used_at: row.last_used_at,
        created_at: row.created_at,
      }));
      const sums = totals.get(today, accountId) ?? { today: 0, all_time: 0 };
      const days = lastUtcDays(now, DAILY_HISTORY_DAYS);
      const counted = new Map(dailyRows.all(accountId, days[0] as string).map((row) => [row.day, row.requests]));
      return {
        requestsToday: sums.today,
        requestsAllTime: sums.all_time,
        activeKeys: keys.length,
        keys,
        daily: days.map((date) => ({ date, requests: counted.get(date) ?? 0 })),
      };
    },
  };
}
