/**
 * The shortlist as an export: each dataset as listed when starred, with its note. A fact its
 * listing lacked is taken from the dataset's records the app has cached now, in their state: "not
 * stated" only where a record received does not state it, else "not loaded" and why.
 */
import { factOf, firstStated, valueOf, type FactState } from '../../shared/domain/fact-state';
import { isPageUrl } from '../../shared/domain/page-url';
import type { ShortlistEntry } from '../../shared/ipc/ipc-contract';
import type { DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import type { Stated } from '../../shared/domain/stated';
import { EXPORTED } from '../export/export-meta';
import type { ExportTable } from '../export/export-table';
import { factText, notLoadedMeta } from '../export/fact-text';
import type { CachedDataset } from '../facts/cached-record-state';
import { formatPrice, formatScore } from '../ui/display/format';
import { tierLabel, tierWordLabel } from '../ui/display/tier';

export function shortlistExport(entries: readonly ShortlistEntry[], meta: ExportTable['meta'], cachedOf: (id: string) => CachedDataset): ExportTable {
  const looked: Array<FactState<unknown>> = [];
  const rows = entries.map((entry) => {
    const cached = cachedOf(entry.id);
    const listed = <T>(pick: (listing: DatasetSummaryReading) => Stated<T> | undefined) => factOf(cached.record, pick);
    /** The listing's value, else what the cache says of the fact. */
    const cell = <T, U>(value: U | undefined, formatValue: (value: U) => string, fact: () => FactState<T>, formatFact: (value: T) => string) => {
      if (value !== undefined) return formatValue(value);
      const state = fact();
      looked.push(state);
      return factText(state, formatFact);
    };
    const currency = entry.currency ?? valueOf(listed((listing) => listing.currency));
    return [
      entry.title,
      entry.id,
      // An entry starred before the marketplace served pages may hold its API record: no page.
      cell(entry.pageUrl && isPageUrl(entry.pageUrl) ? entry.pageUrl : undefined, String, () => listed((listing) => listing.pageUrl), String),
      cell(
        entry.license,
        String,
        () =>
          firstStated(
            factOf(cached.license, (record) => record.type),
            listed((listing) => listing.license),
          ),
        String,
      ),
      cell(
        entry.price,
        (price) => formatPrice(price, currency),
        () => listed((listing) => listing.price),
        (price) => formatPrice(price, currency),
      ),
      cell(
        entry.composite,
        formatScore,
        () =>
          firstStated(
            factOf(cached.quality, (record) => record.composite),
            listed((listing) => listing.composite),
          ),
        formatScore,
      ),
      cell(
        entry.tier || undefined,
        tierLabel,
        () =>
          firstStated(
            factOf(cached.quality, (record) => record.tier),
            listed((listing) => listing.tier),
          ),
        tierWordLabel,
      ),
      entry.note,
      entry.addedAt,
    ];
  });
  return {
    title: 'Shortlist',
    meta: [...meta, ...notLoadedMeta(looked)],
    columns: ['Dataset', 'Id', 'Link', 'Licence', 'Price', 'LQS', 'Tier', 'Note', 'Added'],
    dates: [EXPORTED, 'Added'],
    rows,
  };
}
