/** The attribution rows and licence-label notes of a shortlist or a compatibility report, from the records the app holds. */
import { isPageUrl } from '../../shared/domain/page-url';
import type { ShortlistEntry } from '../../shared/ipc/ipc-contract';
import type { CachedDataset } from '../facts/cached-record-state';
import { attributionLines, attributionRow, type AttributionRow } from './attribution';
import { attributionSubject } from './attribution-subjects';
import { cachedMismatch, entryMismatch } from './license-labels';
import type { ExportTable } from '../export/export-table';

export function shortlistAttribution(entries: readonly ShortlistEntry[], cachedOf: (id: string) => CachedDataset): AttributionRow[] {
  return entries.map((entry) =>
    attributionRow(
      attributionSubject(entry.id, entry.title, cachedOf(entry.id), {
        ...(entry.license ? { license: entry.license } : {}),
        ...(entry.licenseTerms ? { terms: entry.licenseTerms } : {}),
        ...(entry.pageUrl && isPageUrl(entry.pageUrl) ? { link: entry.pageUrl } : {}),
      }),
    ),
  );
}

export function checkedAttribution(datasets: ReadonlyArray<{ ref: string; title: string; license: string | null }>, cachedOf: (id: string) => CachedDataset) {
  return datasets.map((dataset) => attributionRow(attributionSubject(dataset.ref, dataset.title, cachedOf(dataset.ref), { license: dataset.license })));
}

type Note = NonNullable<ExportTable['notes']>[number];

/** The export's notes: the licence labels that disagree (each dataset named) and the attribution table. */
export function licenseNotes(
  datasets: ReadonlyArray<{ title: string; cached: CachedDataset; entry?: ShortlistEntry }>,
  attribution: readonly AttributionRow[] | null,
): Note[] {
  const mismatches = datasets.flatMap(({ title, cached, entry }) => {
    const mismatch = entry ? entryMismatch(entry, cached) : cachedMismatch(cached);
    return mismatch ? [`${title}: ${mismatch.sentence}`] : [];
  });
  return [
    ...(mismatches.length > 0 ? [{ heading: 'Licence labels that disagree', lines: mismatches }] : []),
    ...(attribution ? [{ heading: 'Attribution', lines: attributionLines(attribution) }] : []),
  ];
}

/** A comparison's export with the licence labels that disagree as a note. */
export function withComparedLicenseNotes(table: ExportTable, datasets: readonly CachedDataset[], titles: readonly string[]): ExportTable {
  const notes = licenseNotes(
    datasets.map((cached, index) => ({ title: titles[index] ?? '', cached })),
    null,
  );
  return { ...table, notes: [...(table.notes ?? []), ...notes] };
}
