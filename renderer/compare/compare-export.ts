/** The comparison as an export: one column per dataset, its id and link first, then every row as shown, and why any cell is not loaded. */
import { factOf } from '../../shared/fact-state';
import type { ExportTable } from '../export/export-table';
import { factText, notLoadedMeta } from '../export/fact-text';
import type { CompareRow, ComparedDataset } from './compare-rows';

export function compareExport(datasets: readonly ComparedDataset[], titles: readonly string[], rows: readonly CompareRow[], meta: ExportTable['meta']): ExportTable {
  const links = datasets.map((dataset) => factOf(dataset.record, (listing) => listing.pageUrl));
  return {
    title: `Comparison of ${datasets.length} datasets`,
    meta: [...meta, ...notLoadedMeta([...links, ...rows.flatMap((row) => row.cells.map((cell) => cell.fact))])],
    columns: ['', ...titles],
    rows: [
      ['Id', ...datasets.map((dataset) => dataset.id)],
      ['Link', ...links.map((link) => factText(link, String))],
      ...rows.map((row) => [row.label, ...row.cells.map((cell) => (cell.best ? `${cell.text} (${row.provisional ? 'best so far' : 'best'})` : cell.text))]),
    ],
  };
}
