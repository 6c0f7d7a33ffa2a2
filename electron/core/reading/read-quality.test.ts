import { describe, expect, it } from 'vitest';
import { readQuality } from './read-quality';

const DIMENSIONS: Array<[string, string]> = [
  ['schema_conformance', 'structural_integrity'],
  ['completeness', 'structural_integrity'],
  ['deduplication', 'structural_integrity'],
  ['format_validity', 'structural_integrity'],
  ['label_accuracy', 'annotation_quality'],
  ['label_consistency', 'annotation_quality'],
  ['annotator_agreement', 'annotation_quality'],
  ['annotation_density', 'annotation_quality'],
  ['class_balance', 'statistical_health'],
  ['coverage', 'statistical_health'],
  ['noise_robustness', 'statistical_health'],
  ['downstream_headroom', 'training_fitness'],
  ['contamination_clean', 'training_fitness'],
  ['provenance_quality', 'provenance'],
];

const decided = {
  dataset_id: 'd1',
  lqs_version: '3.0',
  composite: 84.2,
  tier: 'gold',
  trainability: 81.5,
  badge_url: 'http://127.0.0.1:1/v1/datasets/d1/badge.svg',
  scored_at: '2025-05-01T10:00:00Z',
  pillars: [
    { key: 'structural_integrity', label: 'Structural integrity', weight: 0.35, score: 88 },
    { key: 'annotation_quality', label: 'Annotation quality', weight: 0.3, score: 80 },
    { key: 'statistical_health', label: 'Statistical health', weight: 0.2, score: 82 },
    { key: 'training_fitness', label: 'Training fitness', weight: 0.1, score: 85 },
    { key: 'provenance', label: 'Provenance', weight: 0.05, score: 90 },
  ],
  dimensions: DIMENSIONS.map(([key, pillar], index) => ({ key, label: key, pillar, weight: 0.05, score: 70 + index })),
};

const pillarsOf = (json: unknown) => readQuality(json)!.pillars;

