/**
 * The start-up runs summarised: the median of each milestone per kind of window, for the app cold,
 * the app after a restart and the floor beside them (startup-run.ts), and each of the app's medians
 * as a ratio to the floor's, the figure the targets check (app-report.ts `startupChecks`): the
 * machine's load moves every millisecond, and moves the floor measured in the same run with it.
 * `npm run bench -- --startup-only` prints it and keeps it in bench/results/app-startup.json.
 */
import { percentile } from '../marketplace/latency-stats';
import { START_WINDOWS, type StartupMilestoneTimes, type StartupRuns, type StartWindow } from './startup-run';

const MILESTONES = ['coreReady', 'rendererLoaded', 'appShown', 'firstResults', 'liveResults'] as const;
type Milestone = (typeof MILESTONES)[number];
const WINDOWS = Object.keys(START_WINDOWS) as StartWindow[];

type Medians = Record<Milestone, number>;

interface WindowSummary {
  /** Median ms from spawning the serving process, per milestone. */
  cold: Medians;
  warm: Medians;
  floor: Medians;
  /** The app's median ÷ the floor's, per milestone. */
  coldToFloor: Medians;
  warmToFloor: Medians;
  /** Marketplace calls until the first results, per run (0: shown from the saved copy). */
  coldCalls: number[];
  warmCalls: number[];
}

export interface StartupSummary {
  runs: number;
  /** Floor starts per kind of window (two a run). */
  floorStarts: number;
  windows: Record<StartWindow, WindowSummary>;
  /** A run whose marketplace rebuilt its catalog measures a build, not a start. */
  catalogBuilt: boolean;
}

function medians(starts: readonly StartupMilestoneTimes[]): Medians {
  const median = (milestone: Milestone) =>
    percentile(
      starts.map((start) => start[milestone]).sort((a, b) => a - b),
      0.5,
    );
  return Object.fromEntries(MILESTONES.map((milestone) => [milestone, median(milestone)])) as Medians;
}

function ratios(app: Medians, floor: Medians): Medians {
  return Object.fromEntries(MILESTONES.map((milestone) => [milestone, floor[milestone] > 0 ? app[milestone] / floor[milestone] : Number.NaN])) as Medians;
}

function summariseWindow(runs: readonly StartupRuns[], window: StartWindow): WindowSummary {
  const cold = medians(runs.map((run) => run[window].cold));
  const warm = medians(runs.map((run) => run[window].warm));
  const floor = medians(runs.flatMap((run) => run[window].floor));
  return {
    cold,
    warm,
    floor,
    coldToFloor: ratios(cold, floor),
    warmToFloor: ratios(warm, floor),
    coldCalls: runs.map((run) => run[window].cold.marketplaceCalls),
    warmCalls: runs.map((run) => run[window].warm.marketplaceCalls),
  };
}

export function summariseStartups(runs: readonly StartupRuns[]): StartupSummary {
  if (runs.length === 0) throw new Error('no start-up run to summarise');
  const floorStarts = Math.min(...WINDOWS.map((window) => runs.reduce((count, run) => count + run[window].floor.length, 0)));
  if (floorStarts === 0) throw new Error('no start of the floor to compare the app with');
  return {
    runs: runs.length,
    floorStarts,
    windows: Object.fromEntries(WINDOWS.map((window) => [window, summariseWindow(runs, window)])) as Record<StartWindow, WindowSummary>,
    catalogBuilt: runs.some((run) => WINDOWS.some((window) => run[window].cold.catalogBuilt || run[window].warm.catalogBuilt)),
  };
}

const MILESTONE_LABELS: Record<Milestone, string> = {
  coreReady: 'address out (HTTP up)',
  rendererLoaded: 'renderer loaded (DOMContentLoaded)',
  appShown: 'app shown',
  firstResults: 'first results painted',
  liveResults: '  the app’s own results painted',
};

const times = (ratio: number) => (Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '—');

/** The summary as lines of text, with the machine's load while it ran. */
export function formatStartupSummary(summary: StartupSummary, load: { start: number; end: number; cpus: number }): string {
  const lines = [
    `Start-up, median of ${summary.runs} runs and ${summary.floorStarts} starts of the floor beside them (ms from spawning the server; load average ${load.start.toFixed(1)} → ${load.end.toFixed(1)} on ${load.cpus} CPUs)`,
  ];
  for (const window of WINDOWS) {
    const measured = summary.windows[window];
    lines.push(`In ${START_WINDOWS[window]}:`);
    lines.push(
      `  ${''.padEnd(36)} ${'floor'.padStart(6)}   ${'cold'.padStart(6)} ${'÷ floor'.padStart(8)}   ${'restart'.padStart(7)} ${'÷ floor'.padStart(8)}`,
    );
    for (const milestone of MILESTONES) {
      const ms = (value: number) => value.toFixed(0);
      lines.push(
        `  ${MILESTONE_LABELS[milestone].padEnd(36)} ${ms(measured.floor[milestone]).padStart(6)}   ${ms(measured.cold[milestone]).padStart(6)} ${times(measured.coldToFloor[milestone]).padStart(8)}   ${ms(measured.warm[milestone]).padStart(7)} ${times(measured.warmToFloor[milestone]).padStart(8)}`,
      );
    }
    lines.push(`  marketplace calls until first results: cold ${measured.coldCalls.join(', ')}; restart ${measured.warmCalls.join(', ')}`);
  }
  if (summary.catalogBuilt) lines.push('A run rebuilt its catalog: its figures measure a build, not a start.');
  return lines.join('\n');
}
