/** The app benchmark's figures: summarised, checked against the targets, printed as a table. */
import { distribution, percentile, type Distribution } from '../marketplace/latency-stats';
import type { BundleSize } from './bundle-size';
import type { EconomyRun, RestartRun } from '../../tests/harness/app/economy-run';
import type { IpcDuringBuildRun } from './ipc-during-build-run';
import type { ResponsivenessRun, SearchSample } from './responsiveness-run';
import type { TypingRun } from './typing-run';
import { MAX_REQUESTS_PER_WORD, summariseTyping, type TypingSummary } from './typing-summary';
import { START_WINDOWS, type StartupBreakdown, type StartupMilestoneTimes, type StartupRuns, type StartWindow } from './startup-run';
import { summariseStartups, type StartupSummary } from './startup-summary';
import { markdownTable, textTable, type ReportTable } from '../report-tables';

export const TARGETS = {
  /** Step 21's goal, at 100,000 datasets (it was 50 ms). */
  keystrokeP95BeyondDebounceMs: 35,
  /** Spawn → first results painted, as a ratio to the floor's in the same kind of window and run (startup-summary.ts). */
  coldStartToFloor: 1.8,
  /** A restart shows the saved last view: closer to the floor than a cold start. */
  restartToFloor: 1.3,
  rendererInitialGzipKb: 110,
  /** An IPC round trip while the embedded marketplace builds a 100,000-dataset catalog. */
  ipcDuringBuildP95Ms: 50,
  frameP95Ms: 16.7,
  heapMb: 120,
  /** Typing at a person's pace: keystroke → the loaded rows matched locally painted, within a frame at 60 Hz (Step 21's goal; it was 100 ms). */
  localAnswerP95Ms: 16,
} as const;

/** A frame at 60 Hz is 16.7 ms; one that took longer than 1.5 of them missed its vsync. */
const LONG_FRAME_MS = 25;

/**
 * Frame times as whole display frames: animation-frame timestamps are vsync times, and the gaps
 * between them jitter by ±0.2 ms around the refresh interval (16.5…16.8 ms at 60 Hz), so each gap
 * is counted as the number of refresh intervals it spans (the median gap) times that interval.
 */
export function wholeFrames(gaps: readonly number[]): number[] {
  const interval = distribution(gaps).p50;
  if (interval <= 0) return [...gaps];
  return gaps.map((gap) => Math.max(1, Math.round(gap / interval)) * interval);
}

export interface AppBenchResults {
  measuredAt: string;
  datasets: number;
  quick: boolean;
  machine: { cpus: number; loadAverageAtStart: number };
  economy: {
    steps: number;
    floor: number;
    cachingOn: EconomyRun;
    cachingOff: EconomyRun;
    restart: RestartRun;
    restartOff: RestartRun;
    ratios: { onToFloor: number; offToFloor: number; offToOn: number };
  };
  responsiveness: {
    debounceMs: number;
    /** Last keystroke → results painted, beyond the debounce. */
    newSearch: Distribution;
    /** Of that: the search request at the marketplace (through the recorder). */
    newSearchMarketplace: Distribution;
    /** The rest: core, shell, renderer. */
    newSearchApp: Distribution;
    cachedSearch: Distribution;
    samples: { newSearches: SearchSample[]; cachedSearches: SearchSample[] };
    /** `frames`: whole display frames (see wholeFrames); `rawGaps`: the animation-frame gaps as measured. */
    scroll: { loadedRows: number; frames: Distribution; rawGaps: Distribution; longFrames: number; frameGapsMs: number[] };
    loadAverage: { start: number; end: number };
  };
  /** The human typing model's phrases typed into the search box: what they cost, how soon each key was answered. */
  typing: { summary: TypingSummary; run: TypingRun };
  memory: {
    openedDatasets: number;
    loadedRows: number;
    heapUsedMb: number;
    heapTotalMb: number;
    coreRssMb: number | null;
    corePeakRssMb: number | null;
    marketplaceRssMb: number | null;
  };
  /** Each start-up run (startup-run.ts); the figures are their medians (startup-summary.ts). */
  startup: StartupRuns[];
  bundle: BundleSize;
  /** `app:info` answered while the catalog builds: the app as built (own process) and the same core with the marketplace inside. */
  ipcDuringBuild: IpcDuringBuildRun | null;
  /** `measured ÷ target` per check (below 1 is within it). */
  checks: Array<{ name: string; target: string; value: string; ratio: number | null; pass: boolean }>;
}

