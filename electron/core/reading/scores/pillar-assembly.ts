/**
 * Pillars and dimensions found under several names (a pillar list, a pillar-score map, dimensions
 * nested in pillars or flat with a `pillar` field), put together by key or label. Dimensions that
 * name no pillar are grouped by the LQS 3.0 table (shared/domain/lqs.ts), and the reading says so; a
 * pillar score the record does not give is the app's own mean, labelled so.
 */
import { PILLARS } from '../../../../shared/domain/lqs';
import type { ScoreInterval } from '../../../../shared/wire/api-types';
import type { DimensionReading, PillarReading } from '../../../../shared/domain/readings/quality-reading';
import type { Stated } from '../../../../shared/domain/stated';
import { canonicalName } from '../fields/field-lookup';
import { humanize } from '../fields/humanize';
import type { ScoreEntry } from './score-entries';

interface PillarDraft extends PillarReading {
  order: number;
}

interface DimensionDraft {
  reading: DimensionReading;
  /** The pillar it was nested in. */
  pillar?: PillarDraft;
  /** The pillar it names. */
  named?: string;
}

/** An entry with its score and interval on the LQS scale. */
export type Placed = Pick<ScoreEntry, 'key' | 'label' | 'score' | 'weight' | 'pillar' | 'basis' | 'sampleSize' | 'description'> & {
  interval?: Stated<ScoreInterval>;
};

const named = (name: string) => (definition: { key: string; label: string }) =>
  [definition.key, definition.label].some((known) => canonicalName(known) === canonicalName(name));
/** The LQS 3.0 pillar or dimension an entry is, by its key or label. */
const schemePillar = (entry: { key: string; label: string }) => PILLARS.find((pillar) => named(entry.key)(pillar) || named(entry.label)(pillar));
const schemeDimension = (entry: { key: string; label: string }) =>
  PILLARS.flatMap((pillar) => pillar.dimensions).find((dimension) => named(entry.key)(dimension) || named(entry.label)(dimension));

/** A score and its interval go together: the interval is taken only with its own score. */
function takeScore(target: { score?: Stated<number>; interval?: Stated<ScoreInterval> }, entry: Placed): void {
  if (target.score !== undefined || entry.score === undefined) return;
  target.score = entry.score;
  if (entry.interval !== undefined) target.interval = entry.interval;
}

export interface PillarAssembly {
  addPillar(entry: Placed): PillarDraft;
  addDimension(entry: Placed, parent?: PillarDraft): void;
  /** The pillars with their dimensions; `groupedByApp` when the app placed a dimension the record did not. */
  assemble(): { pillars: PillarReading[]; dimensionCount: number; groupedByApp: boolean };
}

export function createPillarAssembly(): PillarAssembly {
  const pillars: PillarDraft[] = [];
  const pillarByName = new Map<string, PillarDraft>();
  const dimensions: DimensionDraft[] = [];
  const dimensionByName = new Map<string, DimensionDraft>();
  const pillarNamed = (name: string): PillarDraft | undefined => pillarByName.get(canonicalName(name));

  function addPillar(entry: Placed): PillarDraft {
    let pillar = pillarNamed(entry.key) ?? pillarNamed(entry.label);
    if (pillar === undefined) {
      pillar = { key: entry.key, label: entry.label, dimensions: [], order: pillars.length };
      pillars.push(pillar);
    }
    takeScore(pillar, entry);
    pillar.weight ??= entry.weight;
    pillar.description ??= entry.description;
    for (const name of [entry.key, entry.label]) pillarByName.set(canonicalName(name), pillar);
    return pillar;
  }

  /** The app's LQS 3.0 pillar of a dimension the record did not place. */
  function methodologyPillar(dimensionKey: string): PillarDraft | undefined {
    const definition = PILLARS.find((pillar) => pillar.dimensions.some((dimension) => canonicalName(dimension.key) === canonicalName(dimensionKey)));
    if (definition === undefined) return undefined;
    return pillarNamed(definition.key) ?? pillarNamed(definition.label) ?? addPillar({ key: definition.key, label: definition.label });
  }

  return {
    addPillar,
    addDimension(entry, parent) {
      const existing = dimensionByName.get(canonicalName(entry.key)) ?? dimensionByName.get(canonicalName(entry.label));
      if (existing) {
        takeScore(existing.reading, entry);
        existing.reading.weight ??= entry.weight;
        existing.reading.basis ??= entry.basis;
        existing.reading.sampleSize ??= entry.sampleSize;
        existing.reading.description ??= entry.description;
        existing.pillar ??= parent;
        existing.named ??= entry.pillar;
        return;
      }
      const reading: DimensionReading = { key: entry.key, label: entry.label, weight: entry.weight };
      takeScore(reading, entry);
      if (entry.basis) reading.basis = entry.basis;
      if (entry.sampleSize) reading.sampleSize = entry.sampleSize;
      if (entry.description) reading.description = entry.description;
      const dimension: DimensionDraft = { reading, pillar: parent, named: entry.pillar };
      dimensions.push(dimension);
      for (const name of [entry.key, entry.label]) dimensionByName.set(canonicalName(name), dimension);
    },
    assemble() {
      let other: PillarDraft | undefined;
      let groupedByApp = false;
      for (const dimension of dimensions) {
        let pillar = dimension.pillar;
        if (pillar === undefined && dimension.named !== undefined) {
          pillar = pillarNamed(dimension.named) ?? addPillar({ key: dimension.named, label: humanize(dimension.named) });
        }
        if (pillar === undefined) {
          pillar = methodologyPillar(dimension.reading.key);
          if (pillar === undefined) {
            other ??= { key: 'other', label: 'Other', dimensions: [], order: Number.MAX_SAFE_INTEGER };
            pillar = other;
          }
          groupedByApp = true;
        }
        const known = schemeDimension(dimension.reading);
        pillar.dimensions.push(known ? { ...dimension.reading, known: known.key } : dimension.reading);
      }
      const all = other ? [...pillars, other] : pillars;
      const assembled = all
        .filter((pillar) => pillar.score !== undefined || pillar.weight !== undefined || pillar.dimensions.length > 0)
        .sort((a, b) => a.order - b.order)
        .map(({ order: _order, ...pillar }) => {
          const known = schemePillar(pillar);
          return withAppMean(known ? { ...pillar, known: known.key } : pillar);
        });
      return { pillars: assembled, dimensionCount: dimensions.length, groupedByApp };
    },
  };
}

/** The app's mean of a pillar's dimension scores, when the record gives no pillar score: weighted when every weight is given. */
function withAppMean(pillar: PillarReading): PillarReading {
  if (pillar.score !== undefined) return pillar;
  const scored = pillar.dimensions.filter((dimension) => dimension.score !== undefined);
  if (scored.length === 0) return pillar;
  const weighted = scored.every((dimension) => (dimension.weight?.value ?? 0) > 0);
  const totalWeight = weighted ? scored.reduce((sum, dimension) => sum + dimension.weight!.value, 0) : scored.length;
  const sum = scored.reduce((total, dimension) => total + dimension.score!.value * (weighted ? dimension.weight!.value : 1), 0);
  return { ...pillar, appMeanScore: Math.round((sum / totalWeight) * 100) / 100 };
}
