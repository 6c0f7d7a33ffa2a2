import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateApiKey, hashApiKey, isAcceptableKey, keyPrefix } from './api-keys';

describe('API keys', () => {
  it('look like ls_live_ or ls_demo_ plus 32 base62 characters, and differ each time', () => {
    const keys = Array.from({ length: 50 }, () => generateApiKey('live'));
    for (const key of keys) expect(key).toMatch(/^ls_live_[A-Za-z0-9]{32}$/);
    expect(new Set(keys).size).toBe(50);
    expect(generateApiKey('demo')).toMatch(/^ls_demo_[A-Za-z0-9]{32}$/);
  });

  it('are stored as SHA-256 hex and shown by a short prefix', () => {
    expect(hashApiKey('ls_live_x')).toBe(createHash('sha256').update('ls_live_x').digest('hex'));
    expect(keyPrefix('ls_live_ABCDEFGH')).toBe('ls_live_ABCD');
  });

  it('accepts sane outside keys only', () => {
    expect(isAcceptableKey('ls_demo_abcdefghijklmnop')).toBe(true);
    expect(isAcceptableKey('short')).toBe(false);
    expect(isAcceptableKey('has space in it......')).toBe(false);
  });
});
