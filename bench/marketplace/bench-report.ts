import type { LoadResult } from './load-generator';

export interface TargetCheck {
  name: string;
  measured: number;
  target: string;
  unit: string;
  met: boolean;
}

export interface BenchFigures {
  marketplaceListing: LoadResult;
  marketplaceFullText: LoadResult;
  marketplaceAtRest: LoadResult;
  jsonServerFullText: LoadResult;
  bare: LoadResult;
  catalogBuildSeconds: number;
  marketplaceRssMb: number;
}

/** The five targets of the marketplace benchmark. */
export function checkTargets(figures: BenchFigures): TargetCheck[] {
  const serverP99 = figures.marketplaceAtRest.serverLatencyMs?.p99 ?? figures.marketplaceAtRest.latencyMs.p99;
  const checks: Array<Omit<TargetCheck, 'met'> & { ok: (value: number) => boolean }> = [
    {
      name: 'marketplace filtered-listing req/s ÷ bare node:http req/s',
      measured: figures.marketplaceListing.requestsPerSecond / figures.bare.requestsPerSecond,
      target: '≥ 0.5',
      unit: '×',
      ok: (value) => value >= 0.5,
    },
    {
      name: 'marketplace ÷ json-server req/s, full-text mix',
      measured: figures.marketplaceFullText.requestsPerSecond / figures.jsonServerFullText.requestsPerSecond,
      target: '≥ 20',
      unit: '×',
      ok: (value) => value >= 20,
    },
    { name: 'marketplace p99, full-text mix, one request at a time', measured: serverP99, target: '≤ 10', unit: 'ms', ok: (value) => value <= 10 },
    { name: 'catalog build', measured: figures.catalogBuildSeconds, target: '≤ 20', unit: 's', ok: (value) => value <= 20 },
    { name: 'marketplace server RSS after the load', measured: figures.marketplaceRssMb, target: '≤ 200', unit: 'MB', ok: (value) => value <= 200 },
  ];
  return checks.map(({ ok, ...check }) => ({ ...check, met: ok(check.measured) }));
}

const fixed = (value: number, digits = 1): string => value.toFixed(digits);

export function formatRun(label: string, run: LoadResult): string {
  const server = run.serverLatencyMs ? `  server p50 ${fixed(run.serverLatencyMs.p50, 2)} / p99 ${fixed(run.serverLatencyMs.p99, 2)} ms` : '';
  const failed = run.errors > 0 ? `  ERRORS ${run.errors} ${JSON.stringify(run.statuses)}` : '';
  return (
    `${label.padEnd(44)} ${fixed(run.requestsPerSecond, 0).padStart(7)} req/s  ` +
    `p50 ${fixed(run.latencyMs.p50, 2).padStart(7)} ms  p99 ${fixed(run.latencyMs.p99, 2).padStart(7)} ms  ` +
    `${String(run.requests).padStart(6)} req in ${fixed(run.seconds)} s  ${Math.round(run.meanBodyBytes)} B/resp${server}${failed}`
  );
}

export function formatTargets(checks: readonly TargetCheck[]): string {
  return checks
    .map(
      (check) =>
        `${check.met ? 'MET   ' : 'MISSED'} ${check.name.padEnd(58)} ${fixed(check.measured, 2).padStart(9)} ${check.unit.padEnd(2)} (target ${check.target} ${check.unit})`,
    )
    .join('\n');
}
