/**
 * A compatibility report as an export: one row per dataset with its id, link, licence, price and
 * LQS (from the records the app has cached for it; "not loaded" when it has none), the verdict,
 * the use and the date; the combined terms, obligations and conflicts as notes.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { DatasetSummaryReading } from '../../shared/readings/dataset-reading';
import { queryKeys } from '../app/query-keys';
import { findListSeed } from '../dataset/use-dataset';
import { exportMeta } from '../export/export-meta';
import type { ExportTable } from '../export/export-table';
import { formatPrice, formatScore } from '../ui/format';
import type { CompatibilityReport } from './compatibility-result';
import { appDifferenceLines, conflictLine, exportTitle, termLine, verdictLines } from './report-lines';
import { mostRestrictiveText, verdictMessage } from './verdict-message';

/** The dataset's detail record, else a list item, from the cache: no request. */
export function cachedListing(queryClient: QueryClient, namespace: string, id: string): DatasetSummaryReading | undefined {
  return queryClient.getQueryData<DatasetSummaryReading>(queryKeys.dataset(namespace, id)) ?? findListSeed(queryClient, namespace, id);
}

const allowedWord = (allowed: boolean | null) => (allowed === null ? 'not stated' : allowed ? 'yes' : 'no');

export function compatibilityExport(report: CompatibilityReport, checkedAt: number, listing: (id: string) => DatasetSummaryReading | undefined): ExportTable {
  const message = verdictMessage(report);
  const verdict = exportTitle(report, message);
  const mostRestrictive = mostRestrictiveText(report);
  return {
    title: `Licence compatibility: ${verdict}`,
    meta: exportMeta([
      ['Checked', checkedAt > 0 ? new Date(checkedAt).toISOString() : 'not known'],
      ['Use case', report.useCaseLabel],
      ['Verdict', verdict],
      ['Whose reading', message.whose],
      ['Per-dataset reading', report.datasetsReadBy === 'app' ? 'the app’s own, from its licence table (the marketplace gave none)' : 'the marketplace’s'],
    ]),
    columns: ['Dataset', 'Id', 'Link', 'Licence', 'Price', 'LQS', 'Allowed', 'Conditions', 'Reasons'],
    rows: report.datasets.map((dataset) => {
      const record = listing(dataset.ref);
      return [
        dataset.title,
        dataset.ref,
        record?.pageUrl?.value ?? 'not loaded',
        dataset.license ?? 'not stated',
        record === undefined ? 'not loaded' : record.price ? formatPrice(record.price.value, record.currency?.value) : 'not stated',
        record === undefined ? 'not loaded' : record.composite ? formatScore(record.composite.value) : 'not stated',
        allowedWord(dataset.allowed),
        dataset.conditions.join('; '),
        dataset.reasons.join('; '),
      ];
    }),
    notes: [
      { heading: 'Verdict', lines: verdictLines(report, message) },
      {
        heading: 'Combined terms',
        lines: [...[...report.permissions, ...report.requirements].map(termLine), ...(mostRestrictive ? [`Most restrictive licence, as the marketplace ranks them: ${mostRestrictive}`] : [])],
      },
      { heading: 'Obligations', lines: report.obligations ?? ['Not stated by the marketplace.'] },
      { heading: 'Conflicts', lines: report.conflicts === null ? ['Not stated by the marketplace.'] : report.conflicts.map(conflictLine) },
      ...(appDifferenceLines(report).length > 0 ? [{ heading: 'Where the app’s reading differs', lines: appDifferenceLines(report) }] : []),
    ],
  };
}
