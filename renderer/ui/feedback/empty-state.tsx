import type { ReactNode } from 'react';
import { cx } from '../class-names';

export interface EmptyStateProps {
  title: string;
  icon?: ReactNode;
  children?: ReactNode;
  /** Buttons or links that get the user out of the empty state. */
  actions?: ReactNode;
  className?: string;
}

export function EmptyState({ title, icon, children, actions, className }: EmptyStateProps) {
  return (
    <div className={cx('empty-state', className)}>
      {icon && <div className="empty-state__icon">{icon}</div>}
      <h3 className="empty-state__title">{title}</h3>
      {children && <div className="empty-state__body">{children}</div>}
      {actions && <div className="empty-state__actions">{actions}</div>}
    </div>
  );
}
