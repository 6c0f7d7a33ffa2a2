import type { ReactNode } from 'react';
import type { AppError } from '../../shared/domain/app-error';
import { Button, ErrorPanel } from '../ui';

export interface SettingsFormFooterProps {
  /** The submit button's words. */
  submit: ReactNode;
  pending: boolean;
  /** What the last save did, as a sentence (announced: a live status). */
  status: string;
  failure: AppError | null;
  /** A retry that stays on this computer (saving settings), offered even at quota 0. */
  onRetry?: () => void;
}

/** A Settings form's submit button, its live status line and, after a failed save, the error. */
export function SettingsFormFooter({ submit, pending, status, failure, onRetry }: SettingsFormFooterProps) {
  return (
    <>
      <div className="settings-form__actions">
        <Button type="submit" variant="primary" disabled={pending}>
          {submit}
        </Button>
        <span role="status" className="settings-form__status">
          {status}
        </span>
      </div>
      {failure !== null && <ErrorPanel error={failure} onRetry={onRetry} retryNeedsQuota={false} compact />}
    </>
  );
}
