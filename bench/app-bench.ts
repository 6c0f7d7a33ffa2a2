/**
 * `npm run bench [-- --datasets N] [-- --quick [--write-docs]]`: the desktop app's request economy
 * and speed, in Chromium through the browser shell (the app's real core and built renderer; `npm run build`
 * first), against the embedded marketplace. Measured side by side in one run:
 *
 * - Economy: a scripted browsing session (over 100 steps) with the app as built (caching on),
 *   the same session with caching switched off, and a restart that only shows the last view.
 *   What the marketplace served is recorded per request by a pass-through in front of it and
 *   checked against the marketplace's own usage table; the floor is the set of distinct
 *   resources the session's screens needed (declared by each step).
 * - Responsiveness: last keystroke to results painted (the search screen's performance marks),
 *   frame times while scrolling 1,000 loaded results.
 * - Typing at a person's pace: the seeded human typing model (tests/harness/typing/) types 40
 *   buyer phrases; searches per query and per word, and keystroke → local answer painted.
 * - Memory: renderer JS heap after loading 1,000 results and opening 50 datasets; core RSS.
 * - Start-up: spawn → address out (HTTP up) → renderer loaded → first results painted, default config,
 *   each start just after one of the floor (a bare node:http server and a page painting 20 rows from
 *   its JSON) in the same kind of window; the targets are ratios of the medians of 3 runs to the floor's.
 * - Renderer bundle: the scripts loaded before the first paint, and all of them (gzip).
 * - IPC during a catalog build: app:info round trips while the embedded marketplace builds the
 *   run's catalog in its own process, against the same core with the marketplace inside it.
 *
 * The economy and responsiveness runs use a marketplace process of the bench's own (the embedded
 * marketplace's code on a fresh copy of the catalog, with a daily quota large enough for the
 * comparison run); start-up uses the app's default embedded marketplace. Prints a table, writes
 * bench/results/app.json, and (a full run) its section of docs/benchmarks.md.
 *
 * `npm run bench -- --startup-only [--runs N]` runs only the start-up part, N times (default 5),
 * and prints the median of each milestone beside the floor's, the ratios and their targets
 * (startup-summary.ts); it writes no figure to the docs.
 *
 * `npm run bench -- --typing-only [--quick]` runs only the typing part (10 phrases with --quick)
 * and prints its table and checks; it writes no figure to the docs either.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { appMarkdown, buildResults, formatResults } from './app/app-report';
import { runLine, writeBenchmarkSection } from './benchmarks-doc';
import { measureRendererBundle } from './app/bundle-size';
import { startChildMarketplace } from '../tests/harness/app/bench-marketplace';
import { runBrowsingSession } from '../tests/harness/app/browsing-session';
import { copyCatalog, ensurePristineCatalog } from './app/catalog-store';
import { runEconomy } from '../tests/harness/app/economy-run';
import { runIpcDuringBuild } from './app/ipc-during-build-run';
import { startRequestRecorder } from '../tests/harness/app/request-recorder';
import { runResponsiveness } from './app/responsiveness-run';
import { runStartup, type StartupRuns, type StartWindow } from './app/startup-run';
import { runTyping } from './app/typing-run';
import { TYPING_SEED } from '../tests/harness/typing/human-typing';
import { summariseTyping } from './app/typing-summary';
import { startupChecks, typingChecks, typingTable, type AppBenchResults } from './app/app-report';
import { textTable } from './report-tables';
import { formatStartupSummary, summariseStartups } from './app/startup-summary';
import { bundleChildren } from './marketplace/bundle-children';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = path.join(root, '.cache');
const resultsFile = path.join(root, 'bench', 'results', 'app.json');

const { values: flags } = parseArgs({
  options: {
    datasets: { type: 'string' },
    quick: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'write-docs': { type: 'boolean', default: false },
    'startup-only': { type: 'boolean', default: false },
    'typing-only': { type: 'boolean', default: false },
    runs: { type: 'string' },
  },
});

const quick = flags.quick ?? false;
const datasets = Number(flags.datasets ?? (quick ? 2_000 : 100_000));
if (!Number.isInteger(datasets) || datasets < 100 || datasets > 100_000)
  throw new Error(`--datasets must be a whole number from 100 to 100000, got "${flags.datasets}"`);
const sizes = quick
  ? { keystrokeSamples: 10, cachedSamples: 5, scrollRows: 300, openDatasets: 10 }
  : { keystrokeSamples: 40, cachedSamples: 10, scrollRows: 1_000, openDatasets: 50 };
/** The human typing model's seed and phrases typed (all 40 in a full run). */
const typing = { seed: TYPING_SEED, phrases: quick ? 10 : 40 };
/** Start-up runs of a full bench: one start of each kind is one sample of a figure the machine's load moves by a third. */
const STARTUP_RUNS = quick ? 1 : 3;

