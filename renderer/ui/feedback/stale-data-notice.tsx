import { toAppError } from '../../queries/call-bridge';
import { useRequestsAllowed } from '../../quota/use-quota-gate';
import { Button } from '../controls/button';
import { cx } from '../class-names';
import { errorTitle } from './error-text';
import { WarningIcon } from '../icons';
import { RelativeTime } from '../display/relative-time';

export interface StaleDataNoticeProps {
  /** When the shown data was fetched (react-query's dataUpdatedAt). */
  updatedAt: number;
  /** The failure of the latest refresh, if any: then the notice says why the data may be old. */
  error?: unknown;
  /** Why no refresh is attempted, e.g. the daily quota is used up. */
  pausedReason?: string | null;
  /** Asks the marketplace again: not offered while today's quota is used up. */
  onRetry?: () => void;
  className?: string;
}

/** "Updated 3 h ago", and when a refresh failed (offline, quota used up): why the saved data is shown. */
export function StaleDataNotice({ updatedAt, error, pausedReason, onRetry, className }: StaleDataNoticeProps) {
  const requestsAllowed = useRequestsAllowed();
  if (!updatedAt) return null;
  if (!error) {
    return (
      // Its age is of this moment: a saved first view leaves it out (first-view-capture.ts).
      <span className={cx('stale-notice', className)} data-first-view="skip">
        <RelativeTime value={updatedAt} prefix="Updated" />
        {pausedReason && <span> · saved copy: {pausedReason}</span>}
      </span>
    );
  }
  const appError = toAppError(error);
  return (
    <span role="status" className={cx('stale-notice', 'stale-notice--warning', className)} data-first-view="skip">
      <WarningIcon size={14} />
      <span>
        Showing saved data, <RelativeTime value={updatedAt} prefix="updated" />. {errorTitle(appError)}.
      </span>
      {onRetry && requestsAllowed && (
        <Button size="sm" variant="ghost" onClick={onRetry}>
          Retry
        </Button>
      )}
    </span>
  );
}
