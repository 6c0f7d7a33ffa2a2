/**
 * Judges a browsing session's requests against what it needed: the floor (the distinct
 * resources its screens required), what was served beyond or short of it, and duplicates (a
 * resource requested again while the app's own cache policy still counted the first answer fresh,
 * or while it was still in flight).
 */
import { freshnessWindowMs, resourceKey, resourceKindOfKey, type ResourceKind, type ServedRequest } from './marketplace-requests';

export interface Duplicate {
  key: string;
  /** Milliseconds between the earlier answer and this request (negative: the earlier one was still in flight). */
  afterMs: number;
  windowMs: number;
}

export interface EconomyReport {
  /** Requests the marketplace served with the app's key (the ones that spend quota). */
  served: number;
  /** Requests served without a key (quality badges): they spend no quota and are left out of the rest. */
  unkeyed: number;
  /** Distinct resources among them. */
  distinctServed: number;
  /** Distinct resources the session needed. */
  floor: number;
  /** Served resources the session did not need, with how often each was served. */
  unneeded: Array<{ key: string; times: number }>;
  /** Needed resources that were never served (the screen showed them some other way, or the step did not run). */
  notServed: string[];
  duplicates: Duplicate[];
  byKind: Partial<Record<ResourceKind, number>>;
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/** Requests for a resource whose previous successful answer was still fresh (or still coming). */
export function findDuplicates(requests: readonly ServedRequest[]): Duplicate[] {
  const ordered = [...requests].sort((a, b) => a.startedAt - b.startedAt);
  const lastAnswer = new Map<string, number>();
  const duplicates: Duplicate[] = [];
  for (const request of ordered) {
    const key = resourceKey(request.method, request.url, request.body);
    const windowMs = freshnessWindowMs(resourceKindOfKey(key));
    const previous = lastAnswer.get(key);
    if (previous !== undefined && request.startedAt < previous + windowMs) {
      duplicates.push({ key, afterMs: request.startedAt - previous, windowMs });
    }
    if (isSuccess(request.status)) lastAnswer.set(key, Math.max(previous ?? 0, request.endedAt));
  }
  return duplicates;
}

export function analyseEconomy(allRequests: readonly ServedRequest[], needed: ReadonlySet<string>): EconomyReport {
  const requests = allRequests.filter((request) => request.keyed);
  const times = new Map<string, number>();
  const byKind: Partial<Record<ResourceKind, number>> = {};
  for (const request of requests) {
    const key = resourceKey(request.method, request.url, request.body);
    times.set(key, (times.get(key) ?? 0) + 1);
    const kind = resourceKindOfKey(key);
    byKind[kind] = (byKind[kind] ?? 0) + 1;
  }
  return {
    served: requests.length,
    unkeyed: allRequests.length - requests.length,
    distinctServed: times.size,
    floor: needed.size,
    unneeded: [...times].filter(([key]) => !needed.has(key)).map(([key, count]) => ({ key, times: count })),
    notServed: [...needed].filter((key) => !times.has(key)),
    duplicates: findDuplicates(requests),
    byKind,
  };
}
