import type { AppError } from '../../../shared/domain/app-error';
import { toAppError } from '../../queries/call-bridge';
import { useUiStore } from '../../state/ui-store';
import { requestSettingsTarget, type SettingsTarget } from '../../state/settings-target';
import { useRequestsAllowed } from '../../quota/use-quota-gate';
import { Button } from '../controls/button';
import { cx } from '../class-names';
import { errorMeta, errorTitle, networkSettingsAction, withoutSettingsPointer } from './error-text';
import { ErrorIcon, RefreshIcon, SettingsIcon } from '../icons';
import { RelativeTime } from '../display/relative-time';

export interface ErrorPanelProps {
  /** An AppError, or anything thrown (it is turned into one). */
  error: AppError | unknown;
  onRetry?: () => void;
  /**
   * The Retry asks the marketplace again (the default), so it is not offered while today's quota
   * is used up. False for a retry that stays on this computer (saving settings, a screen's render).
   */
  retryNeedsQuota?: boolean;
  /** Defaults to switching to the Settings view. */
  onOpenSettings?: () => void;
  /** Less padding, for use inside a list or a tab. */
  compact?: boolean;
  className?: string;
}

/**
 * What failed, in words, with its status, and the way out: Retry (not while the quota is used up),
 * Open Settings or Network settings (not on Settings itself), or the missing scope.
 */
export function ErrorPanel({ error, onRetry, retryNeedsQuota = true, onOpenSettings, compact, className }: ErrorPanelProps) {
  const appError = toAppError(error);
  const onSettings = useUiStore((s) => s.view === 'settings');
  const setView = useUiStore((s) => s.setView);
  const openSettings = onOpenSettings ?? (() => setView('settings'));
  const requestsAllowed = useRequestsAllowed();
  const retry = retryNeedsQuota && !requestsAllowed ? undefined : onRetry;
  const meta = errorMeta(appError);
  const offersSettings = (appError.kind === 'unauthorized' || appError.kind === 'forbidden') && !onSettings;
  const network = onSettings ? null : networkSettingsAction(appError);
  const openNetwork = (target: SettingsTarget) => {
    requestSettingsTarget(target);
    setView('settings');
  };
  return (
    <div role="alert" className={cx('error-panel', compact && 'error-panel--compact', className)}>
      <ErrorIcon className="error-panel__icon" size={compact ? 16 : 20} />
      <div className="error-panel__content">
        <h3 className="error-panel__title">{errorTitle(appError)}</h3>
        {/* Where the Open Settings button shows, the message's own pointer to Settings would say it twice. */}
        <p className="error-panel__message">{offersSettings ? withoutSettingsPointer(appError.message) : appError.message}</p>
        {appError.kind === 'forbidden' && (
          <p className="error-panel__detail">
            {appError.requiredScope ? (
              <>
                The key needs the scope <code>{appError.requiredScope}</code>. Create a key with it in the marketplace console, then save it in Settings.
              </>
            ) : (
              'The key does not have the scope this needs. Create a key with it in the marketplace console.'
            )}
          </p>
        )}
        {appError.kind === 'quota_exceeded' && appError.resetAt && (
          <p className="error-panel__detail">
            The quota resets <RelativeTime value={appError.resetAt} />.
          </p>
        )}
        {appError.kind === 'rate_limited' && appError.retryAt && (
          <p className="error-panel__detail">
            The app sends requests again <RelativeTime value={appError.retryAt} />.
          </p>
        )}
        {appError.failedAt && (
          <p className="error-panel__detail">
            This failed <RelativeTime value={appError.failedAt} />; the app has not asked the marketplace again since. Retry asks once more.
          </p>
        )}
        {appError.kind === 'invalid_input' && appError.param && (
          <p className="error-panel__detail">
            Check <code>{appError.param}</code>.
          </p>
        )}
        {meta && <p className="error-panel__meta">{meta}</p>}
        <div className="error-panel__actions">
          {offersSettings && (
            <Button size="sm" variant="primary" icon={<SettingsIcon />} onClick={openSettings}>
              Open Settings
            </Button>
          )}
          {network && (
            <Button size="sm" variant="primary" icon={<SettingsIcon />} onClick={() => openNetwork(network.target)}>
              {network.label}
            </Button>
          )}
          {retry && (
            <Button size="sm" icon={<RefreshIcon />} onClick={retry}>
              Retry
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
