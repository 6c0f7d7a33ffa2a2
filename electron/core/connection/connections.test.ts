import { describe, expect, it } from 'vitest';
import { DEMO_KEY_PATTERN, generateDemoKey, identify } from './connections';

describe('connections', () => {
  it('identifies the embedded connection', () => {
    expect(identify({ kind: 'embedded' })).toEqual({ kind: 'embedded', id: 'embedded', keyAccount: 'embedded', configuredBaseUrl: null });
  });
  it('files a custom connection key under its origin', () => {
    expect(identify({ kind: 'custom', baseUrl: 'https://api.example.com/market' })).toEqual({
      kind: 'custom',
      id: 'https://api.example.com/market',
      keyAccount: 'https://api.example.com',
      configuredBaseUrl: 'https://api.example.com/market',
    });
  });
  it('makes distinct demo keys of the right shape', () => {
    const keys = new Set(Array.from({ length: 50 }, generateDemoKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(DEMO_KEY_PATTERN);
  });
});
