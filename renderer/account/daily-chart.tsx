import { useId } from 'react';
import { useWidth } from '../charts/use-width';
import { formatCount, formatDate, formatNumber } from '../ui';
import { niceCeiling, summarizeSeries, type DailyPoint } from './daily-series';

/** The drawing is as wide as its box (so its text stays at its real size); this until measured. */
const DEFAULT_WIDTH = 960;
const MIN_WIDTH_PX = 280;
const HEIGHT = 200;
const PLOT = { left: 36, right: 8, top: 10, bottom: 24 };

/** Dates are calendar days (UTC): show them as such, not shifted into the local zone. */
function dayLabel(date: string): string {
  return formatDate(`${date}T00:00:00Z`, undefined, 'UTC');
}

/**
 * Requests per day as bars. The SVG is one labelled image (with a title per bar for hover); the
 * same numbers are in a table for assistive tech.
 */
export function DailyChart({ series }: { series: readonly DailyPoint[] }) {
  const titleId = useId();
  const { ref: figure, width } = useWidth<HTMLElement>(DEFAULT_WIDTH, MIN_WIDTH_PX);
  const summary = summarizeSeries(series);
  const axisMax = niceCeiling(summary.peak?.requests ?? 0);
  const plotWidth = width - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = series.length > 0 ? plotWidth / series.length : plotWidth;
  const barWidth = Math.max(2, slot * 0.7);
  const y = (value: number) => PLOT.top + plotHeight - (value / axisMax) * plotHeight;
  const ticks = [0, axisMax / 2, axisMax].filter((tick) => Number.isInteger(tick));
  const labelled = new Set([0, Math.floor((series.length - 1) / 2), series.length - 1]);

  const description =
    series.length === 0
      ? 'No daily figures were returned.'
      : `${formatCount(summary.total, 'request')} over ${series.length} days, ${summary.activeDays} of them with requests` +
        (summary.peak !== null && summary.peak.requests > 0
          ? `; the busiest day was ${dayLabel(summary.peak.date)} with ${formatNumber(summary.peak.requests)}.`
          : '.');

  return (
    <figure ref={figure} className="daily-chart">
      <figcaption id={titleId} className="daily-chart__caption">
        <span className="daily-chart__title">Requests per day, last {series.length || 30} days</span>
        <span className="muted">{description}</span>
      </figcaption>
      {series.length > 0 && (
        <svg className="daily-chart__svg" viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
          {ticks.map((tick) => (
            <g key={tick} className="daily-chart__tick">
              <line x1={PLOT.left} x2={width - PLOT.right} y1={y(tick)} y2={y(tick)} />
              <text x={PLOT.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
                {formatNumber(tick)}
              </text>
            </g>
          ))}
          {series.map((point, index) => {
            const height = (point.requests / axisMax) * plotHeight;
            const x = PLOT.left + index * slot + (slot - barWidth) / 2;
            return (
              <g key={point.date}>
                <rect
                  className="daily-chart__bar"
                  x={x}
                  y={PLOT.top + plotHeight - height}
                  width={barWidth}
                  height={Math.max(height, point.requests > 0 ? 1 : 0)}
                  rx={1.5}
                >
                  <title>{`${dayLabel(point.date)}: ${formatNumber(point.requests)} requests`}</title>
                </rect>
                {labelled.has(index) && (
                  <text
                    className="daily-chart__date"
                    x={x + barWidth / 2}
                    y={HEIGHT - 6}
                    textAnchor={index === 0 ? 'start' : index === series.length - 1 ? 'end' : 'middle'}
                  >
                    {dayLabel(point.date)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      )}
      {series.length > 0 && (
        <table className="visually-hidden">
          <caption>Requests per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Requests</th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.date}>
                <th scope="row">{dayLabel(point.date)}</th>
                <td>{formatNumber(point.requests)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}
