import { cx } from './class-names';
import { formatScore } from './format';
import { isQualityTier, tierForScore, tierLabel } from './tier';

export interface TierBadgeProps {
  /** The tier as the record gives it; unknown names are shown as they are. */
  tier?: unknown;
  /** The LQS composite; shown beside the tier. */
  score?: unknown;
  size?: 'sm' | 'lg';
  className?: string;
}

/** Tier by colour AND by name, e.g. "LQS 84.2 Gold". */
export function TierBadge({ tier, score, size = 'sm', className }: TierBadgeProps) {
  const numericScore = typeof score === 'number' && Number.isFinite(score) ? score : undefined;
  const name = typeof tier === 'string' && tier ? tier : numericScore !== undefined ? tierForScore(numericScore) : undefined;
  const tone = isQualityTier(name) ? name.toLowerCase() : 'unknown';
  if (name === undefined && numericScore === undefined) return null;
  return (
    <span className={cx('tier-badge', `tier-badge--${tone}`, `tier-badge--${size}`, className)}>
      <span className="tier-badge__mark" aria-hidden="true" />
      {numericScore !== undefined && (
        <span className="tier-badge__score tabular">
          <span className="visually-hidden">LQS </span>
          {formatScore(numericScore)}
        </span>
      )}
      {numericScore !== undefined && name !== undefined && ' '}
      {name !== undefined && <span className="tier-badge__name">{tierLabel(name)}</span>}
    </span>
  );
}
