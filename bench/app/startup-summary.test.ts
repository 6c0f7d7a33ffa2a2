import { describe, expect, it } from 'vitest';
import { startupChecks } from './app-report';
import type { StartupBreakdown, StartupMilestoneTimes } from './startup-run';
import { formatStartupSummary, summariseStartups } from './startup-summary';

const breakdown = (firstResults: number, extra: Partial<StartupBreakdown> = {}): StartupBreakdown => ({
  coreReady: firstResults / 4,
  pageRequested: firstResults / 4,
  rendererLoaded: firstResults / 2,
  appShown: firstResults / 2 + 10,
  firstResults,
  liveResults: firstResults,
  marketplaceStartMs: 300,
  catalogBuilt: false,
  marketplaceCalls: 3,
  ...extra,
});

const floorStart = (firstResults: number): StartupMilestoneTimes => ({
  coreReady: 40,
  pageRequested: 45,
  rendererLoaded: firstResults - 100,
  appShown: firstResults - 20,
  firstResults,
  liveResults: firstResults,
});

/** One run: the private window as given, the running browser's starts and floor at half of them. */
const windows = (cold: StartupBreakdown, warm: StartupBreakdown, floor: number[]) => ({
  private: { cold, warm, floor: floor.map(floorStart) },
  browser: {
    cold: breakdown(cold.firstResults / 2),
    warm: breakdown(warm.firstResults / 2, { marketplaceCalls: 0 }),
    floor: floor.map((ms) => floorStart(ms / 2)),
  },
});

describe('the start-up summary', () => {
  const summary = summariseStartups([
    windows(breakdown(3000), breakdown(900, { marketplaceCalls: 0 }), [500, 700]),
    windows(breakdown(2000), breakdown(1100, { marketplaceCalls: 0 }), [400, 1200]),
    windows(breakdown(2600), breakdown(700, { marketplaceCalls: 1 }), [600, 450]),
  ]);

  it('takes the median of each milestone per window, cold and after a restart, and keeps each run’s calls', () => {
    expect(summary.windows.private.cold.firstResults).toBe(2600);
    expect(summary.windows.private.cold.rendererLoaded).toBe(1300);
    expect(summary.windows.private.warm.firstResults).toBe(900);
    expect(summary.windows.private.warmCalls).toEqual([0, 0, 1]);
    expect(summary.windows.browser.cold.firstResults).toBe(1300);
    expect(summary.windows.browser.warm.firstResults).toBe(450);
    expect(summary.windows.browser.warmCalls).toEqual([0, 0, 0]);
    expect(summary.catalogBuilt).toBe(false);
  });

  it('takes the floor’s median over all its starts, and each of the app’s medians as a ratio to it', () => {
    expect(summary.floorStarts).toBe(6);
    // 400, 450, 500, 600, 700, 1200: the nearest-rank median of six is the lower middle one, as in every bench.
    expect(summary.windows.private.floor.firstResults).toBe(500);
    expect(summary.windows.private.coldToFloor.firstResults).toBeCloseTo(2600 / 500, 6);
    expect(summary.windows.private.warmToFloor.firstResults).toBeCloseTo(900 / 500, 6);
    expect(summary.windows.private.coldToFloor.coreReady).toBeCloseTo(650 / 40, 6);
    expect(summary.windows.browser.floor.firstResults).toBe(250);
    expect(summary.windows.browser.warmToFloor.firstResults).toBeCloseTo(450 / 250, 6);
  });

  it('prints the floor, the app’s medians and their ratios, with the load', () => {
    const text = formatStartupSummary(summary, { start: 3.2, end: 4.1, cpus: 2 });
    expect(text).toMatch(/median of 3 runs and 6 starts of the floor .*load average 3\.2 → 4\.1 on 2 CPUs/);
    expect(text).toMatch(/In a new window of the running browser[^\n]*\n(.*\n){4}\s+first results painted\s+250\s+1300\s+5\.20×\s+450\s+1\.80×/);
    expect(text).toMatch(/In a new private window[^\n]*\n(.*\n){4}\s+first results painted\s+500\s+2600\s+5\.20×\s+900\s+1\.80×/);
  });

  it('checks first results as a ratio to the floor: restart within 1.3×, cold within 1.8×', () => {
    const near = summariseStartups([windows(breakdown(1700), breakdown(1250), [1000, 1000])]);
    const checks = startupChecks(near);
    expect(checks.map((check) => [check.name.replace(/ \(.*$/, ''), check.target, check.pass])).toEqual([
      ['cold start: spawn → first results painted, ÷ the floor', '≤ 1.8×', true],
      ['restart: spawn → saved last view painted, ÷ the floor', '≤ 1.3×', true],
      ['cold start: spawn → first results painted, ÷ the floor', '≤ 1.8×', true],
      ['restart: spawn → saved last view painted, ÷ the floor', '≤ 1.3×', true],
    ]);
    expect(checks[0]?.value).toBe('1.70× (850 ÷ 500 ms)');
    const far = startupChecks(summariseStartups([windows(breakdown(1900), breakdown(1400), [1000, 1000])]));
    expect(far.map((check) => check.pass)).toEqual([false, false, false, false]);
  });

  it('says when a run rebuilt its catalog, and refuses to summarise nothing or to compare without a floor', () => {
    const rebuilt = summariseStartups([windows(breakdown(5000, { catalogBuilt: true }), breakdown(900), [500])]);
    expect(formatStartupSummary(rebuilt, { start: 1, end: 1, cpus: 2 })).toMatch(/rebuilt its catalog/);
    expect(() => summariseStartups([])).toThrow(/no start-up run/);
    expect(() => summariseStartups([windows(breakdown(3000), breakdown(900), [])])).toThrow(/no start of the floor/);
  });
});
