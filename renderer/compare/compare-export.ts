/** The comparison as an export: one column per dataset, its id and link first, then every row as shown. */
import { factOf } from '../../shared/fact-state';
import type { ExportTable } from '../export/export-table';
import { notKnownWords } from '../ui/not-known';
import type { CompareRow, ComparedDataset } from './compare-rows';

function linkText(dataset: ComparedDataset): string {
  const link = factOf(dataset.record, (listing) => listing.pageUrl);
  if (link.state === 'not-known') return notKnownWords(link.why).short.toLowerCase();
  return link.state === 'not-stated' ? 'not stated' : link.fact.value;
}

export function compareExport(datasets: readonly ComparedDataset[], titles: readonly string[], rows: readonly CompareRow[], meta: ExportTable['meta']): ExportTable {
  return {
    title: `Comparison of ${datasets.length} datasets`,
    meta,
    columns: ['', ...titles],
    rows: [
      ['Id', ...datasets.map((dataset) => dataset.id)],
      ['Link', ...datasets.map(linkText)],
      ...rows.map((row) => [row.label, ...row.cells.map((cell) => (cell.best ? `${cell.text} (${row.provisional ? 'best so far' : 'best'})` : cell.text))]),
    ],
  };
}
