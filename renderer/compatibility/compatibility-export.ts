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
import { VERDICT_WORDS, type CompatibilityReport } from './compatibility-result';

/** The dataset's detail record, else a list item, from the cache: no request. */
export function cachedListing(queryClient: QueryClient, namespace: string, id: string): DatasetSummaryReading | undefined {
  return queryClient.getQueryData<DatasetSummaryReading>(queryKeys.dataset(namespace, id)) ?? findListSeed(queryClient, namespace, id);
}

const allowedWord = (allowed: boolean | null) => (allowed === null ? 'not stated' : allowed ? 'yes' : 'no');

export function compatibilityExport(report: CompatibilityReport, checkedAt: number, listing: (id: string) => DatasetSummaryReading | undefined): ExportTable {
  const verdict = report.verdict === 'unknown' ? `${VERDICT_WORDS.unknown.title} (${report.verdictText})` : VERDICT_WORDS[report.verdict].title;
  const flag = (fact: { value: boolean } | undefined, yes: string, no: string) => (fact === undefined ? 'not stated' : fact.value ? yes : no);
  return {
    title: `Licence compatibility: ${verdict}`,
    meta: exportMeta([
      ['Checked', checkedAt > 0 ? new Date(checkedAt).toISOString() : 'not known'],
      ['Use case', report.useCaseLabel],
      ['Verdict', verdict],
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
      {
        heading: 'Combined terms',
        lines: [
          ...report.permissions.map((term) => `${term.label}: ${flag(term.fact, 'allowed', 'not allowed')}`),
          ...report.requirements.map((term) => `${term.label}: ${flag(term.fact, 'required', 'not required')}`),
          ...(report.mostRestrictiveLicense ? [`Most restrictive licence: ${report.mostRestrictiveLicense}`] : []),
        ],
      },
      { heading: 'Obligations', lines: report.obligations ?? ['Not stated by the marketplace.'] },
      { heading: 'Conflicts', lines: report.conflicts === null ? ['Not stated by the marketplace.'] : report.conflicts.map((conflict) => `${conflict.datasetNames.join(', ') || 'Datasets not named'}: ${conflict.reason ?? 'no reason stated'}`) },
    ],
  };
}
