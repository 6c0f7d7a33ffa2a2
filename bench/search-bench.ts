/**
 * `npm run bench:search [-- --datasets N] [-- --seed S]`: how well the embedded marketplace's
 * search finds what buyers mean. Runs the buyer queries (bench/search/buyer-queries.ts) over
 * HTTP against the marketplace at the app's default catalog (5,000 datasets, seed 42), and the
 * same queries through the search as it was before (literal words over title and description,
 * bm25) on the same catalog store, as the peer. Prints the zero-result rate and precision@10
 * per query and overall, and writes bench/results/search.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { DEFAULT_DATASETS, DEFAULT_SEED, startMarketplace } from '../electron/marketplace/start-marketplace';
import { BUYER_QUERIES } from './search/buyer-queries';
import { LiteralSearch } from './search/literal-search';
import { meetsTargets } from './search/relevance-metrics';
import { formatQueryTable, formatSummary } from './search/relevance-report';
import { marketplaceSearch, runRelevance } from './search/relevance-run';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values: flags } = parseArgs({
  options: {
    datasets: { type: 'string', default: String(DEFAULT_DATASETS) },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
  },
});

function positiveInteger(name: string, text: string | undefined): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer, got "${text}"`);
  return value;
}

async function main(): Promise<void> {
  const datasets = positiveInteger('datasets', flags.datasets);
  const seed = positiveInteger('seed', flags.seed);
  const cacheDir = path.join(root, '.cache');
  mkdirSync(cacheDir, { recursive: true });
  const dbFile = path.join(cacheDir, `search-bench-${datasets}-s${seed}.db`);

  console.log(`[bench:search] ${BUYER_QUERIES.length} buyer queries, ${datasets} datasets (seed ${seed}) → ${path.relative(root, dbFile)}`);
  // The quota is spent from the cached store on every run of the day: leave room for many.
  const marketplace = await startMarketplace({ dbFile, datasets, seed, dailyQuotaOverride: { pro: 1_000_000_000 } });
  const run = await runRelevance(BUYER_QUERIES, marketplaceSearch(marketplace.url, marketplace.proKey)).finally(() => marketplace.close());

  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  const literal = new LiteralSearch(db);
  const peer = await runRelevance(BUYER_QUERIES, (q) => literal.search(q)).finally(() => db.close());

  console.log(`\n${formatQueryTable(run, peer)}\n\n${formatSummary(run.summary, peer.summary)}`);

  const resultsFile = path.join(root, 'bench', 'results', 'search.json');
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  const perQuery = run.results.map((result, index) => ({
    q: result.query.q,
    kind: result.query.kind,
    expected: result.query.expected,
    total: result.outcome.total,
    precision_at_10: result.precision,
    top_categories: result.outcome.topCategories,
    peer_total: peer.results[index]?.outcome.total ?? null,
    peer_precision_at_10: peer.results[index]?.precision ?? null,
  }));
  const results = { generated_at: new Date().toISOString(), datasets, seed, summary: run.summary, peer_summary: peer.summary, queries: perQuery };
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`[bench:search] results written to ${path.relative(root, resultsFile)}`);
  if (!meetsTargets(run.summary)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(`[bench:search] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
