import { describe, expect, it } from 'vitest';
import { withoutUndefined } from './ui-state-defaults';

describe('withoutUndefined', () => {
  it('drops undefined keys only', () => {
    expect(withoutUndefined({ a: 1, b: undefined, c: false, d: null })).toEqual({ a: 1, c: false, d: null });
  });
});
