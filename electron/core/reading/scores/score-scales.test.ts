import { describe, expect, it } from 'vitest';
import { decideScale, loneScoreOnLqsScale, onLqsScale, parseScore, readScaleMax, toLqsScale } from './score-scales';

describe('score scales', () => {
  it('read a declared scale as its top, and a range that does not start at 0 as none (it may be an interval)', () => {
    expect(
      [100, 1, '0-100', '0–1', '0..5', '0 to 10', 'out of 100', '/5', '%', 'percent', 'Fraction', [0, 1], { min: 0, max: 100 }, { max: 5 }].map(readScaleMax),
    ).toEqual([100, 1, 100, 1, 5, 10, 100, 5, 100, 100, 1, 1, 100, 5]);
    expect([[80.7, 86.9], { min: 80, max: 90 }, 0, -1, 'high', null].map(readScaleMax)).toEqual(Array(6).fill(undefined));
  });

  it('read a score with what its text says of its scale and margin', () => {
    expect(parseScore(83.8)).toEqual({ value: 83.8 });
    expect(parseScore('0.93')).toEqual({ value: 0.93 });
    expect(parseScore('93%')).toEqual({ value: 93, max: 100 });
    expect(parseScore('4.5/5')).toEqual({ value: 4.5, max: 5 });
    expect(parseScore('83.8 ± 3.1')).toEqual({ value: 83.8, margin: 3.1 });
    expect(parseScore('83.8 (+/- 3.1)')).toEqual({ value: 83.8, margin: 3.1 });
    expect(['high', -3, '', '12 px', NaN].map(parseScore)).toEqual(Array(5).fill(undefined));
  });

  it('decide a group’s scale from its own evidence, in that order: declared, its range, a lone fraction', () => {
    expect(decideScale([0.9], { value: 5, from: 'scale' })).toEqual({ max: 5, basis: 'declared', from: 'scale' });
    expect(decideScale([0.5, 72], undefined)).toEqual({ max: 100, basis: 'range' });
    expect(decideScale([0.5, 0.7], undefined)).toEqual({ max: 1, basis: 'range' });
    expect(decideScale([0.88], undefined, { max: 100, basis: 'range' })).toEqual({ max: 1, basis: 'beside-composite' });
    expect(decideScale([0.88], undefined, { max: 1, basis: 'lone-fraction' })).toEqual({ max: 1, basis: 'lone-fraction' });
    expect(decideScale([0.88], undefined)).toEqual({ max: 1, basis: 'lone-fraction' });
    expect(decideScale([], undefined)).toBeUndefined();
  });

  it('put a score on the LQS scale keeping what was sent, and refuse one beyond its scale', () => {
    expect(toLqsScale(0.93, 1)).toBe(93);
    expect(toLqsScale(0.573, 1)).toBe(57.3);
    expect(onLqsScale({ value: 0.93, from: 'score' }, 1)).toEqual({ value: 93, from: 'score', sent: 0.93 });
    expect(onLqsScale({ value: 93, from: 'score', sent: '93%' }, 100)).toEqual({ value: 93, from: 'score', sent: '93%' });
    expect(onLqsScale({ value: 7, from: 'score' }, 5)).toBeUndefined();
    expect(loneScoreOnLqsScale({ value: 0.868, from: 'quality_score' })).toEqual({ value: 86.8, from: 'quality_score', sent: 0.868 });
    expect(loneScoreOnLqsScale({ value: 86.8, from: 'quality_score' })).toEqual({ value: 86.8, from: 'quality_score' });
  });
});
