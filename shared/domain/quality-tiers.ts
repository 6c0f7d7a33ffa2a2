/** LQS's tiers, best first, as the API spells them (`lqs_tier`). Their thresholds: lqs.ts. */
export const QUALITY_TIERS = ['platinum', 'gold', 'silver', 'bronze'] as const;
export type QualityTier = (typeof QUALITY_TIERS)[number];
