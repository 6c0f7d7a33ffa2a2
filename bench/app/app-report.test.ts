import { describe, expect, it } from 'vitest';
import { distribution } from '../marketplace/latency-stats';
import { wholeFrames } from './app-report';

describe('wholeFrames', () => {
  it('counts vsync jitter as one frame and a missed vsync as two', () => {
    const gaps = [16.7, 16.6, 16.8, 16.5, 16.7, 33.3, 16.7];
    expect(wholeFrames(gaps)).toEqual([16.7, 16.7, 16.7, 16.7, 16.7, 33.4, 16.7]);
  });

  it('keeps a slow frame slow', () => {
    const frames = wholeFrames([...Array.from({ length: 18 }, () => 16.7), 50.1, 83.3]);
    expect(distribution(frames).p95).toBeCloseTo(50.1, 1);
    expect(distribution(frames).max).toBeCloseTo(83.5, 1);
  });
});
