/**
 * `npm run bench:marketplace [-- --datasets N]`: the embedded marketplace under a realistic
 * search mix, against json-server 0.17 over the same catalog and against a bare node:http
 * server (the ceiling). Every server runs in its own child process; the load comes from this
 * process over keep-alive loopback connections. Prints the figures and the targets, and
 * writes bench/results/marketplace.json and its section of docs/benchmarks.md.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runLine, writeBenchmarkSection } from './benchmarks-doc';
import { marketplaceMarkdown } from './marketplace/bench-markdown';
import { bundleChildren } from './marketplace/bundle-children';
import { checkTargets, formatRun, formatTargets } from './marketplace/bench-report';
import { startChildServer, type ChildServer } from '../tests/harness/marketplace/child-server';
import { exportCatalogForJsonServer, readCatalogAnchor } from './marketplace/export-catalog';
import { fetchOnce, runLoad, type LoadOptions, type LoadResult } from './marketplace/load-generator';
import { buildQueryMix, jsonServerPath, marketplacePath, type BenchQuery } from './marketplace/query-mix';
import { formatSampleTimings, timeSamples } from './marketplace/sample-timing';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = path.join(root, '.cache');
const resultsFile = path.join(root, 'bench', 'results', 'marketplace.json');

const { values: flags } = parseArgs({
  options: {
    datasets: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '20240601' },
    concurrency: { type: 'string', default: '16' },
    requests: { type: 'string', default: '20000' },
    'json-server-requests': { type: 'string', default: '400' },
    'max-seconds': { type: 'string', default: '60' },
    rebuild: { type: 'boolean', default: false },
  },
});

function positiveInteger(name: string, text: string | undefined): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer, got "${text}"`);
  return value;
}

const config = {
  datasets: positiveInteger('datasets', flags.datasets),
  seed: positiveInteger('seed', flags.seed),
  concurrency: positiveInteger('concurrency', flags.concurrency),
  requests: positiveInteger('requests', flags.requests),
  jsonServerRequests: positiveInteger('json-server-requests', flags['json-server-requests']),
  maxSeconds: positiveInteger('max-seconds', flags['max-seconds']),
  atRestRequests: 1000,
  distinctQueries: 2000,
};
/**
 * Daily quota of the bench's demo accounts: counts live in the cached store and survive
 * restarts, so every run of the same UTC day spends from the same day; this leaves room for
 * many runs. The quota is checked and spent on every request whatever the limit.
 */
const benchQuota = 1_000_000_000;

const cacheStem = path.join(cacheDir, `marketplace-bench-${config.datasets}-s${config.seed}`);
const files = {
  db: `${cacheStem}.db`,
  buildRecord: `${cacheStem}.build.json`,
  /** Per catalog anchor: `${stem}-<anchor ms>.json-server.json`. */
  catalogJson: (anchor: Date) => `${cacheStem}-${anchor.getTime()}.json-server.json`,
  bareBody: path.join(cacheDir, 'marketplace-bench-bare-body.json'),
  bundles: path.join(cacheDir, 'bench-build'),
};

const log = (message: string) => console.log(`[bench] ${message}`);

interface BuildRecord {
  seconds: number;
  measuredAt: string;
}

/**
 * Starts the marketplace child on the cached catalog store. When the store has to be built
 * (first run, --rebuild, or the marketplace found it stale), that start is the timed catalog
 * build; the server is then restarted on the fresh store so its RSS excludes the build.
 */
