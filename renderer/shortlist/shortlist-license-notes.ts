import type { ShortlistEntry } from '../../shared/ipc/ipc-contract';
import type { ExportTable } from '../export/export-table';
import type { CachedDataset } from '../facts/cached-record-state';
import { licenseNotes, shortlistAttribution } from '../licenses/combination-attribution';

/** The shortlist export with the licence labels that disagree and the attribution table as notes. */
export function withLicenseNotes(table: ExportTable, entries: readonly ShortlistEntry[], cachedOf: (id: string) => CachedDataset): ExportTable {
  const notes = licenseNotes(
    entries.map((entry) => ({ title: entry.title, cached: cachedOf(entry.id), entry })),
    shortlistAttribution(entries, cachedOf),
  );
  return { ...table, notes: [...(table.notes ?? []), ...notes] };
}