/** Typing at a person's pace: at most two searches a word, one a word plus one a query, and each key answered at once. */
export function typingChecks(typing: TypingSummary): AppBenchResults['checks'] {
  return [
    {
      name: 'typing at a person’s pace: most searches for one word',
      target: `≤ ${MAX_REQUESTS_PER_WORD}`,
      value: String(typing.perWord.max),
      ratio: typing.perWord.max / MAX_REQUESTS_PER_WORD,
      pass: typing.perWord.max <= MAX_REQUESTS_PER_WORD,
    },
    {
      name: 'typing at a person’s pace: queries over one search a word plus one',
      target: '0',
      value: String(typing.overWordsPlusOne.length),
      ratio: null,
      pass: typing.overWordsPlusOne.length === 0,
    },
    {
      name: 'typing at a person’s pace: keystroke → local answer painted p95',
      target: `≤ ${TARGETS.localAnswerP95Ms} ms`,
      value: `${typing.answer.p95.toFixed(1)} ms`,
      ratio: typing.answer.p95 / TARGETS.localAnswerP95Ms,
      pass: typing.answer.samples > 0 && typing.answer.p95 <= TARGETS.localAnswerP95Ms,
    },
  ];
}

/** The typing run's table. */
export function typingTable(typing: TypingSummary): ReportTable {
  const per = (value: number) => value.toFixed(2);
  return {
    title: `Typing at a person’s pace — ${typing.phrases} phrases of the seeded human typing model (seed ${typing.seed}; ${typing.words} words, ${typing.keys} keys; pause ${typing.pauseMs} ms)`,
    header: ['measure', 'value', 'floor or goal'],
    rows: [
      ['searches sent', String(typing.requests), `${typing.phrases} (one a query)`],
      ['searches per query: mean / most', `${per(typing.perQuery.mean)} / ${typing.perQuery.max}`, '1 (floor); ≤ words + 1'],
      ['searches per word: mean / most for one word', `${per(typing.perWord.mean)} / ${typing.perWord.max}`, `≤ ${MAX_REQUESTS_PER_WORD}`],
      ['queries over one a word plus one', `${typing.overWordsPlusOne.length} of ${typing.phrases}`, '0'],
      [
        `keystroke → local answer painted: p50 / p95 / max (${typing.answer.samples} keys; ${typing.answer.unanswered} unanswered before the next key)`,
        `${ms(typing.answer.p50)} / ${ms(typing.answer.p95)} / ${ms(typing.answer.max)}`,
        `p95 ≤ ${TARGETS.localAnswerP95Ms} ms`,
      ],
    ],
  };
}

const WINDOW_NAMES: Record<StartWindow, string> = { browser: 'running browser', private: 'private window' };

const STARTUP_CHECKED = (Object.keys(START_WINDOWS) as StartWindow[]).flatMap((window) => [
  {
    window,
    start: 'cold' as const,
    name: `cold start: spawn → first results painted, ÷ the floor (${WINDOW_NAMES[window]})`,
    target: TARGETS.coldStartToFloor,
  },
  { window, start: 'warm' as const, name: `restart: spawn → saved last view painted, ÷ the floor (${WINDOW_NAMES[window]})`, target: TARGETS.restartToFloor },
]);

