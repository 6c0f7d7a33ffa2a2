import { useDismissedNotices } from '../state/dismissed-notices';
import { Banner } from '../ui/feedback/banner';
import { formatCount } from '../../shared/display/format';
import { describeResetTime, formatCountdown } from './quota-level';
import { dismissKey, useQuotaNotice } from './quota-notice';
import { useClock } from './use-clock';
import { useCurrentQuota } from './use-current-quota';
import './quota.css';

/**
 * Shown only when it matters: at zero (when the quota returns, with a countdown) and, dismissibly,
 * when 20 % or less is left (again at 5 %, if closed before). The live countdown is hidden from assistive tech so the alert is not
 * re-announced every second; the reset time itself is read out.
 */
export function QuotaBanner() {
  const quota = useCurrentQuota();
  const notice = useQuotaNotice();
  const dismiss = useDismissedNotices((store) => store.dismissQuotaLow);
  const now = useClock(notice !== null ? 1000 : null);

  if (notice === null) return null;
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

  if (notice === 'quota-used-up') {
    return (
      <Banner tone="error" title="Today’s request quota is used up." className="quota-banner">
        Requests return{returns}. Everything already loaded stays available; actions that need the marketplace are paused until then.
      </Banner>
    );
  }

  return (
    <Banner
      tone="warning"
      title={`Only ${formatCount(quota.remaining ?? 0, 'request')} left today.`}
      className="quota-banner"
      onDismiss={() => dismiss(dismissKey(quota.resetsAt?.getTime() ?? null, quota.level))}
    >
      The quota returns{returns}. Pages already loaded do not use requests.
    </Banner>
  );
}
