import type { QualityTier } from '../../../shared/wire/api-types';
import type { Stated, Word } from '../../../shared/domain/stated';
import { cx } from '../class-names';
import { formatScore } from '../../../shared/display/format';
import { sourceOf } from './source-of';
import { tierWordLabel } from '../../../shared/display/tier';

export interface TierBadgeProps {
  /** The tier as the marketplace stated it; a word the app does not know is shown as sent, in a neutral colour. */
  tier?: Stated<Word<QualityTier>>;
  /** The LQS composite as stated. */
  score?: Stated<number>;
  size?: 'sm' | 'lg';
  className?: string;
}

/**
 * Tier by colour AND by name, e.g. "84.2 Gold". Only what the record states: a score without a
 * tier shows no tier (the app does not place it in one), and a missing score shows no number.
 */
export function TierBadge({ tier, score, size = 'sm', className }: TierBadgeProps) {
  if (tier === undefined && score === undefined) return null;
  const tone = tier !== undefined && 'known' in tier.value ? tier.value.known : 'unknown';
  const title = [score && `Score: ${sourceOf(score)}`, tier && `Tier: ${sourceOf(tier)}`].filter(Boolean).join('\n');
  return (
    <span className={cx('tier-badge', `tier-badge--${tone}`, `tier-badge--${size}`, className)} title={title}>
      <span className="tier-badge__mark" aria-hidden="true" />
      {score !== undefined && (
        <span className="tier-badge__score tabular">
          <span className="visually-hidden">LQS </span>
          {formatScore(score.value)}
        </span>
      )}
      {score !== undefined && tier !== undefined && ' '}
      {tier !== undefined && <span className="tier-badge__name">{tierWordLabel(tier.value)}</span>}
    </span>
  );
}