describe('readQuality', () => {
  it('reads the decided record whole: 14 dimensions under their 5 pillars, each fact with its field', () => {
    const quality = readQuality(decided)!;
    expect(quality.pillars.map((pillar) => [pillar.key, pillar.dimensions.length])).toEqual([
      ['structural_integrity', 4],
      ['annotation_quality', 4],
      ['statistical_health', 3],
      ['training_fitness', 2],
      ['provenance', 1],
    ]);
    expect(quality.dimensionCount).toBe(14);
    expect(quality.groupedByApp).toBe(false);
    expect(quality.composite).toEqual({ value: 84.2, from: 'composite' });
    expect(quality.tier).toEqual({ value: { known: 'gold' }, from: 'tier', sent: 'gold' });
    expect(quality.pillars[0]).toMatchObject({ weight: { value: 0.35, from: 'pillars[0].weight' }, score: { value: 88, from: 'pillars[0].score' } });
    expect(quality.pillars[0]?.appMeanScore).toBeUndefined();
  });

  it('never reads bare numbers that sum to about 1 as scores: they are weights', () => {
    const quality = readQuality({
      composite: 80,
      pillars: { structural_integrity: 0.35, annotation_quality: 0.3, statistical_health: 0.2, training_fitness: 0.1, provenance: 0.05 },
    })!;
    for (const pillar of quality.pillars) expect(pillar.score).toBeUndefined();
    expect(quality.pillars[0]?.weight).toEqual({ value: 0.35, from: 'pillars.structural_integrity' });
  });

  it('reads bare numbers that do not look like weights as scores, and a name that says "weights" as weights', () => {
    expect(pillarsOf({ pillars: { structural_integrity: 88, provenance: 90 } })[0]?.score?.value).toBe(88);
    expect(pillarsOf({ pillar_weights: { structural_integrity: 0.7, provenance: 0.1 } })[0]?.score).toBeUndefined();
  });

  it('turns weights given as percentages into fractions, keeping what was sent', () => {
    const [pillar] = pillarsOf({
      pillars: [
        { key: 'a', weight: 60, score: 80 },
        { key: 'b', weight: 40, score: 70 },
      ],
    });
    expect(pillar?.weight).toEqual({ value: 0.6, from: 'pillars[0].weight', sent: 60 });
  });

  it('reads the composite wherever the record puts it', () => {
    for (const record of [
      { composite: 71 },
      { lqs: { score: 71 } },
      { lqs_score: '71' },
      { scores: { overall: 71 } },
      { summary: { score: 71 } },
      { data: { overall_score: 71 } },
    ]) {
      expect(readQuality(record)?.composite?.value, JSON.stringify(record)).toBe(71);
    }
  });

  it('groups a {name: score} map by the LQS 3.0 table, and says the app did the grouping', () => {
    const quality = readQuality({ composite: 77, dimensions: { label_accuracy: 80, completeness: 90, coverage: 70 } })!;
    expect(Object.fromEntries(quality.pillars.map((pillar) => [pillar.key, pillar.dimensions.map((dimension) => dimension.key)]))).toEqual({
      structural_integrity: ['completeness'],
      annotation_quality: ['label_accuracy'],
      statistical_health: ['coverage'],
    });
    expect(quality.groupedByApp).toBe(true);
    // The pillar's weight is not stated (the app never states one from its own table).
    expect(quality.pillars[0]?.weight).toBeUndefined();
  });

  it('keeps a pillar a dimension names, even one the app does not know, and puts only unplaced unknown dimensions under Other', () => {
    const quality = readQuality({
      dimensions: [
        { name: 'Toxicity', score: 40, pillar: 'Safety' },
        { name: 'Freshness', score: 60 },
        { key: 'label_accuracy', score: 91, pillar: 'Annotation Quality' },
      ],
    })!;
    expect(quality.pillars.map((pillar) => pillar.label)).toEqual(['Safety', 'Annotation quality', 'Other']);
    expect(quality.pillars[2]?.dimensions.map((dimension) => dimension.label)).toEqual(['Freshness']);
  });

  it('takes dimensions nested in pillars, and pillars named by label or in another case', () => {
    const quality = readQuality({
      pillars: [{ name: 'Data Hygiene', weight: 0.5, score: 70, metrics: { accuracy: 90, recall: 80 } }],
      dimensions: [{ key: 'x', score: 70, pillar: 'data-hygiene' }],
    })!;
    expect(quality.pillars).toHaveLength(1);
    expect(quality.pillars[0]?.dimensions.map((dimension) => [dimension.key, dimension.score?.value])).toEqual([
      ['accuracy', 90],
      ['recall', 80],
      ['x', 70],
    ]);
  });

  it('gives a missing pillar score as the app’s own weighted mean, apart from the stated score', () => {
    const [pillar] = pillarsOf({
      dimensions: [
        { key: 'label_accuracy', score: 90, weight: 0.3 },
        { key: 'label_consistency', score: 60, weight: 0.1 },
      ],
    });
    expect(pillar).toMatchObject({ key: 'annotation_quality', appMeanScore: 82.5 });
    expect(pillar?.score).toBeUndefined();
    expect(pillarsOf({ dimensions: { coverage: 80, class_balance: 70 } })[0]?.appMeanScore).toBe(75);
  });

  it('puts each group on the LQS scale from its own evidence: 0–1 dimensions and trainability under a 0–100 composite', () => {
    const quality = readQuality({
      lqs: { score: 86.8, trainability: 0.88 },
      dimensions: [
        { name: 'Label accuracy', score: 0.93, weight: 0.075 },
        { name: 'Completeness', score: 0.8, weight: 0.0875 },
      ],
    })!;
    expect(quality.composite).toEqual({ value: 86.8, from: 'lqs.score' });
    expect(quality.trainability).toEqual({ value: 88, from: 'lqs.trainability', sent: 0.88 });
    expect(quality.pillars.flatMap((pillar) => pillar.dimensions.map((dimension) => [dimension.label, dimension.score]))).toEqual([
      ['Label accuracy', { value: 93, from: 'dimensions[0].score', sent: 0.93 }],
      ['Completeness', { value: 80, from: 'dimensions[1].score', sent: 0.8 }],
    ]);
    expect(quality.scales).toEqual({
      composite: { max: 100, basis: 'range' },
      trainability: { max: 1, basis: 'beside-composite' },
      dimensions: { max: 1, basis: 'range' },
    });
  });

  it('and the other way round: a 0–1 composite beside 0–100 dimensions, pillars and trainability, none taking another’s scale', () => {
    const quality = readQuality({
      quality_score: 0.868,
      trainability: 88,
      pillar_scores: { provenance: 0.7, coverage_pillar: 0.9 },
      dimensions: { label_accuracy: 93, completeness: 71 },
    })!;
    expect(quality.composite).toEqual({ value: 86.8, from: 'quality_score', sent: 0.868 });
    expect(quality.trainability?.value).toBe(88);
    expect(quality.pillars.find((pillar) => pillar.key === 'provenance')?.score?.value).toBe(70);
    expect(quality.pillars.flatMap((pillar) => pillar.dimensions.map((dimension) => dimension.score?.value))).toEqual([93, 71]);
    expect(quality.scales).toEqual({
      composite: { max: 1, basis: 'lone-fraction' },
      trainability: { max: 100, basis: 'range' },
      pillars: { max: 1, basis: 'range' },
      dimensions: { max: 100, basis: 'range' },
    });
  });

  it('takes a declared scale, for the record’s groups or an entry’s own score, and drops a value beyond its scale', () => {
    const quality = readQuality({
      composite: 8.7,
      scale: 10,
      dimension_scale: '0-5',
      dimensions: [
        { key: 'a', score: 4.5 },
        { key: 'b', score: '93%' },
        { key: 'c', score: 4, max: 5 },
        { key: 'd', score: 7 },
      ],
    })!;
    expect(quality.composite).toEqual({ value: 87, from: 'composite', sent: 8.7 });
    expect(quality.scales.dimensions).toEqual({ max: 5, basis: 'declared', from: 'dimension_scale' });
    expect(quality.pillars.flatMap((pillar) => pillar.dimensions.map((dimension) => [dimension.key, dimension.score?.value]))).toEqual([
      ['a', 90],
      ['b', 93],
      ['c', 80],
      ['d', undefined],
    ]);
  });

  it('reads a lone score of 1 or less as a fraction and says it is the app’s reading; 0–100 needs no saying', () => {
    expect(readQuality({ composite: 0.84 })?.scales.composite).toEqual({ max: 1, basis: 'lone-fraction' });
    expect(readQuality({ composite: 84 })?.scales.composite).toEqual({ max: 100, basis: 'range' });
    expect(readQuality({ tier: 'gold' })?.scales).toEqual({});
  });

  it('reads the evidence behind the scores in the decided shape: intervals, what they were scored from, the sample', () => {
    const quality = readQuality({
      ...decided,
      composite_interval: { low: 82.1, high: 86.3 },
      trainability_interval: { low: 78, high: 84.9 },
      evidence: { basis: 'files', sample_size: 2000, confidence_level: 0.95, interval_method: 'Wilson' },
      pillars: decided.pillars.map((pillar) => ({ ...pillar, interval: { low: pillar.score - 2, high: pillar.score + 2 } })),
      dimensions: decided.dimensions.map((dimension) => ({
        ...dimension,
        interval: { low: dimension.score - 1, high: dimension.score + 1.5 },
        basis: dimension.key === 'provenance_quality' ? 'metadata' : 'files',
      })),
    })!;
    expect(quality.compositeInterval).toEqual({ value: { low: 82.1, high: 86.3 }, from: 'composite_interval', sent: { low: 82.1, high: 86.3 } });
    expect(quality.trainabilityInterval?.value).toEqual({ low: 78, high: 84.9 });
    expect(quality.evidence).toEqual({
      basis: { value: { known: 'files' }, from: 'evidence.basis', sent: 'files' },
      sampleSize: { value: 2000, from: 'evidence.sample_size' },
      confidenceLevel: { value: 0.95, from: 'evidence.confidence_level' },
      intervalMethod: { value: 'Wilson', from: 'evidence.interval_method' },
    });
    expect(quality.pillars[0]?.interval?.value).toEqual({ low: 86, high: 90 });
    const provenance = quality.pillars[4]!.dimensions[0]!;
    expect(provenance).toMatchObject({
      interval: { value: { low: 82, high: 84.5 }, from: 'dimensions[13].interval' },
      basis: { value: { known: 'metadata' } },
    });
  });

  it('reads intervals and margins in other shapes, on the scale of their own score', () => {
    const fractions = readQuality({
      lqs: { score: 86.8, ci: [84.1, 89.2] },
      dimensions: [
        { name: 'Label accuracy', score: 0.93, ci: [0.91, 0.95] },
        { name: 'Coverage', score: 0.7, confidence_interval: { lower: 0.6, upper: 0.8 } },
      ],
    })!;
    expect(fractions.compositeInterval).toEqual({ value: { low: 84.1, high: 89.2 }, from: 'lqs.ci', sent: [84.1, 89.2] });
    const dimensions = fractions.pillars.flatMap((pillar) => pillar.dimensions);
    expect(dimensions.map((dimension) => dimension.interval?.value)).toEqual([
      { low: 91, high: 95 },
      { low: 60, high: 80 },
    ]);
    expect(readQuality({ composite: 83.8, margin: 3.1 })?.compositeInterval).toEqual({ value: { low: 80.7, high: 86.9 }, from: 'margin', sent: 3.1 });
    expect(readQuality({ composite: '83.8 ± 3.1' })?.compositeInterval?.value).toEqual({ low: 80.7, high: 86.9 });
    expect(readQuality({ overall_score: 0.838, '±': 0.031 })?.compositeInterval?.value).toEqual({ low: 80.7, high: 86.9 });
    expect(readQuality({ composite: 98, composite_margin: 4 })?.compositeInterval?.value).toEqual({ low: 94, high: 100 });
    expect(readQuality({ scoring: { scored_from: 'Metadata only', items_sampled: null, level: '95%' }, composite: 70 })?.evidence).toMatchObject({
      basis: { value: { known: 'metadata' } },
      sampleSize: { value: null },
      confidenceLevel: { value: 0.95 },
    });
  });

  it('never reads an interval that does not hold its score or lies beyond its scale, nor a method that names no basis', () => {
    expect(readQuality({ composite: 83.8, ci: [60, 70] })?.compositeInterval).toBeUndefined();
    expect(
      readQuality({
        dimensions: [
          { key: 'a', score: 0.9, ci: [88, 92] },
          { key: 'b', score: 0.5 },
        ],
      })?.pillars[0]?.dimensions[0]?.interval,
    ).toBeUndefined();
    const evidence = readQuality({ composite: 80, evidence: { method: 'Wilson score interval', basis: 'partial files' } })!.evidence;
    expect(evidence.basis?.value).toEqual({ other: 'partial files' });
    expect(readQuality({ composite: 80, evidence: { method: 'Wilson score interval' } })!.evidence.basis).toBeUndefined();
    expect(readQuality({ composite: 80, evidence: { method: 'files' } })!.evidence.basis?.value).toEqual({ known: 'files' });
  });

  it('reads the tier cut-offs a marketplace states, in any shape, on the LQS scale', () => {
    expect(readQuality({ tier_thresholds: { bronze: 0, gold: 75, platinum: 90, silver: 60 } })?.tierThresholds).toEqual({
      value: [
        { tier: { known: 'platinum' }, min: 90 },
        { tier: { known: 'gold' }, min: 75 },
        { tier: { known: 'silver' }, min: 60 },
        { tier: { known: 'bronze' }, min: 0 },
      ],
      from: 'tier_thresholds',
      sent: { bronze: 0, gold: 75, platinum: 90, silver: 60 },
    });
    expect(readQuality({ tiers: [{ name: 'Gold', min: 0.75 }, { name: 'Diamond', minimum: '0.95' }, { name: 'Tin' }] })?.tierThresholds?.value).toEqual([
      { tier: { other: 'Diamond' }, min: 95 },
      { tier: { known: 'gold' }, min: 75 },
    ]);
    expect(readQuality({ tier: 'gold' })?.tierThresholds).toBeUndefined();
  });

  it('keeps what a marketplace says each pillar and dimension measures, and which of them the app knows from LQS 3.0', () => {
    const quality = readQuality({
      pillars: [{ key: 'annotation_quality', score: 80, description: 'Are the labels right?' }],
      dimensions: [
        { name: 'Label accuracy', score: 91, pillar: 'annotation_quality', definition: 'Share of labels a reviewer confirms.' },
        { name: 'Toxicity', score: 40, pillar: 'annotation_quality' },
      ],
    })!;
    const [pillar] = quality.pillars;
    expect(pillar).toMatchObject({ known: 'annotation_quality', description: { value: 'Are the labels right?', from: 'pillars[0].description' } });
    expect(pillar?.dimensions.map((dimension) => [dimension.known, dimension.description?.value])).toEqual([
      ['label_accuracy', 'Share of labels a reviewer confirms.'],
      [undefined, undefined],
    ]);
  });

  it('leaves out what it cannot read, never throwing', () => {
    for (const odd of [{ dimensions: 'none' }, { dimensions: [null, 3, 'x', { score: 'high' }] }, { pillars: [null] }, { composite: 'high', tier: 42 }]) {
      expect(Array.isArray(readQuality(odd)?.pillars)).toBe(true);
    }
    expect(readQuality({ composite: 'high', tier: 42, composite_score: 300 })).toMatchObject({ composite: undefined, tier: undefined });
    // An answer that is no record at all cannot be read (the core reports an unexpected answer).
    expect(readQuality([1, 2])).toBeUndefined();
    expect(readQuality('text')).toBeUndefined();
  });
});
