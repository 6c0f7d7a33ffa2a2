import type { PillarReading, QualityReading } from '../../shared/readings/quality-reading';
import type { Stated } from '../../shared/stated';
import { formatScore, formatWeight } from '../ui/format';
import { sourceOf } from '../ui/stated-value';

export interface QualityChartProps {
  quality: QualityReading;
}

/** Scores are on the LQS 0–100 scale (the reading layer put them there), so a score is its bar's width in per cent. */
function barWidth(score: number | undefined): string {
  if (score === undefined) return '0%';
  return `${Math.max(0, Math.min(100, score))}%`;
}

/**
 * Every dimension as a bar, grouped by pillar with the pillar's weight and score. It is a real
 * table (caption, headers, one row per dimension), so the numbers are read out; the bars are
 * decoration. Scores and weights show only as stated; a pillar score the record lacks is the
 * app's mean of its dimensions, marked so.
 */
export function QualityChart({ quality }: QualityChartProps) {
  if (quality.pillars.length === 0) return <p className="not-stated">The quality record lists no pillars or dimensions.</p>;
  return (
    <>
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
        {quality.pillars.map((pillar, index) => (
          <tbody key={`${pillar.key}-${index}`} className="quality-chart__group">
            <tr className="quality-chart__pillar">
              <th scope="rowgroup">{pillar.label}</th>
              <td>
                <PillarScore pillar={pillar} />
              </td>
              <td className="tabular quality-chart__weight">
                <Figure fact={pillar.weight} format={formatWeight} />
              </td>
            </tr>
            {pillar.dimensions.map((dimension, dimensionIndex) => (
              <tr key={`${dimension.key}-${dimensionIndex}`} className="quality-chart__dimension">
                <th scope="row">{dimension.label}</th>
                <td>
                  <span className="quality-chart__score-cell">
                    <Bar score={dimension.score?.value} />
                    <Figure fact={dimension.score} format={formatScore} />
                  </span>
                </td>
                <td className="tabular quality-chart__weight">
                  <Figure fact={dimension.weight} format={formatWeight} />
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      {quality.groupedByApp && (
        <p className="quality-chart__note muted">
          The marketplace did not say which pillar each dimension belongs to; the app grouped them by the LQS 3.0 methodology.
        </p>
      )}
    </>
  );
}

function PillarScore({ pillar }: { pillar: PillarReading }) {
  const score = pillar.score?.value ?? pillar.appMeanScore;
  return (
    <span className="quality-chart__score-cell">
      <Bar score={score} strong />
      {pillar.score !== undefined ? (
        <Figure fact={pillar.score} format={formatScore} />
      ) : pillar.appMeanScore !== undefined ? (
        <span className="tabular" title="Not stated by the marketplace: the app's mean of the dimension scores shown.">
          {formatScore(pillar.appMeanScore)}
          <span className="quality-chart__computed"> (app's mean)</span>
        </span>
      ) : (
        <span className="not-stated" title="Not stated by this marketplace">
          —
        </span>
      )}
    </span>
  );
}

/** A stated number with its source on hover, or a dash that says it was not stated. */
function Figure({ fact, format }: { fact: Stated<number> | undefined; format: (value: number) => string }) {
  if (fact === undefined) {
    return (
      <span className="not-stated" title="Not stated by this marketplace">
        —<span className="visually-hidden"> not stated</span>
      </span>
    );
  }
  return (
    <span className="tabular" title={sourceOf(fact)}>
      {format(fact.value)}
    </span>
  );
}

function Bar({ score, strong }: { score: number | undefined; strong?: boolean }) {
  return (
    <span className="bar" aria-hidden="true">
      <span className={strong ? 'bar__fill bar__fill--strong' : 'bar__fill'} style={{ width: barWidth(score) }} />
    </span>
  );
}
