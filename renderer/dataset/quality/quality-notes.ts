/**
 * What the figures on the Quality tab mean, in the app's own words. A fact the marketplace states
 * (a dimension's description, the tier cut-offs) is its own; otherwise the published LQS 3.0
 * scheme (shared/domain/lqs.ts) explains it, and says it is the app's reading.
 */
import type { QualityTier, ScoreInterval } from '../../../shared/wire/api-types';
import { LQS_VERSION, PILLARS, TIER_THRESHOLDS, TRAINABILITY_DIMENSIONS, type DimensionDefinition, type PillarDefinition } from '../../../shared/domain/lqs';
import type { DimensionReading, PillarReading, QualityReading, ScaleReading, ScoreGroup } from '../../../shared/domain/readings/quality-reading';
import type { Stated, Word } from '../../../shared/domain/stated';
import { formatNumber, formatScore, formatWeight } from '../../../shared/display/format';
import { sourceOf } from '../../ui/display/stated-value';
import { tierLabel, tierWordLabel } from '../../../shared/display/tier';

/** Where an explanation comes from: the marketplace's record, the app's reading of the published scheme, or nowhere. */
export type NoteSource = 'marketplace' | 'scheme' | 'none';

export interface Note {
  text: string;
  source: NoteSource;
  /** For a marketplace's note: where it said it, for the hover. */
  title?: string;
}

export const SCHEME_NAME = `the published LQS ${LQS_VERSION} scheme`;
const APP_READING = `The app’s reading of ${SCHEME_NAME}`;

export { LQS_MEANING } from '../../../shared/domain/lqs';
export const TRAINABILITY_MEANING = `Trainability is the mean of ${TRAINABILITY_DIMENSIONS.map((key) => dimensionDefinition(key)?.label.toLowerCase())
  .join(', ')
  .replace(/, ([^,]*)$/, ' and $1')}: how well a model is likely to learn from these labels. The composite also counts structure, statistics and provenance.`;
export const BADGE_MEANING = 'An image the marketplace serves for this score and tier, to show on web pages; it says what the figures here say.';

function dimensionDefinition(key: string | undefined): DimensionDefinition | undefined {
  return PILLARS.flatMap((pillar) => pillar.dimensions).find((dimension) => dimension.key === key);
}

function pillarDefinition(key: string | undefined): PillarDefinition | undefined {
  return PILLARS.find((pillar) => pillar.key === key);
}

const fromMarketplace = (fact: Stated<string>): Note => ({ text: fact.value, source: 'marketplace', title: sourceOf(fact) });

/** What a pillar asks of the data. */
export function pillarNote(pillar: PillarReading): Note {
  if (pillar.description) return fromMarketplace(pillar.description);
  const known = pillarDefinition(pillar.known);
  if (known)
    return {
      text: `${known.description} ${SCHEME_NAME[0]!.toUpperCase()}${SCHEME_NAME.slice(1)} weights it ${formatWeight(known.weight)} of the composite.`,
      source: 'scheme',
    };
  if (pillar.key === 'other') return { text: 'Dimensions the marketplace did not place in a pillar, and the app does not know from LQS.', source: 'none' };
  return { text: 'Not described: the marketplace does not say what it covers, and it is not a pillar of LQS.', source: 'none' };
}

/** What a dimension measures. */
export function dimensionNote(dimension: DimensionReading): Note {
  if (dimension.description) return fromMarketplace(dimension.description);
  const known = dimensionDefinition(dimension.known);
  if (known) return { text: known.description, source: 'scheme' };
  return { text: 'Not described: the marketplace does not say what it measures, and it is not a dimension of LQS.', source: 'none' };
}

export const NOTE_SOURCE_TEXT: Readonly<Record<NoteSource, string>> = {
  marketplace: 'As the marketplace describes it.',
  scheme: `${APP_READING}.`,
  none: '',
};

export interface TierCutoffs {
  tiers: Array<{ label: string; min: number; known?: QualityTier }>;
  source: NoteSource;
  title?: string;
}

/** The tier cut-offs: the marketplace's, else the published scheme's. */
export function tierCutoffs(reading: QualityReading): TierCutoffs {
  const stated = reading.tierThresholds;
  if (stated) {
    return {
      tiers: stated.value.map((threshold) => ({ label: tierWordLabel(threshold.tier), min: threshold.min, known: knownTier(threshold.tier) })),
      source: 'marketplace',
      title: sourceOf(stated),
    };
  }
  return { tiers: TIER_THRESHOLDS.map((threshold) => ({ label: tierLabel(threshold.tier), min: threshold.min, known: threshold.tier })), source: 'scheme' };
}

