/**
 * Turns a quality record of any shape into pillars with their dimensions, for display. Dimensions
 * may come as an array of objects or as a {name: score} map (or nested in the pillars); a
 * dimension whose pillar is unknown goes under "Other". Nothing here throws on odd input.
 */
import { humanizeKey } from '../ui/format';

export interface QualityDimensionView {
  key: string;
  label: string;
  score?: number;
  weight?: number;
}

export interface QualityPillarView {
  key: string;
  label: string;
  weight?: number;
  score?: number;
  /** The score was not in the record: it is the (weighted) mean of the dimensions shown. */
  scoreComputed: boolean;
  dimensions: QualityDimensionView[];
}

export interface NormalizedQuality {
  composite?: number;
  tier?: string;
  trainability?: number;
  lqsVersion?: string;
  scoredAt?: string;
  badgeUrl?: string;
  pillars: QualityPillarView[];
  dimensionCount: number;
  /** The top of the score scale: 100, or 1 when every score is a fraction. */
  scale: number;
}

export const OTHER_PILLAR_KEY = 'other';
const OTHER_PILLAR_LABEL = 'Other';

/** LQS 3.0 (api-decisions.md): used to place dimensions that do not name their pillar, and for labels. */
const LQS_PILLARS: ReadonlyArray<{ key: string; label: string; weight: number; dimensions: readonly string[] }> = [
  { key: 'structural_integrity', label: 'Structural integrity', weight: 0.35, dimensions: ['schema_conformance', 'completeness', 'deduplication', 'format_validity'] },
  { key: 'annotation_quality', label: 'Annotation quality', weight: 0.3, dimensions: ['label_accuracy', 'label_consistency', 'annotator_agreement', 'annotation_density'] },
  { key: 'statistical_health', label: 'Statistical health', weight: 0.2, dimensions: ['class_balance', 'coverage', 'noise_robustness'] },
  { key: 'training_fitness', label: 'Training fitness', weight: 0.1, dimensions: ['downstream_headroom', 'contamination_clean'] },
  { key: 'provenance', label: 'Provenance', weight: 0.05, dimensions: ['provenance_quality'] },
];

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const numberOf = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
};
const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const firstNumber = (record: Loose, keys: readonly string[]) => keys.map((key) => numberOf(record[key])).find((v) => v !== undefined);
const firstText = (record: Loose, keys: readonly string[]) => keys.map((key) => textOf(record[key])).find((v) => v !== undefined);

/** "Structural Integrity", "structural-integrity" and "structural_integrity" are one pillar. */
export function slug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

interface RawEntry {
  key: string;
  label: string;
  score?: number;
  weight?: number;
  /** For dimensions: the pillar they name (key or label). For pillars: their nested dimensions. */
  pillar?: string;
  nested?: unknown;
}

/** Reads an array of objects or a {name: score | object} map into entries. */
function readEntries(set: unknown, kind: 'dimension' | 'pillar'): RawEntry[] {
  const entries: RawEntry[] = [];
  const read = (value: unknown, fallbackKey: string) => {
    if (numberOf(value) !== undefined) {
      entries.push({ key: fallbackKey, label: humanizeKey(fallbackKey), score: numberOf(value) });
      return;
    }
    if (!isObject(value)) return;
    const key = firstText(value, ['key', 'id', 'name', 'slug']) ?? fallbackKey;
    entries.push({
      key,
      label: firstText(value, ['label', 'name', 'title']) ?? humanizeKey(key),
      score: firstNumber(value, ['score', 'value', 'points']),
      weight: firstNumber(value, ['weight', 'w']),
      pillar: firstText(value, ['pillar', 'pillar_key', 'group', 'category']),
      nested: value.dimensions,
    });
  };
  if (Array.isArray(set)) set.forEach((value, index) => read(value, `${kind}_${index + 1}`));
  else if (isObject(set)) for (const [name, value] of Object.entries(set)) read(value, name);
  return entries;
}