const log = (line: string) => console.log(`[bench] ${line}`);
const CHROMIUM = { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS };

/** The floor's server (floor-server-child.ts), bundled to plain ESM as the shell is built. */
async function floorScript(): Promise<string> {
  const scripts = await bundleChildren({ 'floor-server-child': path.join(root, 'bench/app/floor-server-child.ts') }, path.join(cacheDir, 'app-bench-floor'));
  return scripts['floor-server-child'] ?? '';
}

function checksTable(checks: AppBenchResults['checks']): string {
  return textTable({
    title: 'Targets',
    header: ['check', 'target', 'measured', ''],
    rows: checks.map((check) => [check.name, check.target, check.value, check.pass ? 'PASS' : 'FAIL']),
  });
}

/** The start-up part alone, `runs` times on fresh profiles; medians printed and kept in bench/results/app-startup.json. */
async function startupOnly(runs: number): Promise<void> {
  const loadAverageAtStart = os.loadavg()[0] ?? 0;
  const catalog = await ensurePristineCatalog(cacheDir, datasets);
  const floor = await floorScript();
  const browser = await chromium.launch(CHROMIUM);
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'dmd-app-bench-startup-'));
  const measured: StartupRuns[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      const result = await runStartup(browser, CHROMIUM, catalog, path.join(runDir, `run-${run}`), floor);
      measured.push(result);
      const firstResults = (window: StartWindow) =>
        `cold ${result[window].cold.firstResults.toFixed(0)} ms, restart ${result[window].warm.firstResults.toFixed(0)} ms, floor ${result[window].floor.map((start) => start.firstResults.toFixed(0)).join(' and ')} ms`;
      log(`run ${run} of ${runs}: first results in the running browser ${firstResults('browser')}; in a private window ${firstResults('private')}`);
    }
  } finally {
    await browser.close();
    if (!flags.keep) rmSync(runDir, { recursive: true, force: true });
  }
  const summary = summariseStartups(measured);
  const checks = startupChecks(summary);
  const load = { start: loadAverageAtStart, end: os.loadavg()[0] ?? 0, cpus: os.cpus().length };
  const file = path.join(path.dirname(resultsFile), 'app-startup.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ datasets, load, summary, checks, runs: measured }, null, 2)}\n`);
  console.log(`\n${formatStartupSummary(summary, load)}\n\n${checksTable(checks)}\n`);
  log(`results written to ${path.relative(root, file)}; docs/benchmarks.md is left as it is (only the normal run writes it)`);
}

/** The marketplace process of the bench's own (on a fresh copy of the catalog), the recorder in front of it, and Chromium. */
async function startPeers(runDir: string, catalog: Awaited<ReturnType<typeof ensurePristineCatalog>>) {
  const scripts = await bundleChildren(
    {
      'app-marketplace-child': path.join(root, 'bench/marketplace/marketplace-child.ts'),
      'in-process-shell': path.join(root, 'bench/app/in-process-shell.ts'),
    },
    path.join(cacheDir, 'app-bench-build'),
  );
  const marketplaceDb = path.join(runDir, 'marketplace.db');
  copyCatalog(catalog, marketplaceDb);
  const marketplace = await startChildMarketplace(scripts['app-marketplace-child'] ?? '', marketplaceDb, datasets);
  const recorder = await startRequestRecorder(marketplace.url);
  const browser = await chromium.launch(CHROMIUM);
  log(`marketplace at ${marketplace.url} (started in ${marketplace.startMs?.toFixed(0)} ms), recorder at ${recorder.url}, profiles in ${runDir}`);
  return { scripts, marketplace, recorder, browser };
}

