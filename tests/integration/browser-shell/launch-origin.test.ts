/**
 * The browser shell remembers no port: each start listens where the OS (or `--port P`) puts it,
 * never the last run's, and an earlier start's link opens nothing. Needs `npm run build`.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startBuiltShell } from './chromium-profile';

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
      expect(new URL(second.ready.url).origin).toBe(`http://127.0.0.1:${second.ready.port}`);
      // The first launch's link is an earlier start's, whatever port it names.
      const old = await fetch(`http://127.0.0.1:${second.ready.port}${new URL(firstLink).pathname}`, { redirect: 'manual' });
      expect(old.status).toBe(404);
    } finally {
      await second.stop();
    }
    const pinned = await freePort();
    const third = await startBuiltShell(userData, ['--port', String(pinned)]);
    try {
      expect(third.ready.port).toBe(pinned);
      expect(third.ready.origin).toBe(`http://127.0.0.1:${pinned}`);
      expect((await fetch(third.ready.url, { redirect: 'manual' })).status).toBe(303);
    } finally {
      await third.stop();
    }
    expect(readdirSync(userData).filter((name) => /port/.test(name))).toEqual([]);
    expect(existsSync(path.join(userData, 'browser-shell-port.json'))).toBe(false);
  }, 120_000);
});
