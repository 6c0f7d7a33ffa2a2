import { describe, expect, it } from 'vitest';
import { createShellToken, tokensMatch } from './shell-token';

describe('shell token', () => {
  it('is 32 random bytes in base64url, different each launch', () => {
    const token = createShellToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(createShellToken()).not.toBe(token);
  });

  it('matches only the exact token', () => {
    const token = createShellToken();
    expect(tokensMatch(token, token)).toBe(true);
    expect(tokensMatch(token, `${token}x`)).toBe(false);
    expect(tokensMatch(token, token.slice(1))).toBe(false);
    expect(tokensMatch(token, '')).toBe(false);
    expect(tokensMatch(token, null)).toBe(false);
    expect(tokensMatch(token, undefined)).toBe(false);
  });
});
