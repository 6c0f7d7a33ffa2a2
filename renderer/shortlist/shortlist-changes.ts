/**
 * What changed in a starred dataset since it was starred: its listing as the shortlist kept it
 * against its detail record fetched again after the star (on opening it, or by "Check for
 * changes"). Only facts both state are compared, so a fact the record leaves out is never reported
 * as changed; a record the marketplace no longer has (404) is reported as withdrawn.
 */
import type { RecordState } from '../../shared/domain/fact-state';
import type { DatasetDetailReading, DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import type { ShortlistEntry } from '../../shared/ipc/ipc-contract';
import { formatPrice, formatScore } from '../../shared/display/format';

interface FieldChange {
  field: 'Price' | 'Licence' | 'LQS' | 'Tier' | 'Version';
  was: string;
  now: string;
}

export type ShortlistDelta = { kind: 'unchanged' } | { kind: 'changed'; changes: FieldChange[] } | { kind: 'withdrawn' } | { kind: 'not-checked' };

/** The detail record and when it was fetched (epoch ms), from the query cache. */
export interface FetchedRecord {
  record: RecordState<DatasetDetailReading, DatasetSummaryReading>;
  /** When the record (or its failure) arrived; 0 when never. */
  at: number;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function shortlistDelta(entry: ShortlistEntry, fetched: FetchedRecord): ShortlistDelta {
  // A record fetched before the star says nothing of what changed since.
  if (fetched.at === 0 || fetched.at < Date.parse(entry.addedAt)) return { kind: 'not-checked' };
  const { record } = fetched;
  if (record.state === 'not-known') {
    const { why } = record;
    return why.reason === 'failed' && why.error.kind === 'not_found' ? { kind: 'withdrawn' } : { kind: 'not-checked' };
  }
  if (record.state !== 'received') return { kind: 'not-checked' };
  const now = record.record;
  const changes: FieldChange[] = [];
  const price = now.price?.value;
  if (entry.price !== undefined && price !== undefined && Math.abs(entry.price - price) >= 0.005) {
    changes.push({ field: 'Price', was: formatPrice(entry.price, entry.currency), now: formatPrice(price, now.currency?.value ?? entry.currency) });
  }
  const license = now.license?.value;
  if (entry.license !== undefined && license !== undefined && !same(entry.license, license))
    changes.push({ field: 'Licence', was: entry.license, now: license });
  const lqs = now.composite?.value;
  if (entry.composite !== undefined && lqs !== undefined && formatScore(entry.composite) !== formatScore(lqs)) {
    changes.push({ field: 'LQS', was: formatScore(entry.composite), now: formatScore(lqs) });
  }
  const tierWord = now.tier?.value;
  const tier = tierWord === undefined ? undefined : 'known' in tierWord ? tierWord.known : tierWord.other;
  if (entry.tier !== undefined && tier !== undefined && !same(entry.tier, tier)) changes.push({ field: 'Tier', was: entry.tier, now: tier });
  const version = now.version?.value;
  if (entry.version !== undefined && version !== undefined && entry.version.trim() !== version.trim())
    changes.push({ field: 'Version', was: entry.version, now: version });
  return changes.length > 0 ? { kind: 'changed', changes } : { kind: 'unchanged' };
}

/** How long a fetched record stands for "now": older ones are fetched again by "Check for changes". */
const CHECK_FRESH_MS = 60 * 60 * 1000;

/** The entries "Check for changes" would fetch: those whose record was not fetched in the last hour. */
export function entriesToCheck(entries: readonly ShortlistEntry[], fetchedAt: (id: string) => number, now: number): ShortlistEntry[] {
  return entries.filter((entry) => now - fetchedAt(entry.id) >= CHECK_FRESH_MS);
}
