/**
 * What "new since the last run" of a saved search means: the results whose `created_at` is after
 * the run, counted among the results the marketplace returned (no request beyond the search itself).
 * The search screen's notice and the core's start-up check count with this one rule.
 */
import type { DatasetSummaryReading } from './readings/dataset-reading';

export interface NewSinceLastRun {
  /** New among the loaded results (created after the last run). */
  count: number;
  /** Every loaded result is new and more exist: there may be more new ones than counted. */
  atLeast: boolean;
  /** Results whose date is not stated, which cannot be counted either way. */
  undated: number;
}

export function newSinceLastRun(items: readonly Pick<DatasetSummaryReading, 'createdAt'>[], lastRunAt: string, moreExist: boolean): NewSinceLastRun {
  const since = Date.parse(lastRunAt);
  let count = 0;
  let undated = 0;
  for (const item of items) {
    const created = item.createdAt ? Date.parse(item.createdAt.value) : Number.NaN;
    if (Number.isNaN(created)) undated += 1;
    else if (created > since) count += 1;
  }
  return { count, atLeast: moreExist && count === items.length && count > 0, undated };
}
