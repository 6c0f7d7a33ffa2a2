/** The shortlist as an export: each dataset as listed when starred, with its note. */
import type { ShortlistEntry } from '../../shared/ipc-contract';
import type { ExportTable } from '../export/export-table';
import { formatPrice, formatScore } from '../ui/format';
import { tierLabel } from '../ui/tier';

export function shortlistExport(entries: readonly ShortlistEntry[], meta: ExportTable['meta']): ExportTable {
  return {
    title: 'Shortlist',
    meta,
    columns: ['Dataset', 'Id', 'Link', 'Licence', 'Price', 'LQS', 'Tier', 'Note', 'Added'],
    rows: entries.map((entry) => [
      entry.title,
      entry.id,
      entry.pageUrl ?? 'not stated',
      entry.license ?? 'not stated',
      entry.price !== undefined ? formatPrice(entry.price, entry.currency) : 'not stated',
      entry.composite !== undefined ? formatScore(entry.composite) : 'not stated',
      entry.tier ? tierLabel(entry.tier) : 'not stated',
      entry.note,
      entry.addedAt,
    ]),
  };
}
