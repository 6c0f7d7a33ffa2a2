/**
 * LQS 3.0, the marketplace's quality methodology, as data: 14 dimensions in 5 pillars weighted
 * 35/30/20/10/5 % (api-decisions.md), and the tier thresholds. The embedded marketplace scores its
 * catalog with this table; the desktop client uses it only to group dimensions a server sent
 * without naming their pillar (and says so on screen), never to state a weight or score.
 */
import type { QualityTier } from './api-types';

export const LQS_VERSION = '3.0';

export interface PillarDefinition {
  key: string;
  label: string;
  weight: number;
  dimensions: ReadonlyArray<{ key: string; label: string }>;
}

export const PILLARS: readonly PillarDefinition[] = [
  {
    key: 'structural_integrity',
    label: 'Structural integrity',
    weight: 0.35,
    dimensions: [
      { key: 'schema_conformance', label: 'Schema conformance' },
      { key: 'completeness', label: 'Completeness' },
      { key: 'deduplication', label: 'Deduplication' },
      { key: 'format_validity', label: 'Format validity' },
    ],
  },
  {
    key: 'annotation_quality',
    label: 'Annotation quality',
    weight: 0.3,
    dimensions: [
      { key: 'label_accuracy', label: 'Label accuracy' },
      { key: 'label_consistency', label: 'Label consistency' },
      { key: 'annotator_agreement', label: 'Annotator agreement' },
      { key: 'annotation_density', label: 'Annotation density' },
    ],
  },
  {
    key: 'statistical_health',
    label: 'Statistical health',
    weight: 0.2,
    dimensions: [
      { key: 'class_balance', label: 'Class balance' },
      { key: 'coverage', label: 'Coverage' },
      { key: 'noise_robustness', label: 'Noise robustness' },
    ],
  },
  {
    key: 'training_fitness',
    label: 'Training fitness',
    weight: 0.1,
    dimensions: [
      { key: 'downstream_headroom', label: 'Downstream headroom' },
      { key: 'contamination_clean', label: 'Contamination clean' },
    ],
  },
  {
    key: 'provenance',
    label: 'Provenance',
    weight: 0.05,
    dimensions: [{ key: 'provenance_quality', label: 'Provenance quality' }],
  },
];

/** Trainability is the mean of these dimensions' scores. */
export const TRAINABILITY_DIMENSIONS: readonly string[] = ['label_accuracy', 'label_consistency', 'downstream_headroom', 'contamination_clean'];

/** Lowest composite of each tier, best first. */
export const TIER_THRESHOLDS: ReadonlyArray<{ tier: QualityTier; min: number }> = [
  { tier: 'platinum', min: 90 },
  { tier: 'gold', min: 75 },
  { tier: 'silver', min: 60 },
  { tier: 'bronze', min: 0 },
];

export function tierOf(composite: number): QualityTier {
  return TIER_THRESHOLDS.find((threshold) => composite >= threshold.min)?.tier ?? 'bronze';
}
