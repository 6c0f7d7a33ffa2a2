/** The comparison as an export: one column per dataset, its id and link first, then every row as shown. */
import type { ExportTable } from '../export/export-table';
import type { CompareRow, ComparedDataset } from './compare-rows';

export function compareExport(datasets: readonly ComparedDataset[], titles: readonly string[], rows: readonly CompareRow[], meta: ExportTable['meta']): ExportTable {
  return {
    title: `Comparison of ${datasets.length} datasets`,
    meta,
    columns: ['', ...titles],
    rows: [
      ['Id', ...datasets.map((dataset) => dataset.id)],
      ['Link', ...datasets.map((dataset) => dataset.record?.pageUrl?.value ?? 'not stated')],
      ...rows.map((row) => [row.label, ...row.cells.map((cell) => (cell.best ? `${cell.text} (best)` : cell.text))]),
    ],
  };
}
