/**
 * The core's log: what the core says (its lines) and what it observes (failed requests, retries,
 * connection changes, quota events, the embedded marketplace's process ending and coming back,
 * uncaught errors), written to the rotating file (log-file.ts) through the one redaction, and the
 * newest failed requests kept for the diagnostics. Never throws into the core.
 */
import type { CatalogBuildStatus, ConnectionStatus, QuotaState } from '../../../shared/ipc/ipc-contract';
import type { SentAttempt } from '../http/marketplace-client';
import type { NetworkDescription } from '../network/network-description';
import { openLogFile, type LogFile } from './log-file';
import { quotaEvents } from './quota-events';
import { createRecentErrors } from './recent-errors';
import { failedRequest, readClientLine, type FailedRequest } from './request-events';

export interface CoreLog {
  folder: string;
  /** A line the core logs. The client's line of an attempt is kept only when it announces a retry. */
  line(text: string): void;
  attempt(attempt: SentAttempt, keyCheck: boolean): void;
  connection(status: ConnectionStatus): void;
  quota(connectionId: string, state: QuotaState): void;
  catalog(status: CatalogBuildStatus): void;
  uncaught(error: unknown, origin: string): void;
  recentErrors(): FailedRequest[];
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface CoreLogOptions {
  userDataDir: string;
  redact(line: string): string;
  describeNetwork(target: URL): NetworkDescription;
  now: () => Date;
  /** Told when the log file cannot be written. */
  onError?(error: Error): void;
  fileSize?: string;
}

const message = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

export async function openCoreLog(options: CoreLogOptions): Promise<CoreLog> {
  const file: LogFile = await openLogFile(options.userDataDir, { redact: options.redact, onError: options.onError, size: options.fileSize });
  const { logger } = file;
  const recent = createRecentErrors();
  const quotas = new Map<string, QuotaState>();
  const guarded =
    <A extends unknown[]>(write: (...args: A) => void) =>
    (...args: A) => {
      try {
        write(...args);
      } catch (error) {
        options.onError?.(error instanceof Error ? error : new Error(String(error)));
      }
    };

  return {
    folder: file.folder,
    line: guarded((text: string) => {
      const client = readClientLine(text);
      if (client?.kind === 'retry') logger.warn({ event: 'request.retry', ...client.retry }, 'request retried');
      else if (client === null) logger.info({ event: 'core' }, text);
    }),
    attempt: guarded((attempt: SentAttempt, keyCheck: boolean) => {
      const failed = failedRequest(attempt, options.describeNetwork(attempt.url), options.now());
      if (failed === null) return;
      recent.add(failed);
      logger.warn({ event: 'request.failed', ...failed, keyCheck }, 'request failed');
    }),
    connection: guarded((status: ConnectionStatus) => {
      logger.info(
        { event: 'connection.changed', kind: status.kind, address: status.baseUrl, hasKey: status.hasKey, keyStorage: status.keyStorage },
        'connection changed',
      );
    }),
    quota: guarded((connectionId: string, state: QuotaState) => {
      for (const event of quotaEvents(quotas.get(connectionId) ?? null, state)) logger.info({ ...event, connection: connectionId }, event.event);
      quotas.set(connectionId, state);
    }),
    catalog: guarded((status: CatalogBuildStatus) => {
      if (status.state === 'failed') logger.error({ event: 'marketplace.stopped' }, status.message);
      else if (status.state === 'ready' && /restart/i.test(status.message)) logger.warn({ event: 'marketplace.restarted' }, status.message);
    }),
    uncaught: guarded((error: unknown, origin: string) => {
      logger.error({ event: 'core.uncaught', origin, stack: error instanceof Error ? error.stack : undefined }, message(error));
    }),
    recentErrors: () => recent.list(),
    flush: () => file.flush(),
    close: () => file.close(),
  };
}
