/** The marketplace benchmark's run as its section of docs/benchmarks.md. */
import { markdownTable, type ReportTable } from '../report-tables';
import type { TargetCheck } from './bench-report';
import type { LoadResult } from './load-generator';

export interface MarketplaceRun {
  datasets: number;
  concurrency: number;
  runs: { label: string; result: LoadResult }[];
  targets: readonly TargetCheck[];
  catalogBuild: { seconds: number; cached: boolean; measuredAt: string };
  rssMb: number;
}

const fixed = (value: number, digits: number) => value.toFixed(digits);

export function marketplaceMarkdown(run: MarketplaceRun, runLine: string): string {
  const runs: ReportTable = {
    title: `Throughput and latency (${run.datasets.toLocaleString('en')} datasets, ${run.concurrency} requests at a time over keep-alive, loopback)`,
    header: ['run', 'req/s', 'p50', 'p99', 'requests'],
    rows: run.runs.map(({ label, result }) => [
      label,
      fixed(result.requestsPerSecond, result.requestsPerSecond < 100 ? 1 : 0),
      `${fixed(result.latencyMs.p50, 2)} ms`,
      `${fixed(result.latencyMs.p99, 2)} ms`,
      String(result.requests),
    ]),
  };
  const targets: ReportTable = {
    title: 'Targets',
    header: ['check', 'target', 'measured', ''],
    rows: run.targets.map((check) => [check.name, `${check.target} ${check.unit}`, `${fixed(check.measured, 2)} ${check.unit}`, check.met ? 'met' : 'missed']),
  };
  const build = run.catalogBuild.cached
    ? `The catalog build time is that of the cached store, measured ${run.catalogBuild.measuredAt} (\`-- --rebuild\` measures it again).`
    : 'The catalog was built in this run.';
  return [
    runLine,
    'Each server runs in a process of its own: the embedded marketplace, json-server 0.17 serving the same catalog with the closest equivalent queries, and a bare `node:http` server answering a constant body of the same size (the ceiling). The load is a realistic mix (full text, category, maximum price, sort and page) from a separate process.',
    markdownTable(runs),
    markdownTable(targets),
    `${build} The marketplace's RSS after the load: ${fixed(run.rssMb, 0)} MB.`,
  ].join('\n\n');
}
