/**
 * The opt-in start-up check of saved searches. The window asks for it once the connection is
 * ready, with its saved searches as the requests they run; the check spends at most the day's
 * budget (check-schedule.ts), one request each (page 1 of the same query, through the same
 * channel as a search, so the counter and the log see it), records the spend on disk after each
 * request, and stops at a low quota or at the first failure to reach the marketplace.
 */
import type { Result } from '../../../shared/domain/app-error';
import type { DatasetPageReading } from '../../../shared/domain/readings/dataset-reading';
import { newSinceLastRun } from '../../../shared/domain/new-since-last-run';
import type { ChannelParsedInput, SavedSearchCheckResult, SavedSearchCheckState } from '../../../shared/ipc/ipc-contract';
import type { SavedSearchCheckSetting, SettingsStore } from '../storage/settings-store';
import { savedSearchCheckSetting } from '../storage/settings-store';
import { leftToday, localDay, pickSearches, quotaStops } from './check-schedule';
import type { CheckRecord, CheckStore } from './check-store';

type RunInput = ChannelParsedInput<'saved-searches:check'>;
type SearchQuery = ChannelParsedInput<'datasets:search'>;

export interface SavedSearchCheckOptions {
  settings: Pick<SettingsStore, 'current' | 'setSavedSearchCheck'>;
  store: CheckStore;
  now: () => Date;
  /** The current connection's last known quota. */
  quota(): { limit: number | null; remaining: number | null };
  search(query: SearchQuery): Promise<Result<DatasetPageReading>>;
  /** Saved searches with datasets new since their last run, after a check that found any. */
  onFound(found: SavedSearchCheckResult[]): void;
}

export interface SavedSearchCheck {
  state(): SavedSearchCheckState;
  setSetting(setting: SavedSearchCheckSetting): Promise<Result<SavedSearchCheckState>>;
  run(input: RunInput): Promise<Result<SavedSearchCheckState>>;
}

/** Failures that mean the marketplace cannot be reached or will not answer: the check stops. */
const STOPPING: ReadonlySet<string> = new Set(['network', 'timeout', 'unauthorized', 'forbidden', 'quota_exceeded', 'rate_limited', 'server']);

function moreExist(page: DatasetPageReading): boolean {
  if (page.hasMore !== undefined) return page.hasMore.value;
  if (page.total !== undefined) return page.items.length + page.unreadable < page.total.value;
  return false;
}

export function createSavedSearchCheck(options: SavedSearchCheckOptions): SavedSearchCheck {
  let skipped: string | undefined;
  let running: Promise<Result<SavedSearchCheckState>> | null = null;

  function state(): SavedSearchCheckState {
    const setting = savedSearchCheckSetting(options.settings.current());
    const record = options.store.current();
    const today = localDay(options.now());
    return {
      ...setting,
      day: today,
      spent: record.day === today ? record.spent : 0,
      results: record.results,
      ...(skipped ? { skipped } : {}),
    };
  }

  async function check(input: RunInput): Promise<Result<SavedSearchCheckState>> {
    const setting = savedSearchCheckSetting(options.settings.current());
    skipped = undefined;
    if (!setting.enabled) {
      skipped = 'The start-up check is off.';
      return { ok: true, value: state() };
    }
    const now = options.now();
    const today = localDay(now);
    let record: CheckRecord = options.store.current();
    if (record.day !== today) record = { ...record, day: today, spent: 0 };
    const allowed = leftToday(record, setting.budget, now);
    const lastChecked = Object.fromEntries(Object.values(record.results).map((result) => [result.id, result.checkedAt]));
    const due = pickSearches(input.searches, lastChecked, allowed, now);
    if (allowed === 0) skipped = `Today's ${setting.budget} ${setting.budget === 1 ? 'request was' : 'requests were'} spent already.`;
    else if (due.length === 0) skipped = 'Every saved search was checked today.';
    const found: SavedSearchCheckResult[] = [];
    const pages = new Map<string, DatasetPageReading>();
    for (const search of due) {
      const stop = quotaStops(options.quota());
      if (stop) {
        skipped = stop;
        break;
      }
      const answer = await options.search({ ...search.query, page: 1 });
      record = { ...record, spent: record.spent + 1 };
      if (answer.ok) {
        const counted = search.lastRunAt
          ? newSinceLastRun(answer.value.items, search.lastRunAt, moreExist(answer.value))
          : { count: 0, atLeast: false, undated: 0 };
        const result: SavedSearchCheckResult = {
          id: search.id,
          name: search.name,
          checkedAt: options.now().toISOString(),
          ...(search.lastRunAt ? { lastRunAt: search.lastRunAt } : {}),
          ...counted,
        };
        record = { ...record, results: { ...record.results, [search.id]: result } };
        pages.set(search.id, answer.value);
        if (result.count > 0) found.push(result);
      }
      await options.store.save(record);
      if (!answer.ok && STOPPING.has(answer.error.kind)) {
        skipped = `Stopped: ${answer.error.message}`;
        break;
      }
    }
    // Results of saved searches that no longer exist are dropped.
    const kept = new Set(input.searches.map((search) => search.id));
    const results = Object.fromEntries(Object.entries(record.results).filter(([id]) => kept.has(id)));
    if (Object.keys(results).length !== Object.keys(record.results).length) await options.store.save({ ...record, results });
    if (found.length > 0) options.onFound(found);
    // The pages go back to the window for its cache, so running a checked search costs nothing more.
    return { ok: true, value: pages.size > 0 ? { ...state(), pages: Object.fromEntries(pages) } : state() };
  }

  return {
    state,
    async setSetting(setting) {
      const saved = await options.settings.setSavedSearchCheck(setting);
      return saved.ok ? { ok: true, value: state() } : saved;
    },
    run(input) {
      // One check at a time: a second window's request waits and then finds the day's spend.
      const next = (running ?? Promise.resolve()).then(() => check(input));
      running = next;
      return next;
    },
  };
}
