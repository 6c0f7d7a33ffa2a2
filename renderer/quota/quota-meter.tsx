import { formatNumber, Tooltip } from '../ui';
import { describeResetTime, formatCountdown, quotaLevelWords, type CurrentQuota } from './quota-level';
import { useAccount } from '../account/use-account';
import { allowsBackgroundFetch } from './background-fetching';
import { useQuotaStore } from './quota-store';
import { useClock } from './use-clock';
import { useCurrentQuota } from './use-current-quota';
import './quota.css';

const TIER_WORDS = { free: 'Free', pro: 'Pro' } as const;

/** The tooltip text: level, reset time in local time and UTC, and how long until then. */
function resetDescription(quota: CurrentQuota, now: Date): string {
  const parts = [quotaLevelWords(quota.level) + '.'];
  if (quota.pausedUntil !== null) {
    parts.push(`The marketplace asked the app to send fewer requests; it sends again in ${formatCountdown(quota.pausedUntil.getTime() - now.getTime())}. This is a rate limit, not a used-up quota.`);
  }
  if (quota.resetPassed) parts.push('The daily quota has reset; the next request confirms the new count.');
  if (quota.resetsAt !== null) {
    parts.push(`Resets ${describeResetTime(quota.resetsAt)}, in ${formatCountdown(quota.resetsAt.getTime() - now.getTime())}.`);
  } else if (!quota.resetPassed) {
    parts.push('Resets daily at 00:00 UTC.');
  }
  return parts.join(' ');
}

/** The daily quota, always in view: remaining of limit, tier, a bar, and the reset time on hover or focus. */
export function QuotaMeter() {
  const quota = useCurrentQuota();
  const reported = useQuotaStore((store) => store.quota !== null);
  // The tier comes only with the account record; the core remembers it once seen. Until then
  // (first run) read the account once, shared with the Account view's query.
  // Not with little quota left: the tier is not worth a request then.
  useAccount({ enabled: reported && quota.tier === null && allowsBackgroundFetch(quota.level) });
  const now = useClock(1000);
  const known = quota.limit !== null && quota.remaining !== null && quota.level !== 'unknown';
  const remaining = Math.max(0, quota.remaining ?? 0);
  const limit = quota.limit ?? 0;
  const percent = known && limit > 0 ? Math.min(100, (remaining / limit) * 100) : 0;
  const valueText = known ? `${formatNumber(remaining)} of ${formatNumber(limit)} requests left today` : 'Not known until the first request';

  return (
    <div className={`quota-meter quota-meter--${quota.level}`}>
      <Tooltip content={resetDescription(quota, now)} placement="bottom-end">
        <div
          className="quota-meter__body"
          role="meter"
          tabIndex={0}
          aria-label="Daily request quota"
          aria-valuemin={0}
          aria-valuemax={known ? limit : 100}
          aria-valuenow={known ? remaining : 0}
          aria-valuetext={valueText}
        >
          <span className="quota-meter__numbers tabular" aria-hidden="true">
            {known ? `${formatNumber(remaining)} / ${formatNumber(limit)}` : '— / —'}
          </span>
          <span className="quota-meter__track" aria-hidden="true">
            <span className="quota-meter__fill" style={{ width: `${percent}%` }} />
          </span>
        </div>
      </Tooltip>
      {quota.pausedUntil !== null ? (
        <span className="quota-meter__state quota-meter__state--paused">Paused {formatCountdown(quota.pausedUntil.getTime() - now.getTime())}</span>
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
