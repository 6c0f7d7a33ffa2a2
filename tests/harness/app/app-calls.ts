/**
 * Follows the renderer's calls to the core that reach the marketplace (`POST <launch>/api/datasets:*`,
 * `categories:list`, `licenses:check`, `account:me`), so a harness can tell when the app has
 * stopped fetching. UI-state and cache saves are not marketplace traffic and are left out.
 */
import type { Page, Request } from '@playwright/test';

const MARKETPLACE_CHANNELS = new Set([
  'datasets:search',
  'datasets:get',
  'datasets:quality',
  'datasets:license',
  'categories:list',
  'licenses:check',
  'account:me',
]);

export interface AppCallTracker {
  inFlight(): number;
  /** Epoch ms of the last call started or finished (0 before any). */
  lastActivity(): number;
  /** Marketplace calls the page made so far. */
  count(): number;
  stop(): void;
}

/** The channel (or `events`) of a request to the browser shell's `/api`, under the page's launch path or not; null for any other request. */
export function shellChannelOf(url: string): string | null {
  const match = /^(?:\/[A-Za-z0-9_-]+)?\/api\/([^/]+)$/.exec(new URL(url).pathname);
  return match?.[1] === undefined ? null : decodeURIComponent(match[1]);
}

function marketplaceChannel(request: Request): string | null {
  if (request.method() !== 'POST') return null;
  const channel = shellChannelOf(request.url());
  return channel !== null && MARKETPLACE_CHANNELS.has(channel) ? channel : null;
}

export function trackAppCalls(page: Page): AppCallTracker {
  const pending = new Set<Request>();
  let lastActivity = 0;
  let count = 0;
  const started = (request: Request) => {
    if (marketplaceChannel(request) === null) return;
    pending.add(request);
    count += 1;
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    if (!pending.delete(request)) return;
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    inFlight: () => pending.size,
    lastActivity: () => lastActivity,
    count: () => count,
    stop: () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

export interface QuietOptions {
  /** Nothing may start for this long after `since` (longer than the search debounce). */
  quietMs?: number;
  timeoutMs?: number;
}

/** Waits until no marketplace call is running and none has started for `quietMs` since `since` (bounded). */
export async function waitForQuiet(tracker: AppCallTracker, since: number, options: QuietOptions = {}): Promise<void> {
  const quietMs = options.quietMs ?? 400;
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  for (;;) {
    const idleSince = Math.max(since, tracker.lastActivity());
    if (tracker.inFlight() === 0 && Date.now() - idleSince >= quietMs) return;
    if (Date.now() > deadline) throw new Error(`the app was still fetching after ${options.timeoutMs ?? 20_000} ms (${tracker.inFlight()} calls open)`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
