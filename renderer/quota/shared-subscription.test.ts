import { describe, expect, it } from 'vitest';
import { sharedSubscription } from './shared-subscription';

describe('sharedSubscription', () => {
  it('starts once for many followers and stops after the last one leaves', () => {
    const log: string[] = [];
    const follow = sharedSubscription(() => {
      log.push('start');
      return () => log.push('stop');
    });
    const leaveA = follow();
    const leaveB = follow();
    expect(log).toEqual(['start']);
    leaveA();
    leaveA();
    expect(log).toEqual(['start']);
    leaveB();
    expect(log).toEqual(['start', 'stop']);
    follow();
    expect(log).toEqual(['start', 'stop', 'start']);
  });
});
