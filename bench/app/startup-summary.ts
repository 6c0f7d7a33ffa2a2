/**
 * `npm run bench -- --startup-only [--runs N]`: the start-up part alone, run N times, summarised
 * as the median of each milestone (per kind of window: cold, and after a restart). Printed and kept in
 * bench/results/app-startup.json; never written to docs/benchmarks.md (only the bench's normal run is).
 */
import { percentile } from '../marketplace/latency-stats';
import { START_WINDOWS, type StartupBreakdown, type StartupRuns, type StartWindow } from './startup-run';

const MILESTONES = ['coreReady', 'rendererLoaded', 'appShown', 'firstResults'] as const;
type Milestone = (typeof MILESTONES)[number];
const WINDOWS = Object.keys(START_WINDOWS) as StartWindow[];

export interface WindowSummary {
  /** Median ms from spawning the shell, per milestone. */
  cold: Record<Milestone, number>;
  warm: Record<Milestone, number>;
  /** Marketplace calls until the first results, per run (0: shown from the saved copy). */
  coldCalls: number[];
  warmCalls: number[];
}

export interface StartupSummary {
  runs: number;
  windows: Record<StartWindow, WindowSummary>;
  /** A run whose marketplace rebuilt its catalog measures a build, not a start. */
  catalogBuilt: boolean;
}

function medians(breakdowns: readonly StartupBreakdown[]): Record<Milestone, number> {
  const median = (milestone: Milestone) =>
    percentile(
      [...breakdowns.map((run) => run[milestone])].sort((a, b) => a - b),
      0.5,
    );
  return Object.fromEntries(MILESTONES.map((milestone) => [milestone, median(milestone)])) as Record<Milestone, number>;
}

function summariseWindow(runs: readonly StartupRuns[], window: StartWindow): WindowSummary {
  return {
    cold: medians(runs.map((run) => run[window].cold)),
    warm: medians(runs.map((run) => run[window].warm)),
    coldCalls: runs.map((run) => run[window].cold.marketplaceCalls),
    warmCalls: runs.map((run) => run[window].warm.marketplaceCalls),
  };
}

export function summariseStartups(runs: readonly StartupRuns[]): StartupSummary {
  if (runs.length === 0) throw new Error('no start-up run to summarise');
  return {
    runs: runs.length,
    windows: Object.fromEntries(WINDOWS.map((window) => [window, summariseWindow(runs, window)])) as Record<StartWindow, WindowSummary>,
    catalogBuilt: runs.some((run) => WINDOWS.some((window) => run[window].cold.catalogBuilt || run[window].warm.catalogBuilt)),
  };
}

const LABELS: Record<Milestone, string> = {
  coreReady: 'address out (HTTP up)',
  rendererLoaded: 'renderer loaded (DOMContentLoaded)',
  appShown: 'app shown',
  firstResults: 'first results painted',
};

/** The summary as lines of text, with the machine's load while it ran. */
export function formatStartupSummary(summary: StartupSummary, load: { start: number; end: number; cpus: number }): string {
  const lines = [
    `Start-up, median of ${summary.runs} runs (ms from spawning the shell; load average ${load.start.toFixed(1)} → ${load.end.toFixed(1)} on ${load.cpus} CPUs)`,
  ];
  for (const window of WINDOWS) {
    const measured = summary.windows[window];
    lines.push(`In ${START_WINDOWS[window]}:`);
    for (const milestone of MILESTONES) {
      lines.push(
        `  ${LABELS[milestone].padEnd(36)} cold ${measured.cold[milestone].toFixed(0).padStart(6)}   restart ${measured.warm[milestone].toFixed(0).padStart(6)}`,
      );
    }
    lines.push(`  marketplace calls until first results: cold ${measured.coldCalls.join(', ')}; restart ${measured.warmCalls.join(', ')}`);
  }
  if (summary.catalogBuilt) lines.push('A run rebuilt its catalog: its figures measure a build, not a start.');
  return lines.join('\n');
}
