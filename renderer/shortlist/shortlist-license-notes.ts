import type { ShortlistEntry } from '../../shared/ipc/ipc-contract';
import type { ExportTable } from '../export/export-table';
import type { CachedDataset } from '../facts/cached-record-state';
import { attributionMissing } from '../licenses/attribution';
import { licenseNotes, shortlistAttribution } from '../licenses/combination-attribution';

/** The shortlist export with the licence labels that disagree and the attribution table as notes, and what the attribution lacks at its top. */
export function withLicenseNotes(table: ExportTable, entries: readonly ShortlistEntry[], cachedOf: (id: string) => CachedDataset): ExportTable {
  const attribution = shortlistAttribution(entries, cachedOf);
  const notes = licenseNotes(
    entries.map((entry) => ({ title: entry.title, cached: cachedOf(entry.id), entry })),
    attribution,
  );
  return { ...table, missing: [...(table.missing ?? []), ...attributionMissing(attribution)], notes: [...(table.notes ?? []), ...notes] };
}
