import type { ReactNode } from 'react';
import { Button } from '../controls/button';
import { cx } from '../class-names';
import { CheckCircleIcon, CloseIcon, ErrorIcon, InfoIcon, WarningIcon } from '../icons';

export type BannerTone = 'info' | 'warning' | 'error' | 'success';

interface BannerAction {
  label: string;
  onClick(): void;
}

export interface BannerProps {
  tone: BannerTone;
  /** Bold lead words, e.g. "Offline". */
  title?: string;
  children?: ReactNode;
  action?: BannerAction;
  secondaryAction?: BannerAction;
  onDismiss?: () => void;
  className?: string;
}

const TONE_ICON = { info: InfoIcon, warning: WarningIcon, error: ErrorIcon, success: CheckCircleIcon } as const;
const TONE_WORD = { info: 'Note', warning: 'Warning', error: 'Error', success: 'Done' } as const;

/** A message strip: icon and words carry the tone (never colour alone); errors and warnings are announced. */
export function Banner({ tone, title, children, action, secondaryAction, onDismiss, className }: BannerProps) {
  const Icon = TONE_ICON[tone];
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div role={urgent ? 'alert' : 'status'} className={cx('banner', `banner--${tone}`, className)}>
      <Icon className="banner__icon" />
      <div className="banner__text">
        {title ? <strong className="banner__title">{title}</strong> : <span className="visually-hidden">{TONE_WORD[tone]}: </span>}
        {children && <span className="banner__body">{children}</span>}
      </div>
      {(action || secondaryAction) && (
        <div className="banner__actions">
          {secondaryAction && (
            <Button size="sm" variant="ghost" onClick={secondaryAction.onClick}>
              {secondaryAction.label}
            </Button>
          )}
          {action && (
            <Button size="sm" onClick={action.onClick}>
              {action.label}
            </Button>
          )}
        </div>
      )}
      {onDismiss && (
        <button type="button" className="banner__dismiss" aria-label="Dismiss" onClick={onDismiss}>
          <CloseIcon size={14} />
        </button>
      )}
    </div>
  );
}
