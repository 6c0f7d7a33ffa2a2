import type { ReactNode } from 'react';

export interface LoadingSkeletonProps {
  /** What is loading, told to screen readers (e.g. "Loading account…"). */
  label: string;
  /** The skeleton blocks, stacked. */
  children: ReactNode;
}

/** A stack of skeleton blocks standing in for a panel while it loads, with a status for screen readers. */
export function LoadingSkeleton({ label, children }: LoadingSkeletonProps) {
  return (
    <div className="skeleton-stack">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {children}
    </div>
  );
}
