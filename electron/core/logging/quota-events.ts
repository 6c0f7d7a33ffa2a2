/** What changed in a connection's quota that the log tells: used up, rate limited, its end, a reset. */
import type { QuotaState } from '../../../shared/ipc/ipc-contract';

export type QuotaEvent =
  | { event: 'quota.used-up'; limit: number | null; resetsAt: string | null }
  | { event: 'quota.rate-limited'; until: string }
  | { event: 'quota.rate-limit-over' }
  | { event: 'quota.reset'; remaining: number; limit: number | null };

export function quotaEvents(previous: QuotaState | null, next: QuotaState): QuotaEvent[] {
  const events: QuotaEvent[] = [];
  if (next.remaining === 0 && previous?.remaining !== 0) events.push({ event: 'quota.used-up', limit: next.limit, resetsAt: next.resetsAt });
  if (next.rateLimitedUntil !== null && next.rateLimitedUntil !== previous?.rateLimitedUntil)
    events.push({ event: 'quota.rate-limited', until: next.rateLimitedUntil });
  if (next.rateLimitedUntil === null && (previous?.rateLimitedUntil ?? null) !== null) events.push({ event: 'quota.rate-limit-over' });
  const before = previous?.remaining ?? null;
  if (before !== null && next.remaining !== null && next.remaining > before)
    events.push({ event: 'quota.reset', remaining: next.remaining, limit: next.limit });
  return events;
}