function meanScore(dimensions: readonly QualityDimensionView[]): number | undefined {
  const scored = dimensions.filter((d) => d.score !== undefined);
  if (scored.length === 0) return undefined;
  const weighted = scored.every((d) => d.weight !== undefined && d.weight > 0);
  const totalWeight = weighted ? scored.reduce((sum, d) => sum + d.weight!, 0) : scored.length;
  const sum = scored.reduce((acc, d) => acc + d.score! * (weighted ? d.weight! : 1), 0);
  return Math.round((sum / totalWeight) * 10) / 10;
}

export function normalizeQuality(record: unknown): NormalizedQuality {
  const source: Loose = isObject(record) ? record : {};

  interface PillarDraft {
    key: string;
    label: string;
    weight?: number;
    score?: number;
    fromRecord: boolean;
    dimensions: QualityDimensionView[];
  }
  const pillars = new Map<string, PillarDraft>();
  const aliases = new Map<string, string>();
  const addPillar = (draft: PillarDraft) => {
    const id = slug(draft.key) || draft.key;
    if (!pillars.has(id)) pillars.set(id, draft);
    aliases.set(slug(draft.key), id);
    aliases.set(slug(draft.label), id);
    return id;
  };

  const dimensions: Array<{ view: QualityDimensionView; pillar?: string }> = [];
  for (const entry of readEntries(source.pillars, 'pillar')) {
    const id = addPillar({ key: entry.key, label: entry.label, weight: entry.weight, score: entry.score, fromRecord: true, dimensions: [] });
    for (const nested of readEntries(entry.nested, 'dimension')) {
      dimensions.push({ view: { key: nested.key, label: nested.label, score: nested.score, weight: nested.weight }, pillar: id });
    }
  }
  for (const lqs of LQS_PILLARS) {
    const known = aliases.get(lqs.key) ?? aliases.get(slug(lqs.label));
    if (known === undefined) addPillar({ key: lqs.key, label: lqs.label, weight: lqs.weight, fromRecord: false, dimensions: [] });
  }
  for (const entry of readEntries(source.dimensions, 'dimension')) {
    dimensions.push({ view: { key: entry.key, label: entry.label, score: entry.score, weight: entry.weight }, pillar: entry.pillar });
  }

  const other: PillarDraft = { key: OTHER_PILLAR_KEY, label: OTHER_PILLAR_LABEL, fromRecord: false, dimensions: [] };
  for (const { view, pillar } of dimensions) {
    let target: PillarDraft | undefined;
    if (pillar !== undefined) {
      const id = aliases.get(slug(pillar)) ?? (pillars.has(pillar) ? pillar : undefined);
      target = id !== undefined ? pillars.get(id) : undefined;
    } else {
      const lqs = LQS_PILLARS.find((p) => p.dimensions.includes(slug(view.key)));
      const id = lqs ? aliases.get(lqs.key) : undefined;
      target = id !== undefined ? pillars.get(id) : undefined;
    }
    (target ?? other).dimensions.push(view);
  }

  const ordered = [...pillars.values()].filter((p) => p.fromRecord || p.dimensions.length > 0);
  if (other.dimensions.length > 0) ordered.push(other);

  const allScores = [
    ...ordered.flatMap((p) => [p.score, ...p.dimensions.map((d) => d.score)]),
    numberOf(source.composite),
  ].filter((s): s is number => s !== undefined);
  const scale = allScores.length > 0 && allScores.every((s) => s >= 0 && s <= 1) ? 1 : 100;

  return {
    composite: firstNumber(source, ['composite', 'score', 'lqs', 'overall']),
    tier: firstText(source, ['tier']),
    trainability: firstNumber(source, ['trainability']),
    lqsVersion: firstText(source, ['lqs_version', 'version']),
    scoredAt: firstText(source, ['scored_at', 'updated_at']),
    badgeUrl: firstText(source, ['badge_url', 'badge']),
    pillars: ordered.map((p) => {
      const computed = p.score === undefined ? meanScore(p.dimensions) : undefined;
      return {
        key: p.key,
        label: p.label,
        weight: p.weight,
        score: p.score ?? computed,
        scoreComputed: p.score === undefined && computed !== undefined,
        dimensions: p.dimensions,
      };
    }),
    dimensionCount: dimensions.length,
    scale,
  };
}
