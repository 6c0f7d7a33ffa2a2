/**
 * Scales per group: for generated quality records whose groups (composite, trainability, pillars,
 * dimensions) are each sent on a scale of their own (0–100, 0–1 fractions, a declared 0–5 or 0–10,
 * percentages as text), every score and its interval read as the true value on the LQS 0–100
 * scale or "not stated": never a value on another group's scale.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { QualityRecord, ScoreInterval } from '../../../shared/wire/api-types';
import type { ScoreGroup } from '../../../shared/domain/readings/quality-reading';
import { readQuality } from '../../../electron/core/reading/read-quality';
import { qualityRecord } from '../../support/decided-arbitraries';
import { compareQuality } from '../../support/dialect-truth';

type Scale = 'lqs' | 'fraction' | 'declared-5' | 'declared-10' | 'percent-text';
const SCALES: Scale[] = ['lqs', 'fraction', 'declared-5', 'declared-10', 'percent-text'];

/** Where a record declares each group's scale (field-aliases.ts reads each for its own group only). */
const DECLARATION: Record<ScoreGroup, string> = {
  composite: 'composite_scale',
  trainability: 'trainability_scale',
  pillars: 'pillar_scale',
  dimensions: 'dimension_scale',
};

const TOPS: Record<Scale, number> = { lqs: 100, fraction: 1, 'declared-5': 5, 'declared-10': 10, 'percent-text': 100 };

function sendOn(scale: Scale, score: number | null): number | string | null {
  if (score === null) return null;
  const value = (score / 100) * TOPS[scale];
  return scale === 'percent-text' ? `${score}%` : value;
}

/** An interval goes on its score's scale (a percentage's stays on 0–100). */
const intervalOn = (scale: Scale, interval: ScoreInterval | undefined) =>
  interval && { low: (interval.low / 100) * TOPS[scale], high: (interval.high / 100) * TOPS[scale] };

function reshape(record: QualityRecord, scales: Record<ScoreGroup, Scale>, asMaps: boolean): unknown {
  const declarations = Object.fromEntries(
    (Object.keys(scales) as ScoreGroup[]).flatMap((group) =>
      scales[group].startsWith('declared') ? [[DECLARATION[group], Number(scales[group].split('-')[1])]] : [],
    ),
  );
  const pillars = record.pillars.map((pillar) => ({
    ...pillar,
    score: sendOn(scales.pillars, pillar.score),
    interval: intervalOn(scales.pillars, pillar.interval),
  }));
  const dimensions = record.dimensions.map((dimension) => ({
    ...dimension,
    score: sendOn(scales.dimensions, dimension.score),
    interval: intervalOn(scales.dimensions, dimension.interval),
  }));
  return {
    ...record,
    ...declarations,
    composite: sendOn(scales.composite, record.composite),
    trainability: sendOn(scales.trainability, record.trainability),
    composite_interval: intervalOn(scales.composite, record.composite_interval),
    trainability_interval: intervalOn(scales.trainability, record.trainability_interval),
    pillars: asMaps ? Object.fromEntries(pillars.map(({ key, ...pillar }) => [key, pillar])) : pillars,
    dimensions: asMaps ? Object.fromEntries(dimensions.map(({ key, ...dimension }) => [key, dimension])) : dimensions,
  };
}

const groupScales = fc.record({
  composite: fc.constantFrom(...SCALES),
  trainability: fc.constantFrom(...SCALES),
  pillars: fc.constantFrom(...SCALES),
  dimensions: fc.constantFrom(...SCALES),
});

describe('a quality record whose groups are each on a scale of their own', () => {
  it('reads every score as its true value on the LQS scale, never on another group’s scale', () => {
    fc.assert(
      fc.property(qualityRecord, groupScales, fc.boolean(), (record, scales, asMaps) => {
        const reading = readQuality(JSON.parse(JSON.stringify(reshape(record, scales, asMaps))));
        expect(reading).toBeDefined();
        const comparison = compareQuality(reading!, record);
        expect(comparison.wrong).toEqual([]);
        for (const fact of [
          'composite',
          'trainability',
          'pillars.provenance.score',
          'dimensions.label_accuracy.score',
          'dimensions.coverage.score',
          'compositeInterval',
          'dimensions.coverage.interval',
        ]) {
          expect(comparison.stated, `${fact} is stated`).toContain(fact);
        }
      }),
      { numRuns: 200 },
    );
  });
});
