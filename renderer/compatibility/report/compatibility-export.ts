/**
 * A compatibility report as an export: one row per dataset with its id, link, licence, price and
 * LQS (as numbers, units in the headers: number-columns.ts) from the records the app has cached for it (in their state: "not stated" only where a record
 * received does not state it, else "not loaded" and why), the verdict, the use and the date; the
 * combined terms, obligations and conflicts as notes.
 */
import { factOf, firstStated, valueOf, type FactState } from '../../../shared/domain/fact-state';
import { EXPORTED, exportMeta } from '../../export/export-meta';
import type { ExportTable } from '../../export/export-table';
import { factText, notLoadedMeta } from '../../export/fact-text';
import type { CachedDataset } from '../../facts/cached-record-state';
import { priceColumns, scoreNumber, SCORE_COLUMN } from '../../export/number-columns';
import { attributionMissing } from '../../licenses/attribution';
import type { CheckedDataset, CompatibilityReport } from '../compatibility-result';
import { appDifferenceLines, conflictLine, exportTitle, findingsSource, termLine, VERDICT_SOURCE, verdictLines } from './report-lines';
import { mostRestrictiveText, verdictMessage } from '../verdict-message';
import { checkedAttribution, licenseNotes } from '../../licenses/combination-attribution';

/** A dataset's licence as its cached records state it: for a dataset whose licence the check did not name. */
export function cachedLicense({ license, record }: CachedDataset): FactState<string> {
  return firstStated(
    factOf(license, (terms) => terms.type),
    factOf(record, (listing) => listing.license),
  );
}

/** A dataset's facts in the export, from its cached records. */
function exportedFacts(dataset: CheckedDataset, cached: CachedDataset) {
  const { record, quality } = cached;
  return {
    link: factOf(record, (listing) => listing.pageUrl),
    license: dataset.license === null ? cachedLicense(cached) : undefined,
    price: factOf(record, (listing) => listing.price),
    currency: valueOf(factOf(record, (listing) => listing.currency)),
    composite: firstStated(
      factOf(quality, (scores) => scores.composite),
      factOf(record, (listing) => listing.composite),
    ),
  };
}

const allowedWord = (allowed: boolean | null) => (allowed === null ? 'not stated' : allowed ? 'yes' : 'no');

export function compatibilityExport(report: CompatibilityReport, checkedAt: number, cachedOf: (id: string) => CachedDataset): ExportTable {
  const message = verdictMessage(report);
  const verdict = exportTitle(report, message);
  const mostRestrictive = mostRestrictiveText(report);
  const facts = report.datasets.map((dataset) => exportedFacts(dataset, cachedOf(dataset.ref)));
  const attribution = checkedAttribution(report.datasets, cachedOf);
  const price = priceColumns(
    facts.map((fact) => {
      const stated = valueOf(fact.price);
      return { ...(stated !== undefined ? { price: stated } : {}), ...(fact.currency ? { currency: fact.currency } : {}), words: factText(fact.price, String) };
    }),
  );
  return {
    title: `Licence compatibility: ${verdict}`,
    meta: exportMeta([
      ['Checked', checkedAt > 0 ? new Date(checkedAt).toISOString() : 'not known'],
      ['Use case', report.useCaseLabel],
      ['Verdict', verdict],
      [VERDICT_SOURCE, message.whose],
      findingsSource(report),
      ...notLoadedMeta(facts.flatMap((fact) => [fact.link, fact.license, fact.price, fact.composite])),
    ]),
    dates: [EXPORTED, 'Checked'],
    missing: attributionMissing(attribution),
    columns: ['Dataset', 'Id', 'Link', 'Licence', ...price.columns, SCORE_COLUMN, 'Allowed', 'Conditions', 'Reasons'],
    rows: report.datasets.map((dataset, index) => {
      const fact = facts[index]!;
      return [
        dataset.title,
        dataset.ref,
        factText(fact.link, String),
        dataset.license ?? factText(fact.license!, String),
        ...price.rows[index]!,
        factText(fact.composite, scoreNumber),
        allowedWord(dataset.allowed),
        dataset.conditions.join('; '),
        dataset.reasons.join('; '),
      ];
    }),
    notes: [
      { heading: 'Verdict', lines: verdictLines(report, message) },
      {
        heading: 'Combined terms',
        lines: [
          ...[...report.permissions, ...report.requirements].map(termLine),
          ...(mostRestrictive ? [`Most restrictive licence, as the marketplace ranks them: ${mostRestrictive}`] : []),
        ],
      },
      { heading: 'Obligations', lines: report.obligations ?? ['Not stated by the marketplace.'] },
      { heading: 'Conflicts', lines: report.conflicts === null ? ['Not stated by the marketplace.'] : report.conflicts.map(conflictLine) },
      ...(appDifferenceLines(report).length > 0 ? [{ heading: 'Where the app’s reading differs', lines: appDifferenceLines(report) }] : []),
      ...licenseNotes(
        report.datasets.map((dataset) => ({ title: dataset.title, cached: cachedOf(dataset.ref) })),
        attribution,
      ),
    ],
  };
}
