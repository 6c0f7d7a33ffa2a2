/**
 * The comparison as an export: one column per dataset, its id and link first, then every row
 * (numbers as numbers, units in the row's label, the best in a column of its own:
 * compare-export-cells.ts); why no best is marked where intervals overlap, and why any cell is not loaded.
 */
import { factOf } from '../../shared/domain/fact-state';
import { EXPORTED } from '../export/export-meta';
import type { ExportTable } from '../export/export-table';
import { factText, notLoadedMeta } from '../export/fact-text';
import { overlapNote, type CompareRow, type ComparedDataset } from './compare-rows';
import { exportCells } from './compare-export-cells';

export function compareExport(
  datasets: readonly ComparedDataset[],
  titles: readonly string[],
  rows: readonly CompareRow[],
  meta: ExportTable['meta'],
): ExportTable {
  const links = datasets.map((dataset) => factOf(dataset.record, (listing) => listing.pageUrl));
  const overlap = overlapNote(rows, datasets);
  return {
    title: `Comparison of ${datasets.length} datasets`,
    meta: [
      ...meta,
      ...(overlap === null ? [] : [['Best', overlap] as [string, string]]),
      ...notLoadedMeta([...links, ...rows.flatMap((row) => row.cells.map((cell) => cell.fact))]),
    ],
    dates: [EXPORTED],
    columns: ['', ...titles, 'Best'],
    rows: [
      ['Id', ...datasets.map((dataset) => dataset.id), ''],
      ['Link', ...links.map((link) => factText(link, String)), ''],
      ...exportCells(rows, datasets, titles),
    ],
  };
}