/** Each kind of window's start, cold and after a restart: first results painted as a ratio to the floor's median. */
export function startupChecks(summary: StartupSummary): AppBenchResults['checks'] {
  return STARTUP_CHECKED.map(({ window, start, name, target }) => {
    const measured = summary.windows[window];
    const ratio = (start === 'cold' ? measured.coldToFloor : measured.warmToFloor).firstResults;
    const ms = measured[start].firstResults;
    return {
      name,
      target: `≤ ${target.toFixed(1)}×`,
      value: `${Number.isFinite(ratio) ? ratio.toFixed(2) : '—'}× (${ms.toFixed(0)} ÷ ${measured.floor.firstResults.toFixed(0)} ms)`,
      ratio: ratio / target,
      pass: ratio <= target,
    };
  });
}

const SENT_SHOWN = 'account view: requests sent this session';
const CACHE_SHOWN = 'account view: served from the cache';

/** The account view's "requests sent this session" must be what the marketplace had served by then. */
function accountViewCheck(run: EconomyRun): AppBenchResults['checks'][number] {
  const shown = run.observations.find((seen) => seen.name === SENT_SHOWN);
  return {
    name: 'account view: "requests sent this session"',
    target: `= served then (${shown?.servedThen ?? '—'})`,
    value: shown ? String(shown.value) : 'not shown',
    ratio: null,
    pass: shown !== undefined && shown.value === shown.servedThen,
  };
}

