/**
 * A server's port of the last run, kept in a JSON file and tried first at the next start; a port
 * taken meanwhile means any free port instead. The embedded marketplace keeps its own
 * (`marketplace/last-port.json`): the dataset URLs in the renderer's saved cache (badges, links)
 * stay valid and a restarted process answers the requests the core retries. The browser shell
 * keeps its own (`browser-shell-port.json`): the page keeps one origin, so what the browser keeps
 * per origin (the notification permission the quota alerts ask for, its cache of the app's
 * files) carries over to the next start.
 */
import { readJsonFile, writeJsonAtomic, type JsonRead } from './atomic-file';

/** In the embedded marketplace's folder (`<userData>/marketplace`). */
export const MARKETPLACE_PORT_FILE = 'last-port.json';

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

/** Starts on the last run's port if there is one, else on any free port (and so when that port is taken now). */
export async function startOnLastPort<T>(previous: JsonRead<number>, start: (port: number) => Promise<T>): Promise<T> {
  if (previous.state !== 'ok') return start(0);
  try {
    return await start(previous.value);
  } catch (error) {
    if (!isPortTaken(error)) throw error;
    return start(0);
  }
}

function isPortTaken(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if ((current as { code?: unknown }).code === 'EADDRINUSE') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return /EADDRINUSE|address already in use/i.test(String(error));
}
