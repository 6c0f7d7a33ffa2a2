import { describe, expect, it } from 'vitest';
import { readConfidenceLevel, readInterval, readMargin, spreadOnLqsScale } from './score-evidence';
import { readDatasetSummary } from '../read-dataset';

describe('score evidence readers', () => {
  it('read an interval as a pair, an object or text, and nothing that is no interval', () => {
    expect([[80.7, 86.9], { lower: 0.8, upper: 0.9 }, { low: '1', high: '2' }, '79.5–83.9', '[79.5, 83.9]', '0.6 to 0.8'].map(readInterval)).toEqual([
      { low: 80.7, high: 86.9 },
      { low: 0.8, high: 0.9 },
      { low: 1, high: 2 },
      { low: 79.5, high: 83.9 },
      { low: 79.5, high: 83.9 },
      { low: 0.6, high: 0.8 },
    ]);
    expect([[90, 80], [1], { low: 1 }, 'wide', -3, [-1, 2]].map(readInterval)).toEqual(Array(6).fill(undefined));
  });

  it('read a margin and a confidence level in their usual forms', () => {
    expect([3.1, '3.1', '± 3.1', '+/- 3.1'].map(readMargin)).toEqual([3.1, 3.1, 3.1, 3.1]);
    expect([-1, 'wide'].map(readMargin)).toEqual([undefined, undefined]);
    expect([0.95, 95, '95%', '0.9'].map(readConfidenceLevel)).toEqual([0.95, 0.95, 0.95, 0.9]);
    expect([0, 100, 'high'].map(readConfidenceLevel)).toEqual([undefined, undefined, undefined]);
  });

  it('put a spread on the LQS scale with its score’s scale, cutting a margin at the ends', () => {
    const score = { value: 0.93, from: 'score' };
    expect(spreadOnLqsScale({ interval: { value: { low: 0.91, high: 0.95 }, from: 'ci' } }, score, 1)).toEqual({
      value: { low: 91, high: 95 },
      from: 'ci',
      sent: { low: 0.91, high: 0.95 },
    });
    expect(spreadOnLqsScale({ margin: { value: 0.1, from: 'margin' } }, score, 1)?.value).toEqual({ low: 83, high: 100 });
    expect(spreadOnLqsScale({ interval: { value: { low: 0.91, high: 1.2 }, from: 'ci' } }, score, 1)).toBeUndefined();
    expect(spreadOnLqsScale({ margin: { value: 3, from: 'margin' } }, score, 1)).toBeUndefined();
  });

  it('take an interval off by the sender’s round-off as holding its score, and one off by more as not', () => {
    const sent = { value: 54.3, from: 'composite' };
    const roundedOff = { low: 54.3 / 100, high: 54.3 / 100 };
    expect(spreadOnLqsScale({ interval: { value: { low: 54.29999999999999, high: 54.29999999999999 }, from: 'ci' } }, sent, 100)?.value).toEqual({
      low: 54.3,
      high: 54.3,
    });
    expect(spreadOnLqsScale({ interval: { value: roundedOff, from: 'ci' } }, { value: 0.543, from: 'composite' }, 1)?.value.high).toBeCloseTo(54.3, 9);
    expect(spreadOnLqsScale({ interval: { value: { low: 50, high: 54.2 }, from: 'ci' } }, sent, 100)).toBeUndefined();
  });
});

describe('a list item’s score basis', () => {
  it('is read wherever a marketplace states it, and only from names that can mean nothing else', () => {
    const basisOf = (item: Record<string, unknown>) => readDatasetSummary({ id: 'd', ...item })?.scoreBasis?.value;
    expect(basisOf({ quality: { composite: null, tier: null, basis: 'metadata' } })).toEqual({ known: 'metadata' });
    expect(basisOf({ evidence: { basis: 'metadata only' } })).toEqual({ known: 'metadata' });
    expect(basisOf({ scored_from: 'files' })).toEqual({ known: 'files' });
    expect(basisOf({ quality: { composite: 80 }, source: 'metadata' })).toBeUndefined();
  });
});
