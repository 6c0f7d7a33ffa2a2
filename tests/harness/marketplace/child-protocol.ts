import { readFileSync } from 'node:fs';

/**
 * The messages between the bench and a server it runs in a child process (so that the
 * server's memory is its own and the load generator does not share its event loop).
 */
export type ChildMessage =
  | { type: 'ready'; url: string; info: Record<string, unknown> }
  | {
      type: 'memory';
      rssBytes: number;
      maxRssBytes: number;
      rssAnonBytes: number | null;
      rssFileBytes: number | null;
      heapUsedBytes: number;
      externalBytes: number;
    }
  | { type: 'failed'; message: string };

export type ParentMessage = { type: 'memory' } | { type: 'close' };

export interface MemoryReport {
  rssMb: number;
  maxRssMb: number;
  /** Linux only: the private part of RSS (heap, native allocations)… */
  rssAnonMb: number | null;
  /** …and the file-backed part (e.g. a memory-mapped database, shared with the page cache). */
  rssFileMb: number | null;
  /** The V8 heap in use, and memory outside it held by JS objects (Buffers). */
  heapUsedMb: number;
  externalMb: number;
}

/** RssAnon / RssFile of /proc/self/status in bytes, null where there is no procfs. */
function rssBreakdown(): { rssAnonBytes: number | null; rssFileBytes: number | null } {
  try {
    const status = readFileSync('/proc/self/status', 'utf8');
    const kilobytes = (field: string): number | null => {
      const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
      return match?.[1] ? Number(match[1]) * 1024 : null;
    };
    return { rssAnonBytes: kilobytes('RssAnon'), rssFileBytes: kilobytes('RssFile') };
  } catch {
    return { rssAnonBytes: null, rssFileBytes: null };
  }
}

const send = (message: ChildMessage): void => {
  process.send?.(message);
};

/** In the child: announce the server and answer the parent until it says close. */
export function serveForParent(url: string, info: Record<string, unknown>, close: () => Promise<void> | void): void {
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'memory') {
      const usage = process.memoryUsage();
      send({
        type: 'memory',
        rssBytes: usage.rss,
        maxRssBytes: process.resourceUsage().maxRSS * 1024,
        ...rssBreakdown(),
        heapUsedBytes: usage.heapUsed,
        externalBytes: usage.external,
      });
    } else if (message.type === 'close') {
      void Promise.resolve(close()).finally(() => process.exit(0));
    }
  });
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready', url, info });
}

/** In the child: report a start-up failure and exit. */
export function failToParent(error: unknown): never {
  send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
}
