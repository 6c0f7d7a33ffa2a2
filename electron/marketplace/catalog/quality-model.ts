import type { QualityTier } from '../../../shared/api-types';

/**
 * LQS 3.0 as fixed by the API decisions: 14 dimensions in 5 pillars weighted 35/30/20/10/5 %.
 * A dimension's weight is its pillar's weight shared equally among the pillar's dimensions,
 * so all weights sum to 1. The generator and the quality record both read this one table.
 */
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

export interface DimensionDefinition {
  key: string;
  label: string;
  pillar: string;
  weight: number;
}

export const DIMENSIONS: readonly DimensionDefinition[] = PILLARS.flatMap((pillar) =>
  pillar.dimensions.map((dimension) => ({
    key: dimension.key,
    label: dimension.label,
    pillar: pillar.key,
    weight: pillar.weight / pillar.dimensions.length,
  })),
);

const TRAINABILITY_KEYS = ['label_accuracy', 'label_consistency', 'downstream_headroom', 'contamination_clean'];
const TRAINABILITY_INDEXES = TRAINABILITY_KEYS.map((key) => DIMENSIONS.findIndex((d) => d.key === key));

export function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Composite = Σ weight × score over the 14 dimension scores (given in DIMENSIONS order), 1 decimal. */
export function compositeScore(dimensionScores: readonly number[]): number {
  if (dimensionScores.length !== DIMENSIONS.length) {
    throw new RangeError(`expected ${DIMENSIONS.length} dimension scores, got ${dimensionScores.length}`);
  }
  let sum = 0;
  DIMENSIONS.forEach((dimension, index) => {
    sum += dimension.weight * (dimensionScores[index] as number);
  });
  return roundToTenth(sum);
}

export function tierOf(composite: number): QualityTier {
  if (composite >= 90) return 'platinum';
  if (composite >= 75) return 'gold';
  if (composite >= 60) return 'silver';
  return 'bronze';
}

/** Mean of label_accuracy, label_consistency, downstream_headroom and contamination_clean, 1 decimal. */
export function trainabilityScore(dimensionScores: readonly number[]): number {
  let sum = 0;
  for (const index of TRAINABILITY_INDEXES) sum += dimensionScores[index] as number;
  return roundToTenth(sum / TRAINABILITY_INDEXES.length);
}

/** Each pillar's score: the mean of its dimensions' scores, 1 decimal. */
export function pillarScores(dimensionScores: readonly number[]): number[] {
  let offset = 0;
  return PILLARS.map((pillar) => {
    let sum = 0;
    for (let i = 0; i < pillar.dimensions.length; i++) sum += dimensionScores[offset + i] as number;
    offset += pillar.dimensions.length;
    return roundToTenth(sum / pillar.dimensions.length);
  });
}
