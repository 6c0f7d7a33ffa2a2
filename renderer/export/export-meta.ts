import { useConnectionStore } from '../state/connection-store';
import type { ExportTable } from './export-table';

/** What every export says about itself: when it was made and from which marketplace, then `extra`. */
export function exportMeta(extra: ExportTable['meta'] = [], at: Date = new Date()): ExportTable['meta'] {
  const status = useConnectionStore.getState().status;
  const marketplace = status ? `${status.baseUrl}${status.kind === 'embedded' ? ' (the built-in demo marketplace)' : ''}` : 'not known';
  return [['Exported', at.toISOString()], ['Marketplace', marketplace], ...extra];
}
