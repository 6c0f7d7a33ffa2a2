import { describe, expect, it } from 'vitest';
import { compositeScore, DIMENSIONS, pillarScores, scoresFrom, trainabilityScore, type DimensionScore } from '../catalog/quality-model';
import { METADATA_EQUIVALENT_ITEMS, SAMPLE_CAP, sampleSize, scoreEvidence, scoringBasis, wilsonInterval } from './quality-evidence';

const width = (interval: { low: number; high: number }) => interval.high - interval.low;
const evidenceOf = (id: string, itemCount: number, scores: DimensionScore[]) =>
  scoreEvidence(id, itemCount, scores, { composite: compositeScore(scores), trainability: trainabilityScore(scores), pillars: pillarScores(scores) });
const ids = Array.from({ length: 4000 }, (_, index) => `dataset-${index}`);
const scores = DIMENSIONS.map((_, index) => 60 + index * 2.5);

describe('quality evidence', () => {
  it('scores about one dataset in eight from metadata only, always the same one', () => {
    const metadataOnly = ids.filter((id) => scoringBasis(id) === 'metadata').length / ids.length;
    expect(metadataOnly).toBeGreaterThan(0.1);
    expect(metadataOnly).toBeLessThan(0.15);
    expect(ids.map(scoringBasis)).toEqual(ids.map(scoringBasis));
  });

  it('samples up to 2,000 items (all of a smaller dataset), none when scored from metadata', () => {
    expect(sampleSize('files', 48_000)).toBe(SAMPLE_CAP);
    expect(sampleSize('files', 640)).toBe(640);
    expect(sampleSize('metadata', 48_000)).toBeNull();
  });

  it('gives intervals that hold their score and narrow as the sample grows', () => {
    const widths = [METADATA_EQUIVALENT_ITEMS, 200, 2000]
      .map((n) => wilsonInterval(80, n).interval)
      .map((interval) => {
        expect(interval.low).toBeLessThanOrEqual(80);
        expect(interval.high).toBeGreaterThanOrEqual(80);
        return width(interval);
      });
    expect(widths[0]).toBeGreaterThan(widths[1]!);
    expect(widths[1]).toBeGreaterThan(widths[2]!);
    expect(wilsonInterval(100, 2000).interval.high).toBe(100);
    expect(wilsonInterval(5, 2000).interval.low).toBeGreaterThanOrEqual(0);
  });

  it('states every score’s interval, with provenance always scored from metadata, and from metadata only provenance alone', () => {
    const files = ids.find((id) => scoringBasis(id) === 'files')!;
    const metadata = ids.find((id) => scoringBasis(id) === 'metadata')!;
    const fromFiles = evidenceOf(files, 50_000, scoresFrom('files', scores));
    const fromMetadata = evidenceOf(metadata, 50_000, scoresFrom('metadata', scores));
    expect(fromFiles.evidence).toMatchObject({ basis: 'files', sample_size: 2000, confidence_level: 0.95 });
    expect(fromMetadata.evidence).toMatchObject({ basis: 'metadata', sample_size: null });
    // LQS scores every dimension but provenance from the files: no composite, trainability or file pillar from metadata.
    expect([fromMetadata.composite, fromMetadata.trainability]).toEqual([null, null]);
    expect(fromMetadata.pillars.map((interval) => interval !== null)).toEqual([false, false, false, false, true]);
    expect(fromMetadata.dimensions.filter((dimension) => dimension.interval !== null)).toHaveLength(1);
    expect(fromMetadata.dimensions.at(-1)?.interval).toEqual(fromFiles.dimensions.at(-1)?.interval);
    expect(fromFiles.dimensions.map((dimension) => dimension.basis)).toEqual(
      DIMENSIONS.map((dimension) => (dimension.key === 'provenance_quality' ? 'metadata' : 'files')),
    );
    const composite = compositeScore(scores);
    expect(fromFiles.composite!.low).toBeLessThanOrEqual(composite);
    expect(fromFiles.composite!.high).toBeGreaterThanOrEqual(composite);
    pillarScores(scores).forEach((score, index) => {
      expect(fromFiles.pillars[index]!.low).toBeLessThanOrEqual(score!);
      expect(fromFiles.pillars[index]!.high).toBeGreaterThanOrEqual(score!);
    });
  });
});
