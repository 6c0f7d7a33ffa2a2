/**
 * Server-Sent Events end to end: a search sent through the shell's HTTP API reaches the
 * embedded marketplace, the core reads the quota headers of its answer, and the resulting
 * `quota:changed` event arrives on the open `/api/events` stream.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageHost, startShellHarness, type ShellHarness } from './shell-harness';

let shell: ShellHarness;

beforeAll(async () => {
  shell = await startShellHarness();
});

afterAll(async () => {
  await shell?.close();
});

interface EventFrame {
  event: string;
  data: unknown;
}

/** Opens the stream, runs `trigger` once it is connected, and resolves with the first frame of `eventName`. */
function awaitEvent(cookie: string, eventName: string, trigger: () => Promise<unknown>): Promise<{ frame: EventFrame; contentType: string | undefined }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no ${eventName} event within 20 s`));
    }, 20_000);
    // As the page opens it: under the launch path, signed in by the session cookie.
    const req = http.get(
      { host: '127.0.0.1', port: shell.server.port, path: `${shell.server.launchPath}api/events`, headers: { Host: pageHost(shell.server), Cookie: cookie } },
      (res) => {
        if (res.statusCode !== 200) {
          clearTimeout(timer);
          reject(new Error(`event stream answered ${res.statusCode}`));
          return;
        }
        let buffer = '';
        let triggered = false;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          if (!triggered && buffer.includes(': connected')) {
            triggered = true;
            trigger().catch(reject);
          }
          for (const block of buffer.split('\n\n').slice(0, -1)) {
            const event = /^event: (.+)$/m.exec(block)?.[1];
            const data = /^data: (.+)$/m.exec(block)?.[1];
            if (event === eventName && data !== undefined) {
              clearTimeout(timer);
              req.destroy();
              resolve({ frame: { event, data: JSON.parse(data) }, contentType: res.headers['content-type'] });
              return;
            }
          }
        });
      },
    );
    req.on('error', (error) => {
      if (!req.destroyed) reject(error);
    });
  });
}

describe('GET /api/events', () => {
  it('delivers the quota event a search causes', async () => {
    const search = async () => {
      const response = await fetch(`http://127.0.0.1:${shell.server.port}/api/datasets:search`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Shell-Token': shell.token },
        body: JSON.stringify({ q: 'speech', per_page: 5 }),
      });
      const result = (await response.json()) as { ok: boolean; value?: { data: unknown[] } };
      expect(result.ok).toBe(true);
    };
    const { frame, contentType } = await awaitEvent(await shell.signIn(), 'quota:changed', search);
    expect(contentType).toContain('text/event-stream');
    const quota = frame.data as { limit: number | null; remaining: number | null; resetsAt: string | null };
    expect(typeof quota.limit).toBe('number');
    expect(typeof quota.remaining).toBe('number');
    expect(quota.remaining).toBeLessThan(quota.limit ?? 0);
    expect(quota.resetsAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  }, 60_000);
});
