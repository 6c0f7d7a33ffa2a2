/**
 * The browser shell remembers no port and no host name: each start listens where the OS (or
 * `--port P`) puts it, never the last run's, its page is at a host name of its own
 * (`dmd-….localhost`) even on a pinned port, and an earlier start's link opens nothing. Needs
 * `npm run build`.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startBuiltShell } from './chromium-profile';
import { linkPath, rawRequest } from './shell-harness';

const dir = mkdtempSync(path.join(os.tmpdir(), 'dmd-shell-origin-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const userData = path.join(dir, 'user-data');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe('the browser shell’s origin', () => {
  it('is the one each launch is given, not the last one, and keeps no port file', async () => {
    const first = await startBuiltShell(userData);
    const firstLink = first.ready.url;
    const firstPort = first.ready.port;
    await first.stop();
    const second = await startBuiltShell(userData);
    try {
      // Not the last run's port (a new OS pick is this one by chance once in some 28,000 starts).
      expect(second.ready.port).not.toBe(firstPort);
      expect(new URL(second.ready.url).origin).toBe(second.ready.pageOrigin);
      expect(new URL(second.ready.url).hostname).not.toBe(new URL(firstLink).hostname);
      // The first launch's link is an earlier start's, whatever port it names: its host name is not this one's.
      const port = second.ready.port;
      const oldHost = `${new URL(firstLink).hostname}:${port}`;
      expect((await rawRequest(port, { path: linkPath(firstLink), headers: { Host: oldHost } })).status).toBe(403);
      const oldPath = await rawRequest(port, { path: linkPath(firstLink), headers: { Host: new URL(second.ready.url).host } });
      expect(oldPath.status).toBe(404);
    } finally {
      await second.stop();
    }
    const pinned = await freePort();
    const hostNames = new Set<string>();
    for (let start = 0; start < 2; start += 1) {
      const pinnedShell = await startBuiltShell(userData, ['--port', String(pinned)]);
      try {
        expect(pinnedShell.ready.port).toBe(pinned);
        expect(pinnedShell.ready.origin).toBe(`http://127.0.0.1:${pinned}`);
        const link = new URL(pinnedShell.ready.url);
        hostNames.add(link.hostname);
        expect((await rawRequest(pinned, { path: linkPath(pinnedShell.ready.url), headers: { Host: link.host } })).status).toBe(303);
      } finally {
        await pinnedShell.stop();
      }
    }
    // A pinned port is the same origin at 127.0.0.1 each start, so the page is never there.
    expect(hostNames.size).toBe(2);
    expect(readdirSync(userData).filter((name) => /port/.test(name))).toEqual([]);
    expect(existsSync(path.join(userData, 'browser-shell-port.json'))).toBe(false);
  }, 120_000);
});
