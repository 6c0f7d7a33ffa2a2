/**
 * The rows of a side-by-side comparison, built from what each dataset's records state. Each cell
 * keeps the fact it shows (so its source is a hover away) or says "not stated"; in rows where a
 * value can be better (a lower price, a higher score, a permission granted, an obligation not
 * required), the best stated values are marked, unless all are the same, or, for scores, unless
 * the best one's interval overlaps another's (a score shows its margin: "83.8 ±2.2").
 */
import type { ScoreInterval, UseCase } from '../../shared/api-types';
import { OBLIGATION_KEYS, OBLIGATION_LABELS, PERMISSION_KEYS, PERMISSION_LABELS, PII_LABELS, type LicenseReading } from '../../shared/readings/license-reading';
import type { DatasetDetailReading, DatasetSummaryReading } from '../../shared/readings/dataset-reading';
import type { QualityReading } from '../../shared/readings/quality-reading';
import type { Stated } from '../../shared/stated';
import { USE_CASE_LABELS } from '../compatibility/use-cases';
import { formatMargin } from '../dataset/score-margin';
import { formatCount, formatPrice, formatScore } from '../ui/format';
import { tierWordLabel } from '../ui/tier';
import { fitForUse } from '../use-fit/use-fit';

export interface ComparedDataset {
  id: string;
  /** The detail record, or the list item standing in for it. */
  record: DatasetSummaryReading | DatasetDetailReading | undefined;
  quality: QualityReading | undefined;
  license: LicenseReading | undefined;
}

export interface CompareCell {
  text: string;
  /** The fact shown; absent when the marketplace did not state it (or the record is not loaded). */
  fact?: Stated<unknown>;
  best: boolean;
  /** For "differences only": cells equal by this key are the same. */
  key: string;
}

export interface CompareRow {
  group: 'Listing' | 'Quality' | 'Licence' | 'Compliance' | 'Use fit (app’s reading)';
  label: string;
  /** A quality dimension's row: shown indented under its pillar's row, by its own name. */
  dimension?: { pillar: string; name: string };
  cells: CompareCell[];
  /** Not every cell is the same. */
  differs: boolean;
}

