import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { followRequestActivity } from './request-activity';

describe('followRequestActivity', () => {
  it('is busy while a request is answered and for the quiet time after it, idle otherwise', async () => {
    let clock = 1_000;
    let answer: (() => void) | null = null;
    const server = createServer((_request, response) => {
      answer = () => response.end('ok');
    });
    const activity = followRequestActivity(server, () => clock);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      expect(activity.isIdle(250)).toBe(true);
      const pending = fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      while (answer === null) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(activity.isIdle(250)).toBe(false);
      (answer as () => void)();
      await (await pending).text();
      while (activity.isIdle(0) === false) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(activity.isIdle(250)).toBe(false);
      clock += 250;
      expect(activity.isIdle(250)).toBe(true);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
