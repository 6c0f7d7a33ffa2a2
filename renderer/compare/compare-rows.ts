/**
 * The rows of a side-by-side comparison, built from each dataset's records in their state
 * (shared/domain/fact-state.ts). Each cell keeps the fact it shows (so its source is a hover away), says
 * "not stated" when a received record does not state it, or that it is not known yet (loading, not
 * loaded and why). In rows where a value can be better (a lower price, a higher score, a permission
 * granted, an obligation not required), the best stated values are marked, unless all are the
 * same or, for scores, unless the best one's interval overlaps another's (a score shows its margin:
 * "83.8 ±2.2"); while a cell of the row is not known yet the mark is provisional ("best so far").
 */
import type { ScoreBasis, ScoreInterval, UseCase } from '../../shared/wire/api-types';
import { aggregateOf, factOf, firstStated, valueOf, type FactState } from '../../shared/domain/fact-state';
import {
  OBLIGATION_KEYS,
  OBLIGATION_LABELS,
  PERMISSION_KEYS,
  PERMISSION_LABELS,
  PII_LABELS,
  type LicenseReading,
} from '../../shared/domain/readings/license-reading';
import type { DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import type { QualityReading } from '../../shared/domain/readings/quality-reading';
import type { Stated } from '../../shared/domain/stated';
import { USE_CASE_LABELS } from '../compatibility/use-cases';
import type { CachedDataset } from '../facts/cached-record-state';
import { formatMargin } from '../dataset/quality/score-margin';
import { formatCount, formatPrice, formatScore } from '../../shared/display/format';
import { notKnownWords } from '../ui/display/not-known';
import { tierWordLabel } from '../../shared/display/tier';
import { complianceWords } from '../ui/display/compliance-words';
import { fitForUse, listedLicense } from '../use-fit/use-fit';
import { ownValue } from '../../shared/domain/own-keys';

/** A compared dataset's records: the detail record (or the list item standing in for it while the detail is not known yet), quality and licence. */
export interface ComparedDataset extends CachedDataset {
  id: string;
}

export interface CompareCell {
  text: string;
  /** The state of the fact shown; absent for the app's own reading (use fit) once its input is known. */
  fact?: FactState<unknown>;
  best: boolean;
  /** For "differences only": cells equal by this key are the same (a cell not known yet equals none). */
  key: string;
}

export interface CompareRow {
  group: 'Shortlist' | 'Listing' | 'Quality' | 'Licence' | 'Compliance' | 'Use fit (app’s reading)';
  label: string;
  /** A quality dimension's row: shown indented under its pillar's row, by its own name. */
  dimension?: { pillar: string; name: string };
  cells: CompareCell[];
  /** Not every cell is the same (or some cell is not known yet, so they may differ). */
  differs: boolean;
  /** Some record of the comparison is not received yet: the best mark is over the values loaded so far. */
  provisional: boolean;
  /** A score row whose highest score is not marked best because its interval overlaps another's. */
  overlap?: boolean;
}

const NOT_STATED = 'Not stated';
const canonical = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** How a stated value ranks (higher is better), for rows where one value can be better than another. */
type Rank = (value: unknown) => number | undefined;
const higher: Rank = (value) => (typeof value === 'number' ? value : undefined);
const lower: Rank = (value) => (typeof value === 'number' ? -value : undefined);
const trueIsBetter: Rank = (value) => (typeof value === 'boolean' ? (value ? 1 : 0) : undefined);
const falseIsBetter: Rank = (value) => (typeof value === 'boolean' ? (value ? 0 : 1) : undefined);
const SCORED_FROM: Readonly<Record<ScoreBasis, string>> = { files: 'the files', metadata: 'metadata only' };
const PII_RANK: Record<string, number> = { none: 2, deidentified: 1, contains_pii: 0 };
const piiRank: Rank = (value) => {
  const word = value as { known?: string } | undefined;
  return word?.known !== undefined ? ownValue(PII_RANK, word.known) : undefined;
};

/** A stated score and its interval, when the marketplace states one (on 0–100). */
export interface RankedScore {
  value: number;
  interval?: ScoreInterval;
}

/**
 * Which stated scores are the best: the highest, but only where it is clearly so. When the
 * highest score's interval overlaps another's, no winner is claimed (a score with no interval
 * counts as exact). Nothing is marked when fewer than two are stated or all are the same.
 */
export function clearlyBest(scores: ReadonlyArray<RankedScore | undefined>): boolean[] {
  const stated = scores.filter((score): score is RankedScore => score !== undefined);
  const none = scores.map(() => false);
  if (stated.length < 2) return none;
  const top = Math.max(...stated.map((score) => score.value));
  const winners = stated.filter((score) => score.value === top);
  const others = stated.filter((score) => score.value < top);
  if (others.length === 0) return none;
  const low = (score: RankedScore) => score.interval?.low ?? score.value;
  const high = (score: RankedScore) => score.interval?.high ?? score.value;
  const clear = winners.every((winner) => others.every((other) => low(winner) > high(other)));
  return clear ? scores.map((score) => score?.value === top) : none;
}

/** A score's state and, when the received quality record states one, its interval. */
interface ScoredFact {
  score: FactState<number>;
  interval?: ScoreInterval;
}

function cellOf<T>(fact: FactState<T>, format: (value: T) => string, column: number): CompareCell {
  if (fact.state === 'not-stated') return { text: NOT_STATED, fact, best: false, key: '\u0000not-stated' };
  if (fact.state === 'not-known') return { text: notKnownWords(fact.why).short, fact, best: false, key: `\u0000not-known-${column}` };
  const text = format(fact.fact.value);
  return { text, fact, best: false, key: text };
}

function rowOf(group: CompareRow['group'], label: string, cells: CompareCell[], rank: Rank | undefined, pending: boolean): CompareRow {
  // Only values loaded and stated are ranked; a cell not known yet, or a record of the comparison
  // not received yet (its value may replace the one a list item stated), makes the mark provisional.
  const known = aggregateOf(cells.map((cell) => cell.fact ?? { state: 'not-stated' }));
  if (rank) {
    const ranks = known.values
      .map(({ index, value }) => ({ index, rank: rank(value) }))
      .filter((entry): entry is { index: number; rank: number } => entry.rank !== undefined);
    const top = Math.max(...ranks.map((entry) => entry.rank));
    if (ranks.length >= 2 && ranks.some((entry) => entry.rank !== top)) for (const entry of ranks) cells[entry.index]!.best = entry.rank === top;
  }
  return { group, label, cells, differs: new Set(cells.map((cell) => cell.key)).size > 1, provisional: known.provisional || pending };
}

/** Pillars or dimensions across the datasets, matched by key or label, in first-seen order. */
function unionBy<T extends { key: string; label: string }>(lists: Array<readonly T[]>): Array<{ key: string; label: string }> {
  const seen = new Map<string, { key: string; label: string }>();
  for (const list of lists)
    for (const entry of list) if (!seen.has(canonical(entry.label))) seen.set(canonical(entry.label), { key: entry.key, label: entry.label });
  return [...seen.values()];
}

const findIn = <T extends { key: string; label: string }>(list: readonly T[] | undefined, name: { key: string; label: string }) =>
  list?.find((entry) => canonical(entry.label) === canonical(name.label) || canonical(entry.key) === canonical(name.key));

export function compareRows(datasets: readonly ComparedDataset[], useCase: UseCase): CompareRow[] {
  const pending = datasets.some((dataset) => [dataset.record, dataset.quality, dataset.license].some((record) => record.state !== 'received'));
  const row = (group: CompareRow['group'], label: string, cells: CompareCell[], rank?: Rank) => rowOf(group, label, cells, rank, pending);
  const each = <T>(pick: (dataset: ComparedDataset) => FactState<T>, format: (value: T) => string) =>
    datasets.map((dataset, column) => cellOf(pick(dataset), format, column));
  const listed = <T>(dataset: ComparedDataset, pick: (listing: DatasetSummaryReading) => Stated<T> | undefined) => factOf(dataset.record, pick);
  const quality = <T>(dataset: ComparedDataset, pick: (record: QualityReading) => Stated<T> | undefined) => factOf(dataset.quality, pick);
  const license = <T>(dataset: ComparedDataset, pick: (record: LicenseReading) => Stated<T> | undefined) => factOf(dataset.license, pick);
  const currencyOf = (dataset: ComparedDataset) => valueOf(listed(dataset, (listing) => listing.currency));
  type ScorePart = { score?: Stated<number>; interval?: Stated<ScoreInterval> } | undefined;
  const qualityScore = (dataset: ComparedDataset, pick: (record: QualityReading) => ScorePart): ScoredFact => ({
    score: quality(dataset, (record) => pick(record)?.score),
    interval: dataset.quality.state === 'received' ? pick(dataset.quality.record)?.interval?.value : undefined,
  });
  // Every score is on the LQS 0–100 scale, whatever scale its marketplace sent it on (the reading layer saw to that).
  const scoreRow = (label: string, pick: (dataset: ComparedDataset) => ScoredFact) => {
    const picked = datasets.map(pick);
    const cells = picked.map((scored, column) =>
      cellOf(scored.score, (value) => (scored.interval ? `${formatScore(value)} ${formatMargin(value, scored.interval)}` : formatScore(value)), column),
    );
    const scores = picked.map((scored) => {
      const value = valueOf(scored.score);
      return value === undefined ? undefined : { value, interval: scored.interval };
    });
    const best = clearlyBest(scores);
    cells.forEach((cell, index) => (cell.best = best[index]!));
    const values = scores.flatMap((score) => (score === undefined ? [] : [score.value]));
    // Two or more differ, yet none is marked: the highest one's interval overlaps another's.
    const overlap = new Set(values).size > 1 && !best.includes(true);
    return { ...row('Quality', label, cells), ...(overlap ? { overlap } : {}) };
  };
  const composite = (dataset: ComparedDataset): ScoredFact => {
    const fromQuality = qualityScore(dataset, (record) => ({ score: record.composite, interval: record.compositeInterval }));
    const score = firstStated(
      fromQuality.score,
      listed(dataset, (listing) => listing.composite),
    );
    return { score, interval: score === fromQuality.score ? fromQuality.interval : undefined };
  };
  // Prices rank only when every stated price is in the same currency (the spec's are dollars): no exchange rate is guessed.
  const currencies = new Set(
    datasets
      .filter((dataset) => valueOf(listed(dataset, (listing) => listing.price)) !== undefined)
      .map((dataset) => currencyOf(dataset)?.toUpperCase() ?? 'USD'),
  );
  const lowerPrice: Rank | undefined = currencies.size <= 1 ? lower : undefined;
  const licenseOf = (dataset: ComparedDataset) =>
    firstStated(
      license(dataset, (record) => record.type),
      listed(dataset, (listing) => listing.license),
    );

  const rows: CompareRow[] = [
    row(
      'Listing',
      'Price',
      datasets.map((dataset, column) =>
        cellOf(
          listed(dataset, (listing) => listing.price),
          (price) => formatPrice(price, currencyOf(dataset)),
          column,
        ),
      ),
      lowerPrice,
    ),
    row(
      'Listing',
      'Items',
      each(
        (dataset) => listed(dataset, (listing) => listing.itemCount),
        (count) => formatCount(count, 'item'),
      ),
      higher,
    ),
    row(
      'Listing',
      'Format',
      each((dataset) => listed(dataset, (listing) => listing.format), String),
    ),
    row(
      'Listing',
      'Category',
      each((dataset) => listed(dataset, (listing) => listing.category), String),
    ),
    scoreRow('LQS composite', composite),
    row(
      'Quality',
      'Tier',
      each(
        (dataset) =>
          firstStated(
            quality(dataset, (record) => record.tier),
            listed(dataset, (listing) => listing.tier),
          ),
        tierWordLabel,
      ),
    ),
    // Where the marketplace says the scores came from: a score from metadata only is marked beside the others.
    row(
      'Quality',
      'Scored from',
      each(
        (dataset) =>
          firstStated(
            quality(dataset, (record) => record.evidence.basis),
            listed(dataset, (listing) => listing.scoreBasis),
          ),
        (basis) => ('known' in basis ? SCORED_FROM[basis.known] : basis.other),
      ),
    ),
    scoreRow('Trainability', (dataset) => qualityScore(dataset, (record) => ({ score: record.trainability, interval: record.trainabilityInterval }))),
  ];

  const pillarsOf = (dataset: ComparedDataset) => (dataset.quality.state === 'received' ? dataset.quality.record.pillars : []);
  for (const pillar of unionBy(datasets.map(pillarsOf))) {
    rows.push(scoreRow(pillar.label, (dataset) => qualityScore(dataset, (record) => findIn(record.pillars, pillar))));
    const dimensions = unionBy(datasets.map((dataset) => findIn(pillarsOf(dataset), pillar)?.dimensions ?? []));
    for (const dimension of dimensions) {
      rows.push({
        ...scoreRow(`${pillar.label} · ${dimension.label}`, (dataset) =>
          qualityScore(dataset, (record) => findIn(findIn(record.pillars, pillar)?.dimensions, dimension)),
        ),
        dimension: { pillar: pillar.label, name: dimension.label },
      });
    }
  }

  rows.push(row('Licence', 'Licence', each(licenseOf, String)));
  for (const key of PERMISSION_KEYS) {
    rows.push(
      row(
        'Licence',
        PERMISSION_LABELS[key],
        each(
          (dataset) => license(dataset, (record) => record.permissions[key]),
          (value) => (value ? 'Allowed' : 'Not allowed'),
        ),
        trueIsBetter,
      ),
    );
  }
  for (const key of OBLIGATION_KEYS) {
    rows.push(
      row(
        'Licence',
        OBLIGATION_LABELS[key],
        each(
          (dataset) => license(dataset, (record) => record.obligations[key]),
          (value) => (value ? 'Required' : 'Not required'),
        ),
        falseIsBetter,
      ),
    );
  }

  rows.push(
    row(
      'Compliance',
      'HIPAA',
      each(
        (dataset) =>
          firstStated(
            license(dataset, (record) => record.compliance.hipaa),
            listed(dataset, (listing) => listing.hipaa),
          ),
        complianceWords,
      ),
      // A mark the marketplace gives or does not give is no ranking: no "best" here.
    ),
    row(
      'Compliance',
      'GDPR',
      each(
        (dataset) =>
          firstStated(
            license(dataset, (record) => record.compliance.gdpr),
            listed(dataset, (listing) => listing.gdpr),
          ),
        complianceWords,
      ),
      // A mark the marketplace gives or does not give is no ranking: no "best" here.
    ),
    row(
      'Compliance',
      'Personal data (PII)',
      each(
        (dataset) => license(dataset, (record) => record.compliance.pii),
        (word) => ('known' in word ? PII_LABELS[word.known] : word.other),
      ),
      piiRank,
    ),
    row(
      'Compliance',
      'Data residency',
      each(
        (dataset) => license(dataset, (record) => record.compliance.dataResidency),
        (region) => region ?? 'None',
      ),
    ),
  );

  // The app's reading of the licence for the use: known once the licence is (stated or not stated).
  const fits = datasets.map((dataset, column): CompareCell => {
    const stated = licenseOf(dataset);
    if (stated.state === 'not-known') return cellOf(stated, String, column);
    // The one reading, as everywhere: the listing's label, and the licence record once held.
    const listing = dataset.record.state === 'received' ? dataset.record.record : dataset.record.state === 'partial' ? dataset.record.part : undefined;
    const record = dataset.license.state === 'received' ? dataset.license.record : undefined;
    const fromRecord = { license: valueOf(stated), terms: record?.terms, record };
    const fit = fitForUse(listing?.license !== undefined ? listedLicense(listing, record) : fromRecord, useCase);
    return { text: fit.label, best: false, key: fit.state };
  });
  rows.push(row('Use fit (app’s reading)', USE_CASE_LABELS[useCase], fits));
  return rows;
}

/**
 * One line for the table when a shown score row marks no best because intervals overlap: "No
 * “Best” is marked where the scores’ 95 % intervals overlap", with the level when every quality
 * record states the same one. Null when no shown row is such.
 */
export function overlapNote(rows: readonly CompareRow[], datasets: readonly ComparedDataset[]): string | null {
  if (!rows.some((candidate) => candidate.overlap)) return null;
  const levels = new Set(
    datasets.map((dataset) => (dataset.quality.state === 'received' ? dataset.quality.record.evidence.confidenceLevel?.value : undefined)),
  );
  const [level] = levels;
  const stated = levels.size === 1 && level !== undefined ? `${Math.round(level * 1000) / 10} % ` : '';
  return `No “Best” is marked where the scores’ ${stated}intervals overlap: the difference may be chance.`;
}

/** The rows to show: all, or only those where the datasets differ. */
export function visibleRows(rows: readonly CompareRow[], differencesOnly: boolean): CompareRow[] {
  return differencesOnly ? rows.filter((candidate) => candidate.differs) : [...rows];
}
