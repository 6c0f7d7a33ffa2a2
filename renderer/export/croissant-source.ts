/**
 * What a Croissant export is written from: the records the app holds of a dataset (the query
 * cache, never a request): its detail record or the list item standing in for it, and its licence
 * record when loaded; for a starred dataset none of which is cached, the listing as it was starred;
 * which of its records are not loaded; and its API record's address, the `url` without a web page.
 */
import type { ShortlistEntry } from '../../shared/ipc/ipc-contract';
import type { DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import { receivedPart } from '../../shared/domain/fact-state';
import type { CachedDataset } from '../facts/cached-record-state';
import { datasetRequest, requestUrl } from '../copy-as-code/request-code';
import { useConnectionStore } from '../state/connection-store';
import type { CroissantRecord, CroissantSource } from './croissant';

/** The starred listing as a record: each fact it kept, from the shortlist. */
function starredListing(entry: ShortlistEntry): DatasetSummaryReading {
  const kept = <T>(value: T | undefined) => (value === undefined ? undefined : { value, from: 'shortlist (as listed when starred)' });
  return { id: entry.id, title: kept(entry.title), license: kept(entry.license), pageUrl: kept(entry.pageUrl), createdAt: kept(entry.createdAt), raw: entry };
}

/** The dataset's API record on this connection: `GET /v1/datasets/{id}`, as the core asks for it. */
function apiUrlOf(id: string): string | undefined {
  const baseUrl = useConnectionStore.getState().status?.baseUrl;
  return baseUrl ? requestUrl(baseUrl, datasetRequest(id)) : undefined;
}

export function croissantSourceOf(cached: CachedDataset, starred?: ShortlistEntry): CroissantSource | null {
  const record = receivedPart(cached.record) ?? (starred ? starredListing(starred) : undefined);
  if (record === undefined) return null;
  const notLoaded: CroissantRecord[] = (['record', 'license'] as const).filter((kind) => cached[kind].state !== 'received');
  const apiUrl = apiUrlOf(record.id);
  return { record, notLoaded, ...(apiUrl ? { apiUrl } : {}), ...(cached.license.state === 'received' ? { license: cached.license.record } : {}) };
}
