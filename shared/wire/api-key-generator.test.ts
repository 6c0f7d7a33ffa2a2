import { describe, expect, it } from 'vitest';
import { DEMO_KEY_PATTERN, generateApiKey } from './api-key-generator';

describe('generateApiKey', () => {
  it('makes demo keys the core recognises as demo keys, and live keys it does not', () => {
    expect(generateApiKey('demo')).toMatch(DEMO_KEY_PATTERN);
    expect(generateApiKey('live')).toMatch(/^ls_live_[0-9A-Za-z]{32}$/);
    expect(generateApiKey('live')).not.toMatch(DEMO_KEY_PATTERN);
  });

  it('draws every base62 character about equally often (no modulo bias towards the first ones)', () => {
    const counts = new Map<string, number>();
    for (let index = 0; index < 2_000; index += 1) {
      for (const character of generateApiKey('demo').slice('ls_demo_'.length)) counts.set(character, (counts.get(character) ?? 0) + 1);
    }
    expect(counts.size).toBe(62);
    // 64,000 draws: about 1,032 each; a bias of 256 % 62 would give the first eight ~25 % more.
    const expected = 64_000 / 62;
    for (const count of counts.values()) expect(Math.abs(count - expected) / expected).toBeLessThan(0.15);
  });
});
