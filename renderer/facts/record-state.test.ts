import { describe, expect, it } from 'vitest';
import { AppErrorException } from '../../shared/domain/app-error';
import { notKnownAfter, recordStateOf, type QuotaStop } from './record-state';

const open: QuotaStop = { blocked: false, resetTime: null };
const usedUp: QuotaStop = { blocked: true, resetTime: Date.UTC(2030, 0, 2) };
const idle = { data: undefined, isError: false, error: null, fetchStatus: 'idle' as const };

describe('a record’s state from its query', () => {
  it('is received once there is data, even when a later refresh failed (the saved copy shows with its age)', () => {
    expect(recordStateOf({ ...idle, data: { raw: 1 } }, open)).toEqual({ state: 'received', record: { raw: 1 } });
    expect(recordStateOf({ ...idle, data: { raw: 1 }, isError: true, error: new AppErrorException({ kind: 'server', message: 'x' }) }, usedUp).state).toBe(
      'received',
    );
  });

  it('is loading while fetching, or while waiting to be asked for', () => {
    expect(recordStateOf({ ...idle, fetchStatus: 'fetching' }, open)).toEqual({ state: 'not-known', why: { reason: 'loading' } });
    expect(recordStateOf(idle, open)).toEqual({ state: 'not-known', why: { reason: 'loading' } });
  });

  it('waits for the quota when it was not asked for because the quota is used up, and says until when', () => {
    expect(recordStateOf(idle, usedUp)).toEqual({ state: 'not-known', why: { reason: 'quota', until: '2030-01-02T00:00:00.000Z' } });
    expect(recordStateOf(idle, { blocked: true, resetTime: null })).toEqual({ state: 'not-known', why: { reason: 'quota', until: null } });
  });

  it('tells a used-up quota, an unreachable marketplace and any other failure apart', () => {
    const quota = new AppErrorException({ kind: 'quota_exceeded', message: 'Used up.', resetAt: '2030-01-03T00:00:00.000Z' });
    expect(notKnownAfter(quota, usedUp)).toEqual({ reason: 'quota', until: '2030-01-03T00:00:00.000Z' });
    expect(notKnownAfter(new AppErrorException({ kind: 'quota_exceeded', message: 'Used up.' }), usedUp)).toEqual({
      reason: 'quota',
      until: '2030-01-02T00:00:00.000Z',
    });
    const refused = { kind: 'network', message: 'Connection refused.' } as const;
    expect(recordStateOf({ ...idle, isError: true, error: new AppErrorException(refused) }, open)).toEqual({
      state: 'not-known',
      why: { reason: 'offline', error: refused },
    });
    const broken = { kind: 'server', message: 'Upstream is restarting.', status: 503 } as const;
    expect(notKnownAfter(new AppErrorException(broken), open)).toEqual({ reason: 'failed', error: broken });
  });
});