const knownTier = (word: Word<QualityTier>) => ('known' in word ? word.known : undefined);

/** "Platinum from 90 · Gold from 75 · Silver from 60 · Bronze below 60". */
export function tierCutoffText(cutoffs: TierCutoffs): string {
  return cutoffs.tiers
    .map((tier, index) => {
      const above = cutoffs.tiers[index - 1];
      if (tier.min === 0 && above !== undefined) return `${tier.label} below ${formatNumber(above.min)}`;
      return `${tier.label} from ${formatNumber(tier.min)}`;
    })
    .join(' · ');
}

/** "95 % interval 81.6–86.0", for the hover. */
export function intervalText(interval: Stated<ScoreInterval>, level: number | undefined): string {
  const named = level === undefined ? 'Interval' : `${formatNumber(Math.round(level * 1000) / 10)} % interval`;
  return `${named} ${formatScore(interval.value.low)}–${formatScore(interval.value.high)}. ${sourceOf(interval)}`;
}

const BASIS_TEXT = { files: 'scored from the files', metadata: 'scored from metadata only' } as const;

export const basisText = (basis: Word<'files' | 'metadata'>) => ('known' in basis ? BASIS_TEXT[basis.known] : `scored from: ${basis.other}`);

/** How the record's scores were obtained, in a few words each: ["scored from the files", "2,000 items sampled"]. */
export function evidenceParts(reading: QualityReading): string[] {
  const { basis, sampleSize } = reading.evidence;
  const parts: string[] = [];
  if (basis) parts.push(basisText(basis.value));
  if (sampleSize)
    parts.push(sampleSize.value === null ? 'no items examined' : `${formatNumber(sampleSize.value)} ${sampleSize.value === 1 ? 'item' : 'items'} sampled`);
  return parts;
}

const GROUP_NAMES: Readonly<Record<ScoreGroup, string>> = {
  composite: 'the composite',
  trainability: 'trainability',
  pillars: 'pillar scores',
  dimensions: 'dimension scores',
};
/** Groups of one score (the composite, trainability) and groups of many. */
const ONE_SCORE: ReadonlySet<ScoreGroup> = new Set(['composite', 'trainability']);

const sentence = (text: string) => text[0]!.toUpperCase() + text.slice(1);
const joined = (words: readonly string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

/**
 * For the groups sent on another scale than 0–100, a sentence per scale and reason, saying so
 * and how the app knew: "Pillar scores and dimension scores were sent as fractions of 1 and are
 * shown on the LQS scale of 0–100: the app's reading, as every one of them is between 0 and 1."
 */
export function scaleNotes(scales: QualityReading['scales']): string[] {
  const groups = (Object.keys(GROUP_NAMES) as ScoreGroup[]).filter((group) => scales[group] !== undefined && scales[group].max !== 100);
  const byReason = new Map<string, ScoreGroup[]>();
  for (const group of groups) {
    const scale = scales[group]!;
    const key = JSON.stringify([scale.max, scale.basis, scale.from]);
    byReason.set(key, [...(byReason.get(key) ?? []), group]);
  }
  return [...byReason.values()].map((together) => {
    const scale = scales[together[0]!]!;
    const one = together.length === 1 && ONE_SCORE.has(together[0]!);
    const sentOn = scale.max === 1 ? (one ? 'as a fraction of 1' : 'as fractions of 1') : `on a scale of 0–${formatNumber(scale.max)}`;
    return `${sentence(joined(together.map((group) => GROUP_NAMES[group])))} ${one ? 'was' : 'were'} sent ${sentOn} and ${one ? 'is' : 'are'} shown on the LQS scale of 0–100: ${scaleReason(scale)}.`;
  });
}

function scaleReason(scale: ScaleReading): string {
  switch (scale.basis) {
    case 'declared':
      return `as the marketplace declares (field “${scale.from}”)`;
    case 'range':
      return 'the app’s reading, as every one of them is between 0 and 1';
    case 'beside-composite':
      return 'the app’s reading, as a score of 1 or less beside a composite on 0–100 can only be a fraction';
    case 'lone-fraction':
      return 'the app’s reading, as no LQS score is 1 or less out of 100 in practice';
  }
}
