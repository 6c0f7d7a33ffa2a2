import { formatScore, formatWeight } from '../ui/format';
import type { NormalizedQuality } from './normalize-quality';

export interface QualityChartProps {
  quality: NormalizedQuality;
}

function barWidth(score: number | undefined, scale: number): string {
  if (score === undefined) return '0%';
  return `${Math.max(0, Math.min(100, (score / scale) * 100))}%`;
}

/**
 * Every dimension as a bar, grouped by pillar with the pillar's weight and score. It is a real
 * table (caption, headers, one row per dimension), so the numbers are read out; the bars are decoration.
 */
export function QualityChart({ quality }: QualityChartProps) {
  if (quality.pillars.length === 0) return <p className="muted">The quality record lists no dimensions.</p>;
  return (
    <table className="quality-chart">
      <caption className="block-title">Dimensions by pillar</caption>
      <thead>
        <tr>
          <th scope="col">Dimension</th>
          <th scope="col" className="quality-chart__score-col">
            Score
          </th>
          <th scope="col" className="quality-chart__weight-col">
            Weight
          </th>
        </tr>
      </thead>
      {quality.pillars.map((pillar) => (
        <tbody key={pillar.key} className="quality-chart__group">
          <tr className="quality-chart__pillar">
            <th scope="rowgroup">{pillar.label}</th>
            <td>
              <span className="quality-chart__score-cell">
                <Bar score={pillar.score} scale={quality.scale} strong />
                <span className="tabular">
                  {formatScore(pillar.score)}
                  {pillar.scoreComputed && <span className="quality-chart__computed"> (mean)</span>}
                </span>
              </span>
            </td>
            <td className="tabular quality-chart__weight">{pillar.weight !== undefined ? formatWeight(pillar.weight) : '—'}</td>
          </tr>
          {pillar.dimensions.map((dimension, index) => (
            <tr key={`${dimension.key}-${index}`} className="quality-chart__dimension">
                <th scope="row">{dimension.label}</th>
                <td>
                  <span className="quality-chart__score-cell">
                    <Bar score={dimension.score} scale={quality.scale} />
                    <span className="tabular">{formatScore(dimension.score)}</span>
                  </span>
                </td>
                <td className="tabular quality-chart__weight">{dimension.weight !== undefined ? formatWeight(dimension.weight) : '—'}</td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}

function Bar({ score, scale, strong }: { score: number | undefined; scale: number; strong?: boolean }) {
  return (
    <span className="bar" aria-hidden="true">
      <span className={strong ? 'bar__fill bar__fill--strong' : 'bar__fill'} style={{ width: barWidth(score, scale) }} />
    </span>
  );
}
