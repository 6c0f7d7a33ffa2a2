/**
 * The built-in marketplace's port of the last run (`last-port.json`): tried first at the next
 * start, so the dataset URLs in the renderer's saved cache (badges, links) stay valid and a
 * restarted process answers the requests the core retries. A port taken meanwhile means any
 * free port instead.
 */
import { readJsonFile, writeJsonAtomic, type JsonRead } from '../storage/atomic-file';

export const PORT_FILE = 'last-port.json';

function acceptPort(raw: unknown): number {
  const port = (raw as { port?: unknown } | null)?.port;
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 1024 || port > 65535) throw new Error('no usable port');
  return port;
}

export function readLastPort(file: string): Promise<JsonRead<number>> {
  return readJsonFile(file, acceptPort).catch(() => ({ state: 'missing' as const }));
}

export function writeLastPort(file: string, port: number): Promise<void> {
  return writeJsonAtomic(file, { port }).catch(() => undefined);
}

export function isPortTaken(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if ((current as { code?: unknown }).code === 'EADDRINUSE') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return /EADDRINUSE|address already in use/i.test(String(error));
}
