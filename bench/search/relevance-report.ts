import type { RelevanceRun } from '../../tests/harness/search/relevance-run';
import { meanNdcg, typingFigures, type SetTargets } from './relevance-markdown';
import type { TypedQueryCost } from './typing-requests';

const percent = (value: number): string => `${(value * 100).toFixed(1)} %`;

/** One line per query: the search's total and precision@10, the searches typing it sent, then the peer's total and precision@10. */
export function formatQueryTable(run: RelevanceRun, peer: RelevanceRun, typed: readonly TypedQueryCost[]): string {
  const lines = [
    `${'query'.padEnd(32)} ${'kind'.padEnd(8)} ${'total'.padStart(6)} ${'p@10'.padStart(5)} ${'typed'.padStart(5)}   │ ${'peer'.padStart(6)} ${'p@10'.padStart(5)}`,
  ];
  run.results.forEach((result, index) => {
    const before = peer.results[index];
    lines.push(
      `${result.query.q.padEnd(32)} ${result.query.kind.padEnd(8)} ${String(result.outcome.total).padStart(6)} ${result.precision.toFixed(2).padStart(5)} ${String(typed[index]?.requests ?? '').padStart(5)}   │ ` +
        `${String(before?.outcome.total ?? '').padStart(6)} ${(before?.precision ?? 0).toFixed(2).padStart(5)}`,
    );
  });
  return lines.join('\n');
}

/** The searches the set's queries sent when typed at a person's pace, in total and per query. */
export function formatTypingSummary(typed: readonly TypedQueryCost[]): string {
  const { total, mean, max, keys } = typingFigures(typed);
  return `${'typed at a person’s pace'.padEnd(28)} ${String(total).padStart(14)} searches for ${keys} keys (${mean.toFixed(2)} a query, at most ${max})`;
}

/** The overall figures of both, their ratio, and the targets. */
export function formatSummary(run: RelevanceRun, peerRun: RelevanceRun, targets: SetTargets): string {
  const { summary } = run;
  const peer = peerRun.summary;
  const zeroTarget = `≤ ${percent(targets.maxZeroResultRate)}`;
  const precisionTarget = `≥ ${targets.minPrecisionAt10.toFixed(2)}`;
  const zeroMet = summary.zeroResultRate <= targets.maxZeroResultRate;
  const precisionMet = summary.precisionAt10 >= targets.minPrecisionAt10;
  const ratio = peer.precisionAt10 === 0 ? '∞' : `${(summary.precisionAt10 / peer.precisionAt10).toFixed(2)}×`;
  return [
    `${''.padEnd(28)} ${'search'.padStart(14)} ${'peer (literal)'.padStart(16)}   target`,
    `${'zero-result rate'.padEnd(28)} ${`${percent(summary.zeroResultRate)} (${summary.zeroResults})`.padStart(14)} ${`${percent(peer.zeroResultRate)} (${peer.zeroResults})`.padStart(16)}   ${zeroTarget} ${zeroMet ? 'MET' : 'MISSED'}`,
    `${'precision@10'.padEnd(28)} ${summary.precisionAt10.toFixed(3).padStart(14)} ${peer.precisionAt10.toFixed(3).padStart(16)}   ${precisionTarget} ${precisionMet ? 'MET' : 'MISSED'} (${ratio} the peer)`,
    `${'nDCG@10'.padEnd(28)} ${meanNdcg(run).toFixed(3).padStart(14)} ${meanNdcg(peerRun).toFixed(3).padStart(16)}`,
  ].join('\n');
}
