import { describe, expect, it } from 'vitest';
import { allowedHostHeaders } from './loopback';

describe('allowedHostHeaders', () => {
  it('names the server by its page host, loopback address or localhost, with its port', () => {
    expect([...allowedHostHeaders('127.0.0.1', 5000, 'dmd-ab12.localhost')].sort()).toEqual(['127.0.0.1:5000', 'dmd-ab12.localhost:5000', 'localhost:5000']);
    expect(allowedHostHeaders('::1', 5000, 'dmd-ab12.localhost').has('[::1]:5000')).toBe(true);
    expect(allowedHostHeaders('127.0.0.1', 5000, 'dmd-ab12.localhost').has('dmd-other.localhost:5000')).toBe(false);
  });
});
