import { describe, expect, it } from 'vitest';
import { createLaunchAccess, MAX_OPEN_CODES, SESSION_COOKIE } from './launch-access';

describe('launch access', () => {
  it('has a random host name (one DNS label under localhost) and launch path each launch', () => {
    const one = createLaunchAccess();
    const two = createLaunchAccess();
    expect(one.pageHostname).toMatch(/^dmd-[0-9a-f]{32}\.localhost$/);
    expect(two.pageHostname).not.toBe(one.pageHostname);
    expect(one.launchPath).toMatch(/^\/[A-Za-z0-9_-]{22}\/$/);
    expect(two.launchPath).not.toBe(one.launchPath);
  });

  it('redeems each code once, and no code it did not mint', () => {
    const access = createLaunchAccess();
    const code = access.mintCode();
    const other = access.mintCode();
    expect(access.redeem(`${code}x`)).toBe(false);
    expect(access.redeem(createLaunchAccess().mintCode())).toBe(false);
    expect(access.redeem(code)).toBe(true);
    expect(access.redeem(code)).toBe(false);
    expect(access.redeem(other)).toBe(true);
  });

  it('forgets the oldest code past the limit', () => {
    const access = createLaunchAccess();
    const oldest = access.mintCode();
    const kept = Array.from({ length: MAX_OPEN_CODES }, () => access.mintCode());
    expect(access.redeem(oldest)).toBe(false);
    expect(kept.every((code) => access.redeem(code))).toBe(true);
  });

  it('sets a session cookie for its own path only, and knows it among others', () => {
    const access = createLaunchAccess();
    const cookie = access.sessionCookie();
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Path=${access.launchPath}; HttpOnly; SameSite=Strict$`));
    expect(cookie).not.toMatch(/Expires|Max-Age/i);
    const pair = cookie.split(';')[0] ?? '';
    expect(access.hasSession(pair)).toBe(true);
    expect(access.hasSession(`theme=dark; ${pair}; other=1`)).toBe(true);
    expect(access.hasSession(`${pair}x`)).toBe(false);
    expect(access.hasSession(createLaunchAccess().sessionCookie().split(';')[0])).toBe(false);
    expect(access.hasSession(undefined)).toBe(false);
  });
});
