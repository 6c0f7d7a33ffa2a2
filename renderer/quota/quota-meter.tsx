import { useConnectionStore } from '../state/connection-store';
import { formatNumber } from '../../shared/display/format';
import { Tooltip } from '../ui/controls/tooltip';
import { describeResetTime, formatCountdown, quotaLevelWords, type CurrentQuota } from './quota-level';
import { useAccount } from '../account/use-account';
import { allowsBackgroundFetch } from './background-fetching';
import { useQuotaStore } from './quota-store';
import { useClock } from './use-clock';
import { useCurrentQuota } from './use-current-quota';
import { quotaWords } from './quota-words';
import './quota.css';

const TIER_WORDS = { free: 'Free', pro: 'Pro' } as const;

/** The tooltip text: level, remaining of the limit, reset time in local time and UTC, and how long until then. */
function resetDescription(quota: CurrentQuota, now: Date): string {
  const parts = [quotaLevelWords(quota.level) + '.'];
  if (quota.level !== 'unknown' && quota.remaining !== null && quota.limit !== null) {
    parts.push(`${formatNumber(Math.max(0, quota.remaining))} of ${formatNumber(quota.limit)} requests left today.`);
  }
  if (quota.pausedUntil !== null) {
    parts.push(
      `The marketplace asked the app to send fewer requests; it sends again in ${formatCountdown(quota.pausedUntil.getTime() - now.getTime())}. This is a rate limit, not a used-up quota.`,
    );
  }
  if (quota.resetPassed) parts.push('The daily quota has reset; the next request confirms the new count.');
  if (quota.resetsAt !== null) {
    parts.push(`Resets ${describeResetTime(quota.resetsAt)}, in ${formatCountdown(quota.resetsAt.getTime() - now.getTime())}.`);
  } else if (!quota.resetPassed) {
    parts.push('Resets daily at 00:00 UTC.');
  }
  return parts.join(' ');
}

/**
 * The daily quota, always in view, in words: "79 left · resets in 23 h", the tier, and the reset
 * time in local time and UTC on hover or focus. A rate-limit pause and a low quota are said too.
 */
export function QuotaMeter() {
  const quota = useCurrentQuota();
  const reported = useQuotaStore((store) => store.quota !== null);
  const connected = useConnectionStore((store) => store.status !== null);
  // The tier comes only with the account record; the core remembers it once seen. Until then
  // (first run) read the account once, shared with the Account view's query.
  // Not with little quota left: the tier is not worth a request then. Not before the app knows
  // which marketplace it talks to (while the embedded one starts).
  useAccount({ enabled: connected && reported && quota.tier === null && allowsBackgroundFetch(quota.level) });
  const now = useClock(1000);
  const known = quota.limit !== null && quota.remaining !== null && quota.level !== 'unknown';
  const words = quotaWords(quota, now);
  const pausedFor = quota.pausedUntil !== null ? formatCountdown(quota.pausedUntil.getTime() - now.getTime()) : null;

  return (
    <div className={`quota-meter quota-meter--${quota.level}`}>
      <Tooltip content={resetDescription(quota, now)} placement="bottom-end">
        <div
          className="quota-meter__body"
          role="meter"
          tabIndex={0}
          aria-label="Daily request quota"
          aria-valuemin={0}
          aria-valuemax={known ? (quota.limit ?? 0) : 100}
          aria-valuenow={known ? Math.max(0, quota.remaining ?? 0) : 0}
          aria-valuetext={pausedFor !== null ? `${words.valueText}; paused for ${pausedFor} by a rate limit` : words.valueText}
        >
          <span className="quota-meter__words tabular" aria-hidden="true">
            {words.text}
          </span>
        </div>
      </Tooltip>
      {pausedFor !== null ? (
        <span className="quota-meter__state quota-meter__state--paused">Paused {pausedFor}</span>
      ) : (
        quota.level !== 'ok' && quota.level !== 'unknown' && <span className="quota-meter__state">{shortLevelWords(quota.level)}</span>
      )}
      {quota.tier !== null && <span className="quota-meter__tier">{TIER_WORDS[quota.tier] ?? quota.tier}</span>}
    </div>
  );
}

function shortLevelWords(level: 'warning' | 'critical' | 'exhausted'): string {
  return { warning: 'Low', critical: 'Almost out', exhausted: 'Used up' }[level];
}
