import { QUALITY_TIERS, type QualityTier } from '../../shared/api-types';

export function isQualityTier(value: unknown): value is QualityTier {
  return typeof value === 'string' && (QUALITY_TIERS as readonly string[]).includes(value.toLowerCase());
}

/** The tier a score falls in (LQS 3.0 thresholds), for records that give a score but no tier. */
export function tierForScore(score: number): QualityTier {
  if (score >= 90) return 'platinum';
  if (score >= 75) return 'gold';
  if (score >= 60) return 'silver';
  return 'bronze';
}

export function tierLabel(tier: string): string {
  return tier ? tier[0]!.toUpperCase() + tier.slice(1).toLowerCase() : tier;
}
