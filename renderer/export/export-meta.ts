import { useConnectionStore } from '../state/connection-store';
import type { ExportTable } from './export-table';

/** The label of the export's date: an ISO instant (ExportTable.dates). */
export const EXPORTED = 'Exported';

/** What every export says about itself: when it was made and from which marketplace, then `extra`. */
export function exportMeta(extra: ExportTable['meta'] = [], at: Date = new Date()): ExportTable['meta'] {
  const status = useConnectionStore.getState().status;
  const marketplace = status ? `${status.baseUrl}${status.kind === 'embedded' ? ' (the built-in demo marketplace)' : ''}` : 'not known';
  return [[EXPORTED, at.toISOString()], ['Marketplace', marketplace], ...extra];
}
