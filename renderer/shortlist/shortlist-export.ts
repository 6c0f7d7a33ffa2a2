/**
 * The shortlist as an export: each dataset as listed when starred, with its note; prices and LQS
 * as numbers, their units in the headers (number-columns.ts). A fact its
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
import { priceColumns, scoreNumber, SCORE_COLUMN, type PriceCell } from '../export/number-columns';
import { tierLabel, tierWordLabel } from '../../shared/display/tier';

export function shortlistExport(entries: readonly ShortlistEntry[], meta: ExportTable['meta'], cachedOf: (id: string) => CachedDataset): ExportTable {
  const looked: Array<FactState<unknown>> = [];
  const prices: PriceCell[] = [];
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
    const price = entry.price ?? valueOf(listed((listing) => listing.price));
    if (entry.price === undefined) looked.push(listed((listing) => listing.price));
    prices.push({
      ...(price !== undefined ? { price } : {}),
      ...(currency ? { currency } : {}),
      words: factText(
        listed((listing) => listing.price),
        String,
      ),
    });
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
        entry.composite,
        scoreNumber,
        () =>
          firstStated(
            factOf(cached.quality, (record) => record.composite),
            listed((listing) => listing.composite),
          ),
        scoreNumber,
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
  const price = priceColumns(prices);
  return {
    title: 'Shortlist',
    meta: [...meta, ...notLoadedMeta(looked)],
    columns: ['Dataset', 'Id', 'Link', 'Licence', ...price.columns, SCORE_COLUMN, 'Tier', 'Note', 'Added'],
    dates: [EXPORTED, 'Added'],
    rows: rows.map((row, index) => [...row.slice(0, 4), ...price.rows[index]!, ...row.slice(4)]),
  };
}
