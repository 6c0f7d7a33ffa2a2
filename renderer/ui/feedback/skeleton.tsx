import type { CSSProperties } from 'react';
import { cx } from '../class-names';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** Several text-like lines; the last one shorter. */
  lines?: number;
  className?: string;
}

/** A placeholder block while content loads; hidden from assistive tech (the container sets aria-busy). */
export function Skeleton({ width = '100%', height = 12, lines, className }: SkeletonProps) {
  if (lines && lines > 1) {
    return (
      <span className={cx('skeleton-lines', className)} aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <span key={index} className="skeleton" style={{ width: index === lines - 1 ? '60%' : width, height }} />
        ))}
      </span>
    );
  }
  return <span className={cx('skeleton', className)} style={{ width, height }} aria-hidden="true" />;
}