const NOT_STATED = 'Not stated';
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const canonical = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** How a stated value ranks (higher is better), for rows where one value can be better than another. */
type Rank = (value: unknown) => number | undefined;
const higher: Rank = (value) => (typeof value === 'number' ? value : undefined);
const lower: Rank = (value) => (typeof value === 'number' ? -value : undefined);
const trueIsBetter: Rank = (value) => (typeof value === 'boolean' ? (value ? 1 : 0) : undefined);
const falseIsBetter: Rank = (value) => (typeof value === 'boolean' ? (value ? 0 : 1) : undefined);
const PII_RANK: Record<string, number> = { none: 2, deidentified: 1, contains_pii: 0 };
const piiRank: Rank = (value) => {
  const word = value as { known?: string } | undefined;
  return word?.known !== undefined ? PII_RANK[word.known] : undefined;
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

function cellOf<T>(fact: Stated<T> | undefined, format: (value: T) => string): CompareCell {
  if (fact === undefined) return { text: NOT_STATED, best: false, key: '\u0000not-stated' };
  const text = format(fact.value);
  return { text, fact, best: false, key: text };
}

function row(group: CompareRow['group'], label: string, cells: CompareCell[], rank?: Rank): CompareRow {
  if (rank) {
    const ranks = cells.map((cell) => (cell.fact === undefined ? undefined : rank(cell.fact.value)));
    const stated = ranks.filter((value): value is number => value !== undefined);
    const top = Math.max(...stated);
    if (stated.length >= 2 && stated.some((value) => value !== top)) cells.forEach((cell, index) => (cell.best = ranks[index] === top));
  }
  return { group, label, cells, differs: new Set(cells.map((cell) => cell.key)).size > 1 };
}

/** Pillars or dimensions across the datasets, matched by key or label, in first-seen order. */
function unionBy<T extends { key: string; label: string }>(lists: Array<readonly T[]>): Array<{ key: string; label: string }> {
  const seen = new Map<string, { key: string; label: string }>();
  for (const list of lists) for (const entry of list) if (!seen.has(canonical(entry.label))) seen.set(canonical(entry.label), { key: entry.key, label: entry.label });
  return [...seen.values()];
}

const findIn = <T extends { key: string; label: string }>(list: readonly T[] | undefined, name: { key: string; label: string }) =>
  list?.find((entry) => canonical(entry.label) === canonical(name.label) || canonical(entry.key) === canonical(name.key));

export function compareRows(datasets: readonly ComparedDataset[], useCase: UseCase): CompareRow[] {
  const each = <T>(pick: (dataset: ComparedDataset) => Stated<T> | undefined, format: (value: T) => string) => datasets.map((dataset) => cellOf(pick(dataset), format));
  // Every score is on the LQS 0–100 scale, whatever scale its marketplace sent it on (the reading layer saw to that).
  const scoreRow = (label: string, pick: (dataset: ComparedDataset) => { score?: Stated<number>; interval?: Stated<ScoreInterval> } | undefined) => {
    const picked = datasets.map(pick);
    const cells = picked.map((scored) => cellOf(scored?.score, (value) => (scored?.interval ? `${formatScore(value)} ${formatMargin(value, scored.interval.value)}` : formatScore(value))));
    const best = clearlyBest(picked.map((scored) => scored?.score && { value: scored.score.value, interval: scored.interval?.value }));
    cells.forEach((cell, index) => (cell.best = best[index]!));
    return row('Quality', label, cells);
  };
  // Prices rank only when every stated price is in the same currency (the spec's are dollars): no exchange rate is guessed.
  const currencies = new Set(datasets.filter((dataset) => dataset.record?.price !== undefined).map((dataset) => dataset.record?.currency?.value.toUpperCase() ?? 'USD'));
  const lowerPrice: Rank | undefined = currencies.size <= 1 ? lower : undefined;

  const rows: CompareRow[] = [
    row('Listing', 'Price', datasets.map((dataset) => cellOf(dataset.record?.price, (price) => formatPrice(price, dataset.record?.currency?.value))), lowerPrice),
    row('Listing', 'Items', each((dataset) => dataset.record?.itemCount, (count) => formatCount(count, 'item')), higher),
    row('Listing', 'Format', each((dataset) => dataset.record?.format, String)),
    row('Listing', 'Category', each((dataset) => dataset.record?.category, String)),
    scoreRow('LQS composite', (dataset) =>
      dataset.quality?.composite ? { score: dataset.quality.composite, interval: dataset.quality.compositeInterval } : { score: dataset.record?.composite },
    ),
    row('Quality', 'Tier', each((dataset) => dataset.quality?.tier ?? dataset.record?.tier, tierWordLabel)),
    scoreRow('Trainability', (dataset) => dataset.quality && { score: dataset.quality.trainability, interval: dataset.quality.trainabilityInterval }),
  ];

  for (const pillar of unionBy(datasets.map((dataset) => dataset.quality?.pillars ?? []))) {
    rows.push(scoreRow(pillar.label, (dataset) => findIn(dataset.quality?.pillars, pillar)));
    const dimensions = unionBy(datasets.map((dataset) => findIn(dataset.quality?.pillars, pillar)?.dimensions ?? []));
    for (const dimension of dimensions) {
      rows.push({
        ...scoreRow(`${pillar.label} · ${dimension.label}`, (dataset) => findIn(findIn(dataset.quality?.pillars, pillar)?.dimensions, dimension)),
        dimension: { pillar: pillar.label, name: dimension.label },
      });
    }
  }

  rows.push(row('Licence', 'Licence', each((dataset) => dataset.license?.type ?? dataset.record?.license, String)));
  for (const key of PERMISSION_KEYS) {
    rows.push(row('Licence', PERMISSION_LABELS[key], each((dataset) => dataset.license?.permissions[key], (value) => (value ? 'Allowed' : 'Not allowed')), trueIsBetter));
  }
  for (const key of OBLIGATION_KEYS) {
    rows.push(row('Licence', OBLIGATION_LABELS[key], each((dataset) => dataset.license?.obligations[key], (value) => (value ? 'Required' : 'Not required')), falseIsBetter));
  }

  rows.push(
    row('Compliance', 'HIPAA', each((dataset) => dataset.license?.compliance.hipaa ?? dataset.record?.hipaa, yesNo), trueIsBetter),
    row('Compliance', 'GDPR', each((dataset) => dataset.license?.compliance.gdpr ?? dataset.record?.gdpr, yesNo), trueIsBetter),
    row('Compliance', 'Personal data (PII)', each((dataset) => dataset.license?.compliance.pii, (word) => ('known' in word ? PII_LABELS[word.known] : word.other)), piiRank),
    row('Compliance', 'Data residency', each((dataset) => dataset.license?.compliance.dataResidency, (region) => region ?? 'None')),
  );

  const fits = datasets.map((dataset) => fitForUse(dataset.license?.type?.value ?? dataset.record?.license?.value, useCase));
  rows.push(
    row(
      'Use fit (app’s reading)',
      USE_CASE_LABELS[useCase],
      fits.map((fit) => ({ text: fit.label, best: false, key: fit.state })),
    ),
  );
  return rows;
}

/** The rows to show: all, or only those where the datasets differ. */
export function visibleRows(rows: readonly CompareRow[], differencesOnly: boolean): CompareRow[] {
  return differencesOnly ? rows.filter((candidate) => candidate.differs) : [...rows];
}
