import { quotaBlockReason } from './quota-level';
import { useQuotaStanding } from './use-current-quota';

export interface QuotaGate {
  /** No request can be answered until the quota resets. */
  blocked: boolean;
  /** Why actions are disabled, for the disabled control's description; null when not blocked. */
  reason: string | null;
  /** At or below 20 % of the daily quota: spend requests only on what the user asks for. */
  low: boolean;
}

/**
 * Whether actions that send a request may run now; everything already loaded stays usable
 * regardless. Re-renders only when that changes, not on every response's new count: the search
 * screen and every list use it.
 */
export function useQuotaGate(): QuotaGate {
  const { level, resetTime } = useQuotaStanding({ follow: true });
  const reason = quotaBlockReason({ level, resetsAt: resetTime === null ? null : new Date(resetTime) });
  return {
    blocked: reason !== null,
    reason,
    low: level === 'warning' || level === 'critical' || level === 'exhausted',
  };
}

/**
 * Whether a request may be asked for now — a Retry offered, the next page loaded — not while
 * today's quota is used up (nothing would be sent; the quota banner says when it returns).
 */
export function useRequestsAllowed(): boolean {
  return useQuotaStanding({ follow: false }).level !== 'exhausted';
}
