/**
 * Failed requests, remembered briefly so that one failure costs one request: reopening the same
 * dataset, tab or search, or restarting the app, answers the remembered error (with when it
 * happened) instead of asking a failing marketplace again. The user's Retry forgets them
 * (`requests:forget-failures`), and they expire after a minute. Kept per connection in
 * `failure-memory.json`, so a restart within that minute sends nothing either.
 *
 * Not remembered: refusals the core made itself (no request was sent), cancellations, and a
 * used-up quota or a rate limit (the quota tracker owns those).
 */
import path from 'node:path';
import type { AppError, AppErrorCode, AppErrorKind } from '../../../shared/domain/app-error';
import { FAILURE_MEMORY_MS } from '../../../shared/ipc/ipc-contract';
import { readJsonFile, writeJsonAtomic } from '../storage/atomic-file';

const FAILURE_MEMORY_FILE = 'failure-memory.json';

const NOT_REMEMBERED: ReadonlySet<AppErrorKind> = new Set(['quota_exceeded', 'rate_limited']);
const NOT_SENT_CODES: ReadonlySet<AppErrorCode | undefined> = new Set<AppErrorCode>(['cancelled', 'shutting_down', 'embedded_unavailable', 'no_key']);

/** Whether a failure came from a request that reached (or tried to reach) the marketplace and is worth remembering. */
export function isRememberable(error: AppError): boolean {
  if (NOT_REMEMBERED.has(error.kind) || NOT_SENT_CODES.has(error.code)) return false;
  // An invalid_input without a status was refused by the app before sending.
  return !(error.kind === 'invalid_input' && error.status === undefined);
}

interface RememberedFailure {
  error: AppError;
  failedAt: string;
  until: string;
}

export interface FailureMemory {
  /** The remembered failure of this request on this connection, if it is still fresh. */
  recall(connectionId: string, request: string): AppError | null;
  remember(connectionId: string, request: string, error: AppError): void;
  /** Forgets every failure of the connection (the user asked to retry, or the key changed). */
  forget(connectionId: string): void;
  flush(): Promise<void>;
}

function acceptStored(raw: unknown): Map<string, Map<string, RememberedFailure>> {
  const connections = (raw as { connections?: unknown } | null)?.connections;
  if (typeof connections !== 'object' || connections === null) throw new Error('it has no connections');
  const stored = new Map<string, Map<string, RememberedFailure>>();
  for (const [connectionId, requests] of Object.entries(connections)) {
    if (typeof requests !== 'object' || requests === null) continue;
    const entries = new Map<string, RememberedFailure>();
    for (const [request, entry] of Object.entries(requests as Record<string, unknown>)) {
      const candidate = entry as Partial<RememberedFailure> | null;
      const error = candidate?.error as Partial<AppError> | undefined;
      if (
        typeof candidate?.failedAt !== 'string' ||
        typeof candidate.until !== 'string' ||
        typeof error?.kind !== 'string' ||
        typeof error.message !== 'string'
      )
        continue;
      entries.set(request, candidate as RememberedFailure);
    }
    stored.set(connectionId, entries);
  }
  return stored;
}

export async function openFailureMemory(userDataDir: string, options: { now?: () => Date; log?: (line: string) => void } = {}): Promise<FailureMemory> {
  const now = options.now ?? (() => new Date());
  const file = path.join(userDataDir, FAILURE_MEMORY_FILE);
  const read = await readJsonFile(file, acceptStored, now());
  if (read.state === 'corrupt') options.log?.(`The remembered failures could not be read (${read.reason}); starting without them.`);
  const memory = read.state === 'ok' ? read.value : new Map<string, Map<string, RememberedFailure>>();
  let pendingWrite: Promise<void> = Promise.resolve();

  function persist(): void {
    const at = now().getTime();
    const fresh = Object.fromEntries(
      [...memory].map(([connectionId, requests]) => [connectionId, Object.fromEntries([...requests].filter(([, entry]) => Date.parse(entry.until) > at))]),
    );
    pendingWrite = writeJsonAtomic(file, { version: 1, connections: fresh }).catch((error: unknown) => {
      options.log?.(`Could not save the remembered failures: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  return {
    recall(connectionId, request) {
      const entry = memory.get(connectionId)?.get(request);
      if (entry === undefined) return null;
      if (Date.parse(entry.until) <= now().getTime()) {
        memory.get(connectionId)?.delete(request);
        return null;
      }
      return { ...entry.error, failedAt: entry.failedAt };
    },
    remember(connectionId, request, error) {
      if (!isRememberable(error)) return;
      const at = now();
      const { failedAt: _previous, ...plain } = error;
      let requests = memory.get(connectionId);
      if (requests === undefined) memory.set(connectionId, (requests = new Map()));
      requests.set(request, { error: plain, failedAt: at.toISOString(), until: new Date(at.getTime() + FAILURE_MEMORY_MS).toISOString() });
      persist();
    },
    forget(connectionId) {
      if (!memory.get(connectionId)?.size) return;
      memory.delete(connectionId);
      persist();
    },
    flush: () => pendingWrite,
  };
}