export function buildResults(input: {
  datasets: number;
  quick: boolean;
  machine: AppBenchResults['machine'];
  on: EconomyRun;
  off: EconomyRun;
  restart: RestartRun;
  restartOff: RestartRun;
  responsiveness: ResponsivenessRun;
  typing: TypingRun;
  startup: StartupRuns[];
  bundle: BundleSize;
  ipcDuringBuild: IpcDuringBuildRun | null;
}): AppBenchResults {
  const { on, off, restart, restartOff, responsiveness: r } = input;
  const newSearch = distribution(r.newSearches.map((sample) => sample.ms));
  const timed = r.newSearches.filter((sample) => sample.marketplaceMs !== null);
  const frames = distribution(wholeFrames(r.frameGapsMs));
  const typing = summariseTyping(input.typing);
  const ratio = (a: number, b: number) => (b === 0 ? Number.NaN : a / b);
  const checks: AppBenchResults['checks'] = [
    {
      name: 'session requests (caching on)',
      target: `= floor (${on.floor})`,
      value: String(on.report.served),
      ratio: null,
      pass: on.report.served === on.floor && on.report.unneeded.length === 0,
    },
    { name: 'duplicate requests (caching on)', target: '0', value: String(on.report.duplicates.length), ratio: null, pass: on.report.duplicates.length === 0 },
    {
      name: 'requests to show the last view after a restart',
      target: '0',
      value: String(restart.requests.length),
      ratio: null,
      pass: restart.requests.length === 0 && restart.lastViewShown,
    },
    accountViewCheck(on),
    {
      name: 'comparison run had caching off (no cache saved)',
      target: 'on: saved, off: none',
      value: `on: ${on.cacheSaved ? 'saved' : 'none'}, off: ${off.cacheSaved ? 'saved' : 'none'}`,
      ratio: null,
      pass: on.cacheSaved && !off.cacheSaved,
    },
    {
      name: 'keystroke → results painted p95, beyond the debounce',
      target: `≤ ${TARGETS.keystrokeP95BeyondDebounceMs} ms`,
      value: `${newSearch.p95.toFixed(1)} ms`,
      ratio: newSearch.p95 / TARGETS.keystrokeP95BeyondDebounceMs,
      pass: newSearch.p95 <= TARGETS.keystrokeP95BeyondDebounceMs,
    },
    ...typingChecks(typing),
    {
      name: `frame time p95, scrolling ${r.loadedRows} results`,
      target: `≤ ${TARGETS.frameP95Ms} ms`,
      value: `${frames.p95.toFixed(1)} ms`,
      ratio: frames.p95 / TARGETS.frameP95Ms,
      pass: Math.round(frames.p95 * 10) / 10 <= TARGETS.frameP95Ms,
    },
    {
      name: `renderer JS heap (${r.loadedRows} results, ${r.openedDatasets} datasets)`,
      target: `≤ ${TARGETS.heapMb} MB`,
      value: `${r.heap.usedMb.toFixed(1)} MB`,
      ratio: r.heap.usedMb / TARGETS.heapMb,
      pass: r.heap.usedMb <= TARGETS.heapMb,
    },
    ...startupChecks(summariseStartups(input.startup)),
    {
      name: 'renderer scripts before the first paint (gzip)',
      target: `≤ ${TARGETS.rendererInitialGzipKb} KB`,
      value: `${input.bundle.initialGzipKb.toFixed(1)} KB`,
      ratio: input.bundle.initialGzipKb / TARGETS.rendererInitialGzipKb,
      pass: input.bundle.initialGzipKb <= TARGETS.rendererInitialGzipKb,
    },
    ...(input.ipcDuringBuild
      ? [
          {
            name: `IPC (app:info) p95 while ${input.ipcDuringBuild.datasets.toLocaleString('en')} datasets are built`,
            target: `≤ ${TARGETS.ipcDuringBuildP95Ms} ms`,
            value: `${input.ipcDuringBuild.ownProcess.appInfo.p95.toFixed(1)} ms`,
            ratio: input.ipcDuringBuild.ownProcess.appInfo.p95 / TARGETS.ipcDuringBuildP95Ms,
            pass: input.ipcDuringBuild.ownProcess.appInfo.p95 <= TARGETS.ipcDuringBuildP95Ms,
          },
        ]
      : []),
  ];
  return {
    measuredAt: new Date().toISOString(),
    datasets: input.datasets,
    quick: input.quick,
    machine: input.machine,
    economy: {
      steps: on.steps,
      floor: on.floor,
      cachingOn: on,
      cachingOff: off,
      restart,
      restartOff,
      ratios: {
        onToFloor: ratio(on.report.served, on.floor),
        offToFloor: ratio(off.report.served, off.floor),
        offToOn: ratio(off.report.served, on.report.served),
      },
    },
    responsiveness: {
      debounceMs: r.debounceMs,
      newSearch,
      newSearchMarketplace: distribution(timed.map((sample) => sample.marketplaceMs ?? 0)),
      newSearchApp: distribution(timed.map((sample) => sample.ms - (sample.marketplaceMs ?? 0))),
      cachedSearch: distribution(r.cachedSearches.map((sample) => sample.ms)),
      samples: { newSearches: r.newSearches, cachedSearches: r.cachedSearches },
      scroll: {
        loadedRows: r.loadedRows,
        frames,
        rawGaps: distribution(r.frameGapsMs),
        longFrames: r.frameGapsMs.filter((gap) => gap > LONG_FRAME_MS).length,
        frameGapsMs: r.frameGapsMs,
      },
      loadAverage: r.loadAverage,
    },
    typing: { summary: typing, run: input.typing },
    memory: {
      openedDatasets: r.openedDatasets,
      loadedRows: r.loadedRows,
      heapUsedMb: r.heap.usedMb,
      heapTotalMb: r.heap.totalMb,
      coreRssMb: r.coreRss?.rssMb ?? null,
      corePeakRssMb: r.coreRss?.peakRssMb ?? null,
      marketplaceRssMb: r.marketplaceRssMb,
    },
    startup: input.startup,
    bundle: input.bundle,
    ipcDuringBuild: input.ipcDuringBuild,
    checks,
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '—');

type FloorMedians = StartupSummary['windows'][StartWindow]['floor'];

/** The medians of the starts of one kind (cold, or restarts) in one kind of window, beside the floor's. */
function startupRows(label: string, starts: readonly StartupBreakdown[], medians: FloorMedians, floor: FloorMedians): string[][] {
  const beside = (milestone: keyof StartupMilestoneTimes & keyof FloorMedians) => times(medians[milestone] / floor[milestone]);
  const marketplaceStarts = starts.flatMap((start) => (start.marketplaceStartMs === null ? [] : [start.marketplaceStartMs])).sort((a, b) => a - b);
  const calls = [...new Set(starts.map((start) => start.marketplaceCalls))].join(' or ');
  return [
    [`${label}: address out (HTTP up; the core loads after)`, ms(medians.coreReady), beside('coreReady')],
    [`${label}: renderer loaded (DOMContentLoaded)`, ms(medians.rendererLoaded), beside('rendererLoaded')],
    [`${label}: app shown`, ms(medians.appShown), beside('appShown')],
    [`${label}: first results painted (${calls} marketplace requests)`, ms(medians.firstResults), beside('firstResults')],
    [`${label}: the app’s own results painted (after a saved first view, if any)`, ms(medians.liveResults), beside('liveResults')],
    [
      `${label}: of which embedded marketplace start${starts.some((start) => start.catalogBuilt) ? ' (REBUILT its catalog: not a start-up figure)' : ''}`,
      marketplaceStarts.length === 0 ? '—' : ms(percentile(marketplaceStarts, 0.5)),
      '',
    ],
  ];
}

function floorRows(label: string, floor: FloorMedians): string[][] {
  return [
    [`${label}: address out (HTTP up)`, ms(floor.coreReady), '1.00×'],
    [`${label}: page loaded (DOMContentLoaded)`, ms(floor.rendererLoaded), '1.00×'],
    [`${label}: 20 rows painted from its JSON`, ms(floor.firstResults), '1.00×'],
  ];
}

/** The run's figures as tables: economy, what the account view showed, speed, memory, start-up, bundle, IPC, targets. */
function appTables(results: AppBenchResults): ReportTable[] {
  const { economy: e, responsiveness: r, memory: m } = results;
  const on = e.cachingOn.report;
  const off = e.cachingOff.report;
  const shown = (run: EconomyRun, name: string) => String(run.observations.find((seen) => seen.name === name)?.value ?? '—');
  const ipc = results.ipcDuringBuild;
  return [
    {
      title: `Economy — scripted session of ${e.steps} steps, requests the marketplace served (floor = ${e.floor} distinct resources)`,
      header: ['run', 'requests', '÷ floor', 'duplicates', 'unneeded', 'charged (db)'],
      rows: [
        ['floor (distinct resources needed)', String(e.floor), '1.00×', '—', '—', '—'],
        [
          'caching on (the app)',
          String(on.served),
          times(e.ratios.onToFloor),
          String(on.duplicates.length),
          String(on.unneeded.length),
          String(e.cachingOn.chargedByMarketplace),
        ],
        [
          'caching off (same session)',
          String(off.served),
          times(e.ratios.offToFloor),
          String(off.duplicates.length),
          String(off.unneeded.length),
          String(e.cachingOff.chargedByMarketplace),
        ],
        ['restart, show the last view (caching on)', String(e.restart.requests.length), '—', '—', '—', String(e.restart.chargedByMarketplace)],
        ['restart, show the last view (caching off)', String(e.restartOff.requests.length), '—', '—', '—', String(e.restartOff.chargedByMarketplace)],
      ],
    },
    {
      title: 'What the account view showed at the "open Account" step',
      header: ['run', 'requests sent this session', 'served from the cache'],
      rows: [
        ['caching on', shown(e.cachingOn, SENT_SHOWN), shown(e.cachingOn, CACHE_SHOWN)],
        ['caching off', shown(e.cachingOff, SENT_SHOWN), shown(e.cachingOff, CACHE_SHOWN)],
      ],
    },
    typingTable(results.typing.summary),
    {
      title: `Responsiveness — ${results.datasets.toLocaleString('en')} datasets (debounce ${r.debounceMs} ms, times beyond it; load average ${r.loadAverage.start.toFixed(1)} → ${r.loadAverage.end.toFixed(1)} on ${results.machine.cpus} CPUs)`,
      header: ['measure', 'samples', 'p50', 'p95', 'max'],
      rows: [
        ['keystroke → results painted, new search', String(r.newSearch.samples), ms(r.newSearch.p50), ms(r.newSearch.p95), ms(r.newSearch.max)],
        [
          '  of which the marketplace answering',
          String(r.newSearchMarketplace.samples),
          ms(r.newSearchMarketplace.p50),
          ms(r.newSearchMarketplace.p95),
          ms(r.newSearchMarketplace.max),
        ],
        ['  the rest (core, shell, renderer, paint)', String(r.newSearchApp.samples), ms(r.newSearchApp.p50), ms(r.newSearchApp.p95), ms(r.newSearchApp.max)],
        ['keystroke → results painted, cached search', String(r.cachedSearch.samples), ms(r.cachedSearch.p50), ms(r.cachedSearch.p95), ms(r.cachedSearch.max)],
        [
          `frame time, scrolling ${r.scroll.loadedRows} loaded results (${r.scroll.longFrames} over ${LONG_FRAME_MS} ms)`,
          String(r.scroll.frames.samples),
          ms(r.scroll.frames.p50),
          ms(r.scroll.frames.p95),
          ms(r.scroll.frames.max),
        ],
        [
          '  raw animation-frame gaps (vsync jitter included)',
          String(r.scroll.rawGaps.samples),
          ms(r.scroll.rawGaps.p50),
          ms(r.scroll.rawGaps.p95),
          ms(r.scroll.rawGaps.max),
        ],
      ],
    },
    {
      title: 'Memory',
      header: ['measure', 'MB'],
      rows: [
        [`renderer JS heap after GC (${m.loadedRows} results, ${m.openedDatasets} datasets opened)`, m.heapUsedMb.toFixed(1)],
        ['core RSS (browser shell process, built)', m.coreRssMb === null ? '—' : m.coreRssMb.toFixed(1)],
        ['core peak RSS', m.corePeakRssMb === null ? '—' : m.corePeakRssMb.toFixed(1)],
        ['marketplace RSS (own process in this run)', m.marketplaceRssMb === null ? '—' : m.marketplaceRssMb.toFixed(1)],
      ],
    },
    {
      title: `Start-up — embedded marketplace (default configuration), from spawning the shell, beside the floor (a bare node:http server and a page painting 20 rows from its JSON, started just before each); median of ${results.startup.length} ${results.startup.length === 1 ? 'run' : 'runs'}, each a cold start and a restart, in ${START_WINDOWS.browser}, and in ${START_WINDOWS.private}`,
      header: ['milestone', 'time', '÷ floor'],
      rows: (Object.keys(START_WINDOWS) as StartWindow[]).flatMap((window) => {
        const { floor, cold, warm } = summariseStartups(results.startup).windows[window];
        return [
          ...floorRows(`${WINDOW_NAMES[window]}, floor`, floor),
          ...startupRows(
            `${WINDOW_NAMES[window]}, cold`,
            results.startup.map((run) => run[window].cold),
            cold,
            floor,
          ),
          ...startupRows(
            `${WINDOW_NAMES[window]}, restart`,
            results.startup.map((run) => run[window].warm),
            warm,
            floor,
          ),
        ];
      }),
    },
    {
      title: 'Renderer bundle (gzip level 9)',
      header: ['scripts', 'KB'],
      rows: [
        ['loaded before the first paint (index.html)', results.bundle.initialGzipKb.toFixed(1)],
        ['all, the screens loaded after it too', results.bundle.allGzipKb.toFixed(1)],
        ['stylesheets', results.bundle.stylesGzipKb.toFixed(1)],
      ],
    },
    ...(ipc
      ? [
          {
            title: `IPC while the demo marketplace builds ${ipc.datasets.toLocaleString('en')} datasets (app:info every 20 ms over the shell's endpoint)`,
            header: ['marketplace runs', 'build', 'calls', 'p50', 'p95', 'max', 'over 100 ms'],
            rows: [
              [
                'in its own process (the app)',
                `${(ipc.ownProcess.buildMs / 1000).toFixed(1)} s`,
                String(ipc.ownProcess.appInfo.samples),
                ms(ipc.ownProcess.appInfo.p50),
                ms(ipc.ownProcess.appInfo.p95),
                ms(ipc.ownProcess.appInfo.max),
                `${(ipc.ownProcess.over100ms * 100).toFixed(0)} %`,
              ],
              [
                'inside the core (before)',
                `${(ipc.inProcess.buildMs / 1000).toFixed(1)} s`,
                String(ipc.inProcess.appInfo.samples),
                ms(ipc.inProcess.appInfo.p50),
                ms(ipc.inProcess.appInfo.p95),
                ms(ipc.inProcess.appInfo.max),
                `${(ipc.inProcess.over100ms * 100).toFixed(0)} %`,
              ],
              ['ratio (own ÷ inside), p95', '', '', '', times(ipc.ownProcess.appInfo.p95 / ipc.inProcess.appInfo.p95), '', ''],
            ],
          },
        ]
      : []),
    {
      title: 'Targets',
      header: ['check', 'target', 'measured', '÷ target', ''],
      rows: results.checks.map((check) => [
        check.name,
        check.target,
        check.value,
        check.ratio === null ? '—' : times(check.ratio),
        check.pass ? 'PASS' : 'FAIL',
      ]),
    },
  ];
}

/** What went against the floor, request by request (nothing when the session spent exactly the floor). */
function economyNotes(results: AppBenchResults): string[] {
  const on = results.economy.cachingOn.report;
  const notes: string[] = [];
  if (on.unneeded.length > 0) notes.push(`caching on, served but not needed:\n${on.unneeded.map((entry) => `    ${entry.times}× ${entry.key}`).join('\n')}`);
  if (on.notServed.length > 0) notes.push(`caching on, needed but never served:\n${on.notServed.map((key) => `    ${key}`).join('\n')}`);
  if (on.duplicates.length > 0)
    notes.push(`caching on, duplicates:\n${on.duplicates.map((entry) => `    ${entry.key} (${entry.afterMs} ms after the first answer)`).join('\n')}`);
  const restart = results.economy.restart;
  if (restart.requests.length > 0) notes.push(`restart requests:\n${restart.requests.map((request) => `    ${request.method} ${request.url}`).join('\n')}`);
  return notes;
}

export function formatResults(results: AppBenchResults): string {
  const tables = appTables(results).map(textTable);
  // The targets come last; a quick run says before them what it left out.
  if (!results.ipcDuringBuild) tables.splice(tables.length - 1, 0, 'IPC during a catalog build: not measured (--quick)');
  return [...tables, ...economyNotes(results)].join('\n\n');
}

/** The run as the app section of docs/benchmarks.md. */
export function appMarkdown(results: AppBenchResults, run: string): string {
  const notes = economyNotes(results);
  return [
    run,
    'A scripted browsing session (search while typing, refine filters, page, open datasets and their quality and licence tabs, go back, reopen, two compatibility checks, the account view) drives the real app (browser shell and Chromium) against the embedded marketplace; a recording pass-through in front of the marketplace counts what it actually served, cross-checked against its own usage table. The seeded human typing model (`tests/harness/typing/human-typing.ts`: buyer phrases, 80–600 ms between keys, pauses between words, typos fixed with Backspace) types into the same app and the same marketplace. No test asserts a time.',
    ...appTables(results).map(markdownTable),
    ...(results.ipcDuringBuild ? [] : ['IPC during a catalog build: not measured (a quick run).']),
    ...(notes.length > 0 ? [`\`\`\`\n${notes.join('\n\n')}\n\`\`\``] : []),
  ].join('\n\n');
}
