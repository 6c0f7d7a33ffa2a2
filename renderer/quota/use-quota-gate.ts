import { quotaBlockReason } from './quota-level';
import { useCurrentQuota, useQuotaAsLastReported } from './use-current-quota';

export interface QuotaGate {
  /** No request can be answered until the quota resets. */
  blocked: boolean;
  /** Why actions are disabled, for the disabled control's description; null when not blocked. */
  reason: string | null;
  /** At or below 20 % of the daily quota: spend requests only on what the user asks for. */
  low: boolean;
}

/** Whether actions that send a request may run now; everything already loaded stays usable regardless. */
export function useQuotaGate(): QuotaGate {
  const quota = useCurrentQuota();
  const reason = quotaBlockReason(quota);
  return {
    blocked: reason !== null,
    reason,
    low: quota.level === 'warning' || quota.level === 'critical' || quota.level === 'exhausted',
  };
}

/**
 * Whether a request may be asked for now — a Retry offered, the next page loaded — not while
 * today's quota is used up (nothing would be sent; the quota banner says when it returns).
 */
export function useRequestsAllowed(): boolean {
  return useQuotaAsLastReported().level !== 'exhausted';
}
