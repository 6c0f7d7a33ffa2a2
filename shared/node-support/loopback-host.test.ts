import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from './loopback-host';

describe('isLoopbackHost', () => {
  it('knows loopback from everything else', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', 'LOCALHOST', '::1', '[::1]']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.1', '192.168.0.1', 'example.com', '127.0.0.1.nip.io', 'localhost.evil.com', '128.0.0.1', '']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});
