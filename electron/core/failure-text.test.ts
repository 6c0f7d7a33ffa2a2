import { describe, expect, it } from 'vitest';
import { PROTOTYPE_NAMES } from '../../shared/domain/own-keys';
import { describeFileFailure, describeNetworkFailure } from './failure-text';

describe('failure sentences', () => {
  it('name a known code in words', () => {
    expect(describeNetworkFailure(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }), 'h')).toContain('connection refused');
    expect(describeFileFailure(Object.assign(new Error('x'), { code: 'ENOSPC' }))).toBe('the disk is full (ENOSPC)');
  });

  it.each(PROTOTYPE_NAMES)('take a code named %s as an unknown code', (code) => {
    expect(describeNetworkFailure(Object.assign(new Error('x'), { code }), 'h')).toContain(`network error ${code}`);
    expect(describeFileFailure(Object.assign(new Error('what happened'), { code }))).toBe('what happened');
  });
});
