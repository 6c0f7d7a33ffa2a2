import { describe, expect, it } from 'vitest';
import { normalizeQuality, OTHER_PILLAR_KEY, slug } from './normalize-quality';

const fullRecord = {
  dataset_id: 'd1',
  slug: 'chest-xray',
  lqs_version: '3.0',
  composite: 84.2,
  tier: 'gold',
  trainability: 81.5,
  badge_url: 'http://127.0.0.1:1/badge/d1.svg',
  scored_at: '2025-05-01T10:00:00Z',
  pillars: [
    { key: 'structural_integrity', label: 'Structural integrity', weight: 0.35, score: 88 },
    { key: 'annotation_quality', label: 'Annotation quality', weight: 0.3, score: 80 },
    { key: 'statistical_health', label: 'Statistical health', weight: 0.2, score: 82 },
    { key: 'training_fitness', label: 'Training fitness', weight: 0.1, score: 85 },
    { key: 'provenance', label: 'Provenance', weight: 0.05, score: 90 },
  ],
  dimensions: [
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
  ].map(([key, pillar], index) => ({ key, label: key, pillar, weight: 0.05, score: 70 + index })),
};

describe('normalizeQuality', () => {
  it('groups the 14 LQS 3.0 dimensions under their 5 pillars, in the record order', () => {
    const quality = normalizeQuality(fullRecord);
    expect(quality.pillars.map((p) => [p.key, p.dimensions.length])).toEqual([
      ['structural_integrity', 4],
      ['annotation_quality', 4],
      ['statistical_health', 3],
      ['training_fitness', 2],
      ['provenance', 1],
    ]);
    expect(quality.dimensionCount).toBe(14);
    expect(quality).toMatchObject({ composite: 84.2, tier: 'gold', trainability: 81.5, lqsVersion: '3.0', scale: 100 });
    expect(quality.pillars[0]).toMatchObject({ weight: 0.35, score: 88, scoreComputed: false });
  });

  it('reads a {name: score} map and places known names by the LQS table', () => {
    const quality = normalizeQuality({ composite: 77, dimensions: { label_accuracy: 80, completeness: 90, coverage: 70 } });
    const byPillar = Object.fromEntries(quality.pillars.map((p) => [p.key, p.dimensions.map((d) => d.key)]));
    expect(byPillar).toEqual({
      structural_integrity: ['completeness'],
      annotation_quality: ['label_accuracy'],
      statistical_health: ['coverage'],
    });
    expect(quality.pillars.find((p) => p.key === 'annotation_quality')?.dimensions[0]).toEqual({
      key: 'label_accuracy',
      label: 'Label accuracy',
      score: 80,
      weight: undefined,
    });
  });

  it('puts unknown dimensions and unknown pillars under Other, last', () => {
    const quality = normalizeQuality({
      dimensions: [
        { name: 'Toxicity', score: 40, pillar: 'Safety' },
        { name: 'Freshness', score: 60 },
        { key: 'label_accuracy', score: 91, pillar: 'Annotation Quality' },
      ],
    });
    expect(quality.pillars.map((p) => p.key)).toEqual(['annotation_quality', OTHER_PILLAR_KEY]);
    expect(quality.pillars[1]?.label).toBe('Other');
    expect(quality.pillars[1]?.dimensions.map((d) => d.label)).toEqual(['Toxicity', 'Freshness']);
  });

  it('matches pillars named by label or in another case', () => {
    const quality = normalizeQuality({
      pillars: { 'Data Hygiene': { score: 70, weight: 0.5 } },
      dimensions: [{ key: 'x', score: 70, pillar: 'data-hygiene' }],
    });
    expect(quality.pillars).toHaveLength(1);
    expect(quality.pillars[0]).toMatchObject({ label: 'Data hygiene', score: 70, weight: 0.5 });
    expect(quality.pillars[0]?.dimensions.map((d) => d.key)).toEqual(['x']);
  });

  it('takes dimensions nested in pillars', () => {
    const quality = normalizeQuality({ pillars: [{ key: 'core', dimensions: { accuracy: 90, recall: 80 } }] });
    expect(quality.pillars[0]?.dimensions.map((d) => [d.key, d.score])).toEqual([
      ['accuracy', 90],
      ['recall', 80],
    ]);
  });

  it('computes a missing pillar score as the weighted mean, and says so', () => {
    const quality = normalizeQuality({
      dimensions: [
        { key: 'label_accuracy', score: 90, weight: 0.3 },
        { key: 'label_consistency', score: 60, weight: 0.1 },
      ],
    });
    expect(quality.pillars[0]).toMatchObject({ key: 'annotation_quality', score: 82.5, scoreComputed: true });
  });

  it('uses a simple mean when weights are missing, and keeps pillars without dimensions out', () => {
    const quality = normalizeQuality({ dimensions: { coverage: 80, class_balance: 70 } });
    expect(quality.pillars).toHaveLength(1);
    expect(quality.pillars[0]?.score).toBe(75);
  });

  it('notices fractional scores', () => {
    expect(normalizeQuality({ composite: 0.84, dimensions: { a: 0.9, b: 0.7 } }).scale).toBe(1);
    expect(normalizeQuality({ composite: 84 }).scale).toBe(100);
  });

  it('never throws on odd input', () => {
    for (const odd of [null, undefined, 42, 'text', [], { dimensions: 'none' }, { dimensions: [null, 3, 'x', { score: 'high' }] }, { pillars: [null] }]) {
      const quality = normalizeQuality(odd);
      expect(Array.isArray(quality.pillars)).toBe(true);
    }
    const mixed = normalizeQuality({ dimensions: [null, 3, { score: '71.5' }] });
    expect(mixed.pillars[0]?.dimensions.map((d) => [d.key, d.score])).toEqual([
      ['dimension_2', 3],
      ['dimension_3', 71.5],
    ]);
  });
});

describe('slug', () => {
  it('normalises names', () => {
    expect(slug(' Structural Integrity ')).toBe('structural_integrity');
    expect(slug('training-fitness')).toBe('training_fitness');
  });
});
