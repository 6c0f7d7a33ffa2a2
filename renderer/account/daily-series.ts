/** The daily-requests series of /v1/me, cleaned for the chart, and the chart's scale. */

export interface DailyPoint {
  /** YYYY-MM-DD */
  date: string;
  requests: number;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}/;

/** Keeps the entries with a readable date and count (a count that is not a number counts as 0), oldest first, one per day. */
export function toDailySeries(received: unknown): DailyPoint[] {
  if (!Array.isArray(received)) return [];
  const byDate = new Map<string, number>();
  for (const entry of received) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { date, requests } = entry as { date?: unknown; requests?: unknown };
    if (typeof date !== 'string' || !DAY_PATTERN.test(date)) continue;
    const day = date.slice(0, 10);
    const count = typeof requests === 'number' && Number.isFinite(requests) && requests > 0 ? Math.round(requests) : 0;
    byDate.set(day, (byDate.get(day) ?? 0) + count);
  }
  return [...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([date, requests]) => ({ date, requests }));
}

/**
 * The series with `date` counted at least `requests` (a newer figure for that day than the record's):
 * the day's entry is raised, or, when it is later than the last one, added as the window moves on a day.
 */
export function withDayAtLeast(series: readonly DailyPoint[], date: string, requests: number): DailyPoint[] {
  const last = series[series.length - 1];
  if (series.some((point) => point.date === date)) {
    return series.map((point) => (point.date === date ? { date, requests: Math.max(point.requests, requests) } : point));
  }
  if (last !== undefined && date < last.date) return [...series];
  return [...series.slice(series.length > 0 ? 1 : 0), { date, requests }];
}

/** A round axis maximum at or above `max`: 1, 2, 5 × 10ⁿ (at least 5, so an idle month still has a scale). */
export function niceCeiling(max: number): number {
  if (!Number.isFinite(max) || max <= 5) return 5;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) {
    if (step * magnitude >= max) return step * magnitude;
  }
  return 10 * magnitude;
}

export interface SeriesSummary {
  total: number;
  peak: DailyPoint | null;
  activeDays: number;
}

export function summarizeSeries(series: readonly DailyPoint[]): SeriesSummary {
  let total = 0;
  let peak: DailyPoint | null = null;
  let activeDays = 0;
  for (const point of series) {
    total += point.requests;
    if (point.requests > 0) activeDays += 1;
    if (peak === null || point.requests > peak.requests) peak = point;
  }
  return { total, peak, activeDays };
}
