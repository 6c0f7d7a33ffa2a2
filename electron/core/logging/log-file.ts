/**
 * The app's log on disk: JSON lines by pino, in `<user data>/logs/app.N.log`, a new file past
 * 5 MB and three files kept (pino-roll). Every line passes `redact` as it is written, whatever
 * wrote it: the one place a secret could reach the file.
 */
import path from 'node:path';
import pino, { type Logger } from 'pino';
import pinoRoll from 'pino-roll';
import { ensurePrivateFolder } from '../storage/private-folder';

export const LOGS_DIR = 'logs';
export const LOG_FILE_SIZE = '5m';
/** Files kept, the one being written included (those of earlier runs count too). */
export const LOG_FILES_KEPT = 3;

export interface LogFile {
  logger: Logger;
  folder: string;
  /** Resolves once what was logged so far is on disk. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface LogFileOptions {
  redact(line: string): string;
  /** Where a write that failed is told (never throws into the core). */
  onError?(error: Error): void;
  size?: string;
}

export async function openLogFile(userDataDir: string, options: LogFileOptions): Promise<LogFile> {
  const folder = path.join(userDataDir, LOGS_DIR);
  await ensurePrivateFolder(folder);
  const destination = await pinoRoll({
    file: path.join(folder, 'app'),
    extension: '.log',
    size: options.size ?? LOG_FILE_SIZE,
    limit: { count: LOG_FILES_KEPT, removeOtherLogFiles: true },
    mode: 0o600,
  });
  destination.on('error', (error: Error) => options.onError?.(error));
  const logger = pino({ base: null, timestamp: pino.stdTimeFunctions.isoTime, hooks: { streamWrite: (line) => options.redact(line) } }, destination);
  const flush = () =>
    new Promise<void>((resolve) => {
      if (destination.destroyed) resolve();
      else destination.flush(() => resolve());
    });
  return {
    logger,
    folder,
    flush,
    async close() {
      await flush();
      if (destination.destroyed) return;
      await new Promise<void>((resolve) => {
        destination.once('close', () => resolve());
        destination.end();
      });
    },
  };
}
