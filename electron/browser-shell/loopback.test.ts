import { describe, expect, it } from 'vitest';
import { allowedHostHeaders, isLoopbackHost } from './loopback';

describe('isLoopbackHost', () => {
  it('knows loopback from everything else', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.1', '192.168.0.1', 'example.com', '127.0.0.1.nip.io', '']) expect(isLoopbackHost(host), host).toBe(false);
  });
});

describe('allowedHostHeaders', () => {
  it('names the server by loopback address or localhost, with its port', () => {
    expect([...allowedHostHeaders('127.0.0.1', 5000)].sort()).toEqual(['127.0.0.1:5000', 'localhost:5000']);
    expect(allowedHostHeaders('::1', 5000).has('[::1]:5000')).toBe(true);
  });
});