async function startMarketplaceOnCachedStore(marketplaceScript: string): Promise<{ server: ChildServer; build: BuildRecord & { cached: boolean } }> {
  if (flags.rebuild || !existsSync(files.buildRecord)) {
    for (const file of [files.db, `${files.db}-wal`, `${files.db}-shm`, files.buildRecord]) rmSync(file, { force: true });
  }
  const args = [files.db, String(config.datasets), String(config.seed), String(benchQuota)];
  let measured: BuildRecord | null = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (!existsSync(files.db)) log(`building the catalog store of ${config.datasets} datasets → ${path.relative(root, files.db)}`);
    const server = await startChildServer(marketplaceScript, args, 900_000);
    if (server.info.built === true) {
      log('the marketplace built its catalog store (first run, --rebuild, or its schema/generator changed): timing that as the build');
      measured = { seconds: Number(server.info.startMs) / 1000, measuredAt: new Date().toISOString() };
      writeFileSync(files.buildRecord, JSON.stringify(measured, null, 2));
      await server.close();
      continue;
    }
    const record = measured ?? (JSON.parse(readFileSync(files.buildRecord, 'utf8')) as BuildRecord);
    return { server, build: { ...record, cached: measured === null } };
  }
  throw new Error('the marketplace rebuilt its catalog store on every start');
}

/** json-server exports of earlier builds of this catalog (another anchor) are of no further use. */
function removeStaleExports(current: string): void {
  const stem = path.basename(cacheStem);
  for (const name of readdirSync(cacheDir)) {
    if (name.startsWith(`${stem}-`) && name.endsWith('.json-server.json') && path.join(cacheDir, name) !== current) rmSync(path.join(cacheDir, name));
  }
}

async function measure(target: string, options: LoadOptions): Promise<LoadResult> {
  log(`${target}: up to ${options.maxRequests} requests, concurrency ${options.concurrency}, ≤ ${options.maxSeconds} s`);
  const result = await runLoad(options);
  console.log(formatRun(target, result));
  return result;
}

async function warmUp(origin: string, paths: readonly string[], headers: Record<string, string>, requests: number): Promise<void> {
  await runLoad({ origin, paths, headers, concurrency: config.concurrency, maxRequests: requests, maxSeconds: 30 });
}

/** A real marketplace listing response of median size: the bare server's constant body. */
async function sampleTypicalBody(origin: string, paths: readonly string[], headers: Record<string, string>): Promise<Buffer> {
  const bodies: Buffer[] = [];
  for (const samplePath of paths.slice(0, 51)) {
    const response = await fetchOnce(origin, samplePath, headers);
    if (response.status === 200) bodies.push(response.body);
  }
  bodies.sort((a, b) => a.length - b.length);
  const median = bodies[Math.floor(bodies.length / 2)];
  if (!median) throw new Error('the marketplace answered none of the sample listings with 200');
  return median;
}

/** The bench's JSON export and the marketplace must hold the same catalog. */
async function checkSameCatalog(origin: string, headers: Record<string, string>, slugs: readonly string[]): Promise<void> {
  for (const slug of slugs) {
    const response = await fetchOnce(origin, `/v1/datasets/${encodeURIComponent(slug)}`, headers);
    if (response.status !== 200) {
      throw new Error(`the json-server export and the marketplace differ: /v1/datasets/${slug} answered ${response.status} (run with --rebuild)`);
    }
  }
}

async function withServer<T>(server: ChildServer, work: (server: ChildServer) => Promise<T>): Promise<T> {
  try {
    return await work(server);
  } finally {
    await server.close();
  }
}

