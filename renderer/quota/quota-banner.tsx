import { useState } from 'react';
import { Banner, formatNumber } from '../ui';
import { describeResetTime, formatCountdown } from './quota-level';
import { useClock } from './use-clock';
import { useCurrentQuota } from './use-current-quota';
import './quota.css';

/**
 * Shown only when it matters: at zero (when the quota returns, with a countdown) and, dismissibly,
 * when 5 % or less is left. The live countdown is hidden from assistive tech so the alert is not
 * re-announced every second; the reset time itself is read out.
 */
export function QuotaBanner() {
  const quota = useCurrentQuota();
  const relevant = quota.level === 'exhausted' || quota.level === 'critical';
  const now = useClock(relevant ? 1000 : null);
  // Dismissing the low-quota warning holds until the next reset (keyed by the reset time).
  const [dismissedFor, setDismissedFor] = useState<number | null>(null);

  if (!relevant) return null;
  const countdown = quota.resetsAt !== null ? formatCountdown(quota.resetsAt.getTime() - now.getTime()) : null;
  const returns =
    quota.resetsAt !== null ? (
      <>
        {' '}
        <time dateTime={quota.resetsAt.toISOString()}>{describeResetTime(quota.resetsAt)}</time>
        <span className="quota-banner__countdown" aria-hidden="true">
          {' '}
          · in {countdown}
        </span>
      </>
    ) : (
      ' at the next daily reset (00:00 UTC)'
    );

  if (quota.level === 'exhausted') {
    return (
      <Banner tone="error" title="Today’s request quota is used up." className="quota-banner">
        Requests return{returns}. Everything already loaded stays available; actions that need the marketplace are paused until then.
      </Banner>
    );
  }

  const resetKey = quota.resetsAt?.getTime() ?? 0;
  if (dismissedFor === resetKey) return null;
  return (
    <Banner
      tone="warning"
      title={`Only ${formatNumber(quota.remaining)} requests left today.`}
      className="quota-banner"
      onDismiss={() => setDismissedFor(resetKey)}
    >
      The quota returns{returns}. Pages already loaded do not use requests.
    </Banner>
  );
}
