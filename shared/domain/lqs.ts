/**
 * LQS 3.0, the marketplace's quality methodology, as data: 14 dimensions in 5 pillars weighted
 * 35/30/20/10/5 % (docs/api.md, "Records"), what each measures, and the tier thresholds. The embedded
 * marketplace scores and describes its catalog with this table. The desktop client uses it to
 * group dimensions a server sent without naming their pillar, and to explain a score where the
 * marketplace does not, always labelled as the app's reading of the published scheme; never to
 * state a weight or score of a dataset.
 */
import type { QualityTier } from '../wire/api-types';
import { TIER_CUT_OFFS } from './limits';

export const LQS_VERSION = '3.0';

/** What the composite measures, in the words of the Quality tab and of the marketplace's dataset pages. */
export const LQS_MEANING =
  'LQS (the LabelSets Quality Score) rates how fit a dataset is for training a model, from 0 to 100: a weighted sum of 14 dimension scores in 5 pillars, measured on the data itself.';

export interface DimensionDefinition {
  key: string;
  label: string;
  /** What it measures, in one sentence of the app's own words (after the published methodology). */
  description: string;
}

export interface PillarDefinition {
  key: string;
  label: string;
  weight: number;
  /** What the pillar as a whole asks of the data. */
  description: string;
  dimensions: readonly DimensionDefinition[];
}

export const PILLARS: readonly PillarDefinition[] = [
  {
    key: 'structural_integrity',
    label: 'Structural integrity',
    weight: 0.35,
    description: 'Whether the files load cleanly: one consistent structure, no gaps, no repeats, valid formats.',
    dimensions: [
      {
        key: 'schema_conformance',
        label: 'Schema conformance',
        description: 'How consistently every record follows one structure: the same fields, types and number of columns throughout.',
      },
      { key: 'completeness', label: 'Completeness', description: 'The share of fields and items that are actually filled in rather than empty or missing.' },
      {
        key: 'deduplication',
        label: 'Deduplication',
        description: 'How free the data is of repeated records, which add size without adding anything to learn from.',
      },
      {
        key: 'format_validity',
        label: 'Format validity',
        description: 'Whether the files parse without errors, with valid encoding and in the format the listing names.',
      },
    ],
  },
  {
    key: 'annotation_quality',
    label: 'Annotation quality',
    weight: 0.3,
    description: 'Whether the labels are right, consistent and detailed enough to learn from.',
    dimensions: [
      { key: 'label_accuracy', label: 'Label accuracy', description: 'How often a label is correct when a sample is checked against a trusted reference.' },
      {
        key: 'label_consistency',
        label: 'Label consistency',
        description: 'Whether identical or near-identical items were given the same label throughout the dataset.',
      },
      {
        key: 'annotator_agreement',
        label: 'Annotator agreement',
        description: 'How often independent annotators chose the same label for the same item, beyond what chance would give.',
      },
      {
        key: 'annotation_density',
        label: 'Annotation density',
        description: 'How thoroughly each item is annotated: labels per item, and few items left without any.',
      },
    ],
  },
  {
    key: 'statistical_health',
    label: 'Statistical health',
    weight: 0.2,
    description: 'Whether the data represents its problem evenly: balanced classes, broad coverage, little noise.',
    dimensions: [
      {
        key: 'class_balance',
        label: 'Class balance',
        description: 'How evenly the examples are spread across the classes, so that a few classes do not dominate.',
      },
      { key: 'coverage', label: 'Coverage', description: 'How well the data spans the cases it should represent, rare cases and subgroups included.' },
      {
        key: 'noise_robustness',
        label: 'Noise robustness',
        description: 'How little a model trained on it suffers when some labels or inputs are wrong or noisy.',
      },
    ],
  },
  {
    key: 'training_fitness',
    label: 'Training fitness',
    weight: 0.1,
    description: 'Whether training on it is likely to pay off: a model gains from it, and test results stay honest.',
    dimensions: [
      {
        key: 'downstream_headroom',
        label: 'Downstream headroom',
        description: 'How much a model improves when trained on this data, measured with trial training runs.',
      },
      {
        key: 'contamination_clean',
        label: 'Contamination clean',
        description: 'How free the data is of items from public evaluation benchmarks, which would inflate test scores.',
      },
    ],
  },
  {
    key: 'provenance',
    label: 'Provenance',
    weight: 0.05,
    description: 'How well the origin of the data is documented.',
    dimensions: [
      {
        key: 'provenance_quality',
        label: 'Provenance quality',
        description: 'How completely the source, collection method, dates and licence are documented; it scores the metadata, not the files.',
      },
    ],
  },
];

/** Trainability is the mean of these dimensions' scores. */
export const TRAINABILITY_DIMENSIONS: readonly string[] = ['label_accuracy', 'label_consistency', 'downstream_headroom', 'contamination_clean'];

/** Lowest composite of each tier, best first. */
export const TIER_THRESHOLDS: ReadonlyArray<{ tier: QualityTier; min: number }> = [
  { tier: 'platinum', min: TIER_CUT_OFFS.platinum },
  { tier: 'gold', min: TIER_CUT_OFFS.gold },
  { tier: 'silver', min: TIER_CUT_OFFS.silver },
  { tier: 'bronze', min: 0 },
];

export function tierOf(composite: number): QualityTier {
  return TIER_THRESHOLDS.find((threshold) => composite >= threshold.min)?.tier ?? 'bronze';
}