async function main(): Promise<void> {
  const loadAverageAtStart = os.loadavg()[0] ?? 0;
  mkdirSync(cacheDir, { recursive: true });
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  const scripts = await bundleChildren(
    {
      'marketplace-child': path.join(root, 'bench/marketplace/marketplace-child.ts'),
      'json-server-child': path.join(root, 'bench/marketplace/json-server-child.ts'),
      'bare-server-child': path.join(root, 'bench/marketplace/bare-server-child.ts'),
    },
    files.bundles,
  );
  const script = (name: string): string => scripts[name] ?? '';

  const { server: marketplaceServer, build } = await startMarketplaceOnCachedStore(script('marketplace-child'));
  log(`catalog build: ${build.seconds.toFixed(1)} s${build.cached ? ` (cached store, measured ${build.measuredAt}; --rebuild to measure again)` : ''}`);

  const anchor = readCatalogAnchor(files.db);
  const catalogJson = files.catalogJson(anchor);
  removeStaleExports(catalogJson);
  const exportStarted = performance.now();
  const vocabulary = exportCatalogForJsonServer({ seed: config.seed, published: config.datasets, anchor }, catalogJson);
  log(`json-server catalog: ${vocabulary.length} datasets (${((performance.now() - exportStarted) / 1000).toFixed(1)} s)`);
  const queries: BenchQuery[] = buildQueryMix(vocabulary, config.distinctQueries, config.seed);
  const fullTextPaths = queries.map((query) => marketplacePath(query, true));
  const listingPaths = queries.map((query) => marketplacePath(query, false));
  const load = { concurrency: config.concurrency, maxSeconds: config.maxSeconds };

  const marketplace = await withServer(marketplaceServer, async (server) => {
    const headers = { 'X-Api-Key': String(server.info.proKey) };
    const timing = { headers, serverTimingHeader: 'server-timing' };
    await checkSameCatalog(
      server.url,
      headers,
      [0, 1, 2, vocabulary.length - 1].map((index) => vocabulary[index]?.slug ?? ''),
    );
    await warmUp(server.url, fullTextPaths, headers, 500);
    const atRest = await measure('marketplace full-text mix, 1 at a time', {
      origin: server.url,
      paths: fullTextPaths,
      ...timing,
      concurrency: 1,
      maxRequests: config.atRestRequests,
      maxSeconds: config.maxSeconds,
    });
    const fullText = await measure('marketplace full-text mix', { origin: server.url, paths: fullTextPaths, ...timing, ...load, maxRequests: config.requests });
    const listing = await measure('marketplace filtered listing', {
      origin: server.url,
      paths: listingPaths,
      ...timing,
      ...load,
      maxRequests: config.requests,
    });
    const samples = await timeSamples(server.url, headers);
    console.log(formatSampleTimings(samples));
    const memory = await server.memory();
    const breakdown =
      (memory.rssAnonMb === null ? '' : `: ${memory.rssAnonMb.toFixed(0)} MB private + ${memory.rssFileMb?.toFixed(0)} MB file-backed`) +
      `; JS heap ${memory.heapUsedMb.toFixed(0)} MB, buffers ${memory.externalMb.toFixed(0)} MB`;
    log(
      `marketplace RSS ${memory.rssMb.toFixed(0)} MB${breakdown} (peak ${memory.maxRssMb.toFixed(0)} MB), start-up ${(Number(server.info.startMs) / 1000).toFixed(2)} s`,
    );
    log(`slowest at rest: ${atRest.slowest.map((entry) => `${entry.ms.toFixed(0)} ms ${entry.path}`).join('\n                  ')}`);
    const body = await sampleTypicalBody(server.url, listingPaths, headers);
    return { atRest, fullText, listing, samples, memory, body, startSeconds: Number(server.info.startMs) / 1000 };
  });

  writeFileSync(files.bareBody, marketplace.body);
  const bare = await withServer(await startChildServer(script('bare-server-child'), [files.bareBody], 30_000), async (server) => {
    await warmUp(server.url, ['/'], {}, 2000);
    const run = await measure(`bare node:http, ${marketplace.body.length} B body`, { origin: server.url, paths: ['/'], ...load, maxRequests: config.requests });
    return { run, memory: await server.memory() };
  });

  const jsonServer = await withServer(await startChildServer(script('json-server-child'), [catalogJson], 300_000), async (server) => {
    const fullTextJsonPaths = queries.map((query) => jsonServerPath(query, true));
    const listingJsonPaths = queries.map((query) => jsonServerPath(query, false));
    await warmUp(server.url, fullTextJsonPaths.slice(-config.concurrency), {}, config.concurrency);
    const fullText = await measure('json-server full-text mix', {
      origin: server.url,
      paths: fullTextJsonPaths,
      ...load,
      maxRequests: config.jsonServerRequests,
    });
    const listing = await measure('json-server filtered listing', {
      origin: server.url,
      paths: listingJsonPaths,
      ...load,
      maxRequests: config.jsonServerRequests,
    });
    return { fullText, listing, memory: await server.memory(), loadSeconds: Number(server.info.loadMs) / 1000 };
  });

  const targets = checkTargets({
    marketplaceListing: marketplace.listing,
    marketplaceFullText: marketplace.fullText,
    marketplaceAtRest: marketplace.atRest,
    jsonServerFullText: jsonServer.fullText,
    bare: bare.run,
    catalogBuildSeconds: build.seconds,
    marketplaceRssMb: marketplace.memory.rssMb,
  });
  const loadAverage = { start: loadAverageAtStart, end: os.loadavg()[0] ?? 0 };
  console.log(
    `\nTargets (${config.datasets} datasets, concurrency ${config.concurrency}, ${os.cpus().length} cores, ` +
      `load average ${loadAverage.start.toFixed(1)} → ${loadAverage.end.toFixed(1)}; other work on the machine skews every figure):\n${formatTargets(targets)}`,
  );

  const results = {
    generated_at: new Date().toISOString(),
    machine: {
      load_average_1min: loadAverage,
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      cpus: os.cpus().length,
      cpu_model: os.cpus()[0]?.model ?? null,
    },
    config,
    catalog_build: build,
    marketplace: {
      start_seconds: marketplace.startSeconds,
      rss_mb: marketplace.memory.rssMb,
      rss_private_mb: marketplace.memory.rssAnonMb,
      rss_file_backed_mb: marketplace.memory.rssFileMb,
      peak_rss_mb: marketplace.memory.maxRssMb,
      full_text_at_rest: marketplace.atRest,
      full_text: marketplace.fullText,
      filtered_listing: marketplace.listing,
      samples: marketplace.samples,
    },
    bare: { body_bytes: marketplace.body.length, rss_mb: bare.memory.rssMb, run: bare.run },
    json_server: {
      version: '0.17.4',
      load_seconds: jsonServer.loadSeconds,
      rss_mb: jsonServer.memory.rssMb,
      full_text: jsonServer.fullText,
      filtered_listing: jsonServer.listing,
    },
    ratios: {
      listing_vs_bare: marketplace.listing.requestsPerSecond / bare.run.requestsPerSecond,
      full_text_vs_json_server: marketplace.fullText.requestsPerSecond / jsonServer.fullText.requestsPerSecond,
      listing_vs_json_server: marketplace.listing.requestsPerSecond / jsonServer.listing.requestsPerSecond,
    },
    targets,
  };
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  log(`results written to ${path.relative(root, resultsFile)}`);
  const markdown = marketplaceMarkdown(
    {
      datasets: config.datasets,
      concurrency: config.concurrency,
      runs: [
        { label: 'marketplace, filtered listing', result: marketplace.listing },
        { label: `bare \`node:http\`, same body size`, result: bare.run },
        { label: 'marketplace, full-text mix', result: marketplace.fullText },
        { label: 'marketplace, full-text mix, one request at a time', result: marketplace.atRest },
        { label: 'json-server, full-text mix', result: jsonServer.fullText },
        { label: 'json-server, filtered listing', result: jsonServer.listing },
      ],
      targets,
      catalogBuild: build,
      rssMb: marketplace.memory.rssMb,
    },
    runLine(root, loadAverage, `${config.datasets.toLocaleString('en')} datasets, seed ${config.seed}`),
  );
  log(`figures written to ${writeBenchmarkSection(root, 'marketplace', markdown)}`);
}

main().catch((error: unknown) => {
  console.error(`[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