/** The typing part alone: its table and checks printed, its JSON in bench/results/app-typing.json. */
async function typingOnly(): Promise<void> {
  const catalog = await ensurePristineCatalog(cacheDir, datasets);
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'dmd-app-bench-typing-'));
  const { marketplace, recorder, browser } = await startPeers(runDir, catalog);
  try {
    const run = await runTyping({ browser, marketplace, recorder, userDataDir: path.join(runDir, 'typing'), ...typing, log });
    const summary = summariseTyping(run);
    const checks = typingChecks(summary);
    const file = path.join(path.dirname(resultsFile), 'app-typing.json');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify({ datasets, summary, checks, run }, null, 2)}\n`);
    console.log(`\n${textTable(typingTable(summary))}\n\n${checksTable(checks)}\n`);
    log(`results written to ${path.relative(root, file)}; docs/benchmarks.md is left as it is (only the normal run writes it)`);
    if (checks.some((check) => !check.pass)) process.exitCode = 1;
  } finally {
    await browser.close();
    await recorder.close();
    await marketplace.close();
    if (!flags.keep) rmSync(runDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (flags['typing-only']) return typingOnly();
  if (flags['startup-only']) {
    const runs = Number(flags.runs ?? 5);
    if (!Number.isInteger(runs) || runs < 1 || runs > 50) throw new Error(`--runs must be a whole number from 1 to 50, got "${flags.runs}"`);
    return startupOnly(runs);
  }
  const loadAverageAtStart = os.loadavg()[0] ?? 0;
  const catalog = await ensurePristineCatalog(cacheDir, datasets);
  log(
    catalog.builtSeconds === null
      ? `catalog of ${datasets} datasets: cached (${path.relative(root, catalog.file)})`
      : `catalog of ${datasets} datasets built in ${catalog.builtSeconds.toFixed(1)} s`,
  );
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'dmd-app-bench-'));
  const { scripts, marketplace, recorder, browser } = await startPeers(runDir, catalog);
  try {
    const economy = { browser, marketplace, recorder, script: runBrowsingSession, log };
    const on = await runEconomy({ ...economy, userDataDir: path.join(runDir, 'economy-on'), mode: 'on', restart: true });
    const off = await runEconomy({ ...economy, userDataDir: path.join(runDir, 'economy-off'), mode: 'off', restart: true });
    if (!on.restart || !off.restart) throw new Error('a restart run did not happen');
    const responsiveness = await runResponsiveness({ browser, marketplace, recorder, userDataDir: path.join(runDir, 'responsiveness'), ...sizes, log });
    const typed = await runTyping({ browser, marketplace, recorder, userDataDir: path.join(runDir, 'typing'), ...typing, log });
    const startup: StartupRuns[] = [];
    const floor = await floorScript();
    for (let run = 1; run <= STARTUP_RUNS; run += 1) startup.push(await runStartup(browser, CHROMIUM, catalog, path.join(runDir, `startup-${run}`), floor));
    log(`start-up measured ${STARTUP_RUNS} times (cold and after a restart, in the running browser and in a private window)`);
    const bundle = measureRendererBundle(path.join(root, 'out', 'renderer'));
    // Two catalog builds of the run's size (about 10 s each at 100,000): left out of a quick run.
    const ipcDuringBuild = quick
      ? null
      : await runIpcDuringBuild({ datasets, runDir, inProcessScript: scripts['in-process-shell'] ?? '', rendererDir: path.join(root, 'out', 'renderer'), log });

    const results = buildResults({
      datasets,
      quick,
      machine: { cpus: os.cpus().length, loadAverageAtStart },
      on: on.run,
      off: off.run,
      restart: on.restart,
      restartOff: off.restart,
      responsiveness,
      typing: typed,
      startup,
      bundle,
      ipcDuringBuild,
    });
    mkdirSync(path.dirname(resultsFile), { recursive: true });
    writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\n${formatResults(results)}\n`);
    log(`results written to ${path.relative(root, resultsFile)}`);
    if (!quick || flags['write-docs']) {
      const run = runLine(
        root,
        { start: loadAverageAtStart, end: os.loadavg()[0] ?? 0 },
        `${datasets.toLocaleString('en')} datasets${quick ? ', a quick run' : ''}`,
      );
      log(`figures written to ${writeBenchmarkSection(root, 'app', appMarkdown(results, run))}`);
    } else {
      log('docs/benchmarks.md is left as it is after a quick run (--write-docs writes it)');
    }
    if (results.checks.some((check) => !check.pass)) process.exitCode = 1;
  } finally {
    await browser.close();
    await recorder.close();
    await marketplace.close();
    if (!flags.keep) rmSync(runDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
