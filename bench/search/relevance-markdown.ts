/** The search benchmark's run as its section of docs/benchmarks.md: a table per set of buyer queries. */
import { markdownTable } from '../report-tables';
import { ndcgAt10 } from './ndcg';
import type { RelevanceRun } from '../../tests/harness/search/relevance-run';
import type { TypedQueryCost } from './typing-requests';

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/** What a set of queries must reach: the share finding nothing at most, precision@10 at least. */
export interface SetTargets {
  maxZeroResultRate: number;
  minPrecisionAt10: number;
}

export interface RelevanceSet {
  title: string;
  run: RelevanceRun;
  peer: RelevanceRun;
  targets: SetTargets;
  /** Each query's cost typed at a person's pace, in the order of the run's queries. */
  typed: readonly TypedQueryCost[];
}

/** The searches a set's queries sent typed at a person's pace: in all, per query on average and at most, and the keys pressed. */
export function typingFigures(typed: readonly TypedQueryCost[]): { total: number; mean: number; max: number; keys: number } {
  const total = typed.reduce((sum, cost) => sum + cost.requests, 0);
  return {
    total,
    mean: typed.length === 0 ? 0 : total / typed.length,
    max: Math.max(0, ...typed.map((cost) => cost.requests)),
    keys: typed.reduce((sum, cost) => sum + cost.keys, 0),
  };
}

/** The queries that cost the most searches typed, each with its count ("asr corpus" 3, …). */
function costliest(run: RelevanceRun, typed: readonly TypedQueryCost[], count: number): string {
  return run.results
    .map((result, index) => ({ q: result.query.q, requests: typed[index]?.requests ?? 0 }))
    .filter(({ requests }) => requests > 1)
    .sort((a, b) => b.requests - a.requests)
    .slice(0, count)
    .map(({ q, requests }) => `“${q}” ${requests}`)
    .join(', ');
}

/** The mean nDCG@10 of a run's queries (see ndcg.ts). */
export function meanNdcg(run: RelevanceRun): number {
  if (run.results.length === 0) return 0;
  return run.results.reduce((sum, result) => sum + ndcgAt10(result.outcome, result.query.expected), 0) / run.results.length;
}

function setTable({ title, run, peer, targets, typed }: RelevanceSet, catalog: { datasets: number; seed: number }): string {
  const kinds = new Map<string, number>();
  for (const result of run.results) kinds.set(result.query.kind, (kinds.get(result.query.kind) ?? 0) + 1);
  const byKind = [...kinds]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ');
  const { summary } = run;
  return markdownTable({
    title: `${summary.queries} ${title} (${byKind}), over ${catalog.datasets.toLocaleString('en')} datasets (seed ${catalog.seed})`,
    header: ['', 'the search', 'the search it replaced', 'target'],
    rows: [
      [
        'queries with no result',
        `${summary.zeroResults} of ${summary.queries} (${percent(summary.zeroResultRate)})`,
        `${peer.summary.zeroResults} of ${peer.summary.queries} (${percent(peer.summary.zeroResultRate)})`,
        `≤ ${percent(targets.maxZeroResultRate)}`,
      ],
      [
        'precision at 10 (share of the first ten in a right category)',
        summary.precisionAt10.toFixed(3),
        peer.summary.precisionAt10.toFixed(3),
        `≥ ${targets.minPrecisionAt10.toFixed(2)}`,
      ],
      ['nDCG at 10 (the same relevance, the first ranks counting more)', meanNdcg(run).toFixed(3), meanNdcg(peer).toFixed(3), ''],
      ['searches sent when the queries are typed at a person’s pace (the human typing model through the search box’s rule)', typingSummary(run, typed), '', ''],
    ],
  });
}

function typingSummary(run: RelevanceRun, typed: readonly TypedQueryCost[]): string {
  const { total, mean, max, keys } = typingFigures(typed);
  const most = costliest(run, typed, 3);
  return `${total} for ${keys} keys: ${mean.toFixed(2)} a query, at most ${max}${most === '' ? '' : ` (${most})`}`;
}

export function relevanceMarkdown(sets: readonly RelevanceSet[], catalog: { datasets: number; seed: number }, runLine: string): string {
  return [
    runLine,
    "Each buyer query carries the categories a right answer belongs to. The queries run over HTTP against the embedded marketplace's search and, in the same run, the search it replaced (the literal words over title and description, bm25) on the same catalog.",
    ...sets.map((set) => setTable(set, catalog)),
  ].join('\n\n');
}
