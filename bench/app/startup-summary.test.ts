import { describe, expect, it } from 'vitest';
import type { StartupBreakdown } from './startup-run';
import { formatStartupSummary, summariseStartups } from './startup-summary';

const breakdown = (firstResults: number, extra: Partial<StartupBreakdown> = {}): StartupBreakdown => ({
  coreReady: firstResults / 4,
  pageRequested: firstResults / 4,
  rendererLoaded: firstResults / 2,
  appShown: firstResults / 2 + 10,
  firstResults,
  marketplaceStartMs: 300,
  catalogBuilt: false,
  marketplaceCalls: 3,
  ...extra,
});

const windows = (cold: StartupBreakdown, warm: StartupBreakdown) => ({
  private: { cold, warm },
  browser: { cold: breakdown(cold.firstResults / 2), warm: breakdown(warm.firstResults / 2, { marketplaceCalls: 0 }) },
});

describe('the start-up summary', () => {
  it('takes the median of each milestone per window, cold and after a restart, and keeps each run’s calls', () => {
    const summary = summariseStartups([
      windows(breakdown(3000), breakdown(900, { marketplaceCalls: 0 })),
      windows(breakdown(2000), breakdown(1100, { marketplaceCalls: 0 })),
      windows(breakdown(2600), breakdown(700, { marketplaceCalls: 1 })),
    ]);
    expect(summary.windows.private.cold.firstResults).toBe(2600);
    expect(summary.windows.private.cold.rendererLoaded).toBe(1300);
    expect(summary.windows.private.warm.firstResults).toBe(900);
    expect(summary.windows.private.warmCalls).toEqual([0, 0, 1]);
    expect(summary.windows.browser.cold.firstResults).toBe(1300);
    expect(summary.windows.browser.warm.firstResults).toBe(450);
    expect(summary.windows.browser.warmCalls).toEqual([0, 0, 0]);
    expect(summary.catalogBuilt).toBe(false);
    const text = formatStartupSummary(summary, { start: 3.2, end: 4.1, cpus: 2 });
    expect(text).toMatch(/median of 3 runs .*load average 3\.2 → 4\.1 on 2 CPUs/);
    expect(text).toMatch(/In a new window of the running browser[^\n]*\n(.*\n){3}\s+first results painted\s+cold\s+1300\s+restart\s+450/);
    expect(text).toMatch(/In a new private window[^\n]*\n(.*\n){3}\s+first results painted\s+cold\s+2600\s+restart\s+900/);
  });

  it('says when a run rebuilt its catalog, and refuses to summarise nothing', () => {
    const summary = summariseStartups([windows(breakdown(5000, { catalogBuilt: true }), breakdown(900))]);
    expect(formatStartupSummary(summary, { start: 1, end: 1, cpus: 2 })).toMatch(/rebuilt its catalog/);
    expect(() => summariseStartups([])).toThrow(/no start-up run/);
  });
});
