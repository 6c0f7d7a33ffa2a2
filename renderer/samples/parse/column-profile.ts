/**
 * Per-column figures of a table: the type the values have (read from the values, whatever a
 * header or schema claims), how many are missing, how many distinct, the range of numbers and
 * dates, the commonest values of the rest; and the label column, when one can be recognised.
 */
import type { CellValue, ColumnProfile, ColumnType, LabelHistogram } from './view-model';

const MISSING = new Set(['', 'na', 'n/a', 'nan', 'null', 'none']);
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const INTEGER = /^[-+]?\d+$/;
const DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const LABEL_NAMES = /^(label|labels|class|class_name|target|y|category|outcome|sentiment|intent|tag|diagnosis|land_cover|action)$|_label$/i;
const TOP_VALUES = 3;
const HISTOGRAM_BINS = 12;

function isMissing(value: CellValue): boolean {
  return value === null || (typeof value === 'string' && MISSING.has(value.trim().toLowerCase())) || (typeof value === 'number' && Number.isNaN(value));
}

function typeOfValue(value: CellValue): Exclude<ColumnType, 'empty'> {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  const text = String(value).trim();
  if (INTEGER.test(text)) return 'integer';
  if (NUMBER.test(text)) return 'number';
  if (/^(true|false)$/i.test(text)) return 'boolean';
  if (DATE.test(text) && !Number.isNaN(Date.parse(text))) return 'date';
  return 'text';
}

/** The narrowest type all present values share (integers within numbers). */
function columnType(types: ReadonlySet<Exclude<ColumnType, 'empty'>>): ColumnType {
  if (types.size === 0) return 'empty';
  if (types.size === 1) return [...types][0] as ColumnType;
  if ([...types].every((type) => type === 'integer' || type === 'number')) return 'number';
  return 'text';
}

export function profileColumns(names: readonly string[], rows: readonly CellValue[][]): ColumnProfile[] {
  return names.map((name, index) => {
    const counts = new Map<string, number>();
    const types = new Set<Exclude<ColumnType, 'empty'>>();
    let missing = 0;
    for (const row of rows) {
      const value = row[index] ?? null;
      if (isMissing(value)) {
        missing += 1;
        continue;
      }
      types.add(typeOfValue(value));
      const key = String(value);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const type = columnType(types);
    const profile: ColumnProfile = { name, type, missing, unique: counts.size, min: null, max: null, top: [] };
    if (type === 'integer' || type === 'number') {
      let min = Infinity;
      let max = -Infinity;
      for (const key of counts.keys()) {
        const value = Number(key);
        if (value < min) min = value;
        if (value > max) max = value;
      }
      profile.min = formatNumber(min);
      profile.max = formatNumber(max);
    } else if (type === 'date') {
      const sorted = [...counts.keys()].sort((a, b) => Date.parse(a) - Date.parse(b));
      profile.min = sorted[0] ?? null;
      profile.max = sorted.at(-1) ?? null;
    } else {
      profile.top = topValues(counts, TOP_VALUES);
    }
    return profile;
  });
}

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 10_000) / 10_000);
}

function topValues(counts: ReadonlyMap<string, number>, count: number): Array<{ value: string; count: number }> {
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, count)
    .map(([value, n]) => ({ value, count: n }));
}

/**
 * The label column: one named like a label (label, class, target, …_label), else the app's
 * guess — the last text or yes/no column with 2 to 20 distinct values, far fewer than the rows.
 */
export function findLabel(names: readonly string[], rows: readonly CellValue[][], profiles: readonly ColumnProfile[]): LabelHistogram | null {
  const categorical = (profile: ColumnProfile) =>
    (profile.type === 'text' || profile.type === 'boolean' || profile.type === 'integer') && profile.unique >= 2 && profile.unique <= 50;
  let index = profiles.findIndex((profile) => LABEL_NAMES.test(profile.name) && categorical(profile));
  let recognisedBy: LabelHistogram['recognisedBy'] = 'name';
  if (index === -1) {
    recognisedBy = 'values';
    for (let i = profiles.length - 1; i >= 0; i--) {
      const profile = profiles[i] as ColumnProfile;
      if ((profile.type === 'text' || profile.type === 'boolean') && profile.unique >= 2 && profile.unique <= 20 && profile.unique * 10 <= rows.length) {
        index = i;
        break;
      }
    }
  }
  if (index === -1) return null;
  const counts = new Map<string, number>();
  for (const row of rows) {
    const value = row[index] ?? null;
    if (isMissing(value)) continue;
    counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
  }
  const all = topValues(counts, counts.size);
  const bins = all.slice(0, HISTOGRAM_BINS);
  return { column: names[index] as string, recognisedBy, bins, otherCount: all.slice(HISTOGRAM_BINS).reduce((sum, bin) => sum + bin.count, 0) };
}
