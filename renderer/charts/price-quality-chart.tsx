import { useId, useState, type KeyboardEvent } from 'react';
import type { DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import { formatPrice, formatScore } from '../ui/display/format';
import { tierWordLabel } from '../ui/display/tier';
import { decadeLabel, plottablePoints, priceDecades, priceFraction, type PricePoint } from './price-quality-points';
import { useWidth } from './use-width';
import './charts.css';

const HEIGHT = 260;
const PLOT = { left: 40, right: 24, top: 12, bottom: 34 };
const LQS_TICKS = [0, 25, 50, 75, 100];

export interface PriceQualityChartProps {
  /** The loaded results as shown (after "Fits my use"). */
  items: readonly DatasetSummaryReading[];
  onOpen(item: DatasetSummaryReading): void;
  /** The filters in effect, shaded as the area they allow. */
  lqsMin?: number;
  priceMax?: number;
}

const titleOf = (item: DatasetSummaryReading) => item.title?.value ?? item.id;
const describe = (point: PricePoint) =>
  `${titleOf(point.item)}: ${formatPrice(point.price, point.item.currency?.value)}, LQS ${formatScore(point.lqs)}${point.item.tier ? ` (${tierWordLabel(point.item.tier.value)})` : ''}`;

/**
 * LQS against price (log scale) of the loaded results, a mark per result coloured by its tier,
 * the filters' area shaded. Each mark is a button (click, Enter or Space opens the dataset) whose
 * name is its title, price and LQS; the same figures are in a table. Hand-written SVG, as the
 * usage chart: no library needed for one scatter.
 */
export function PriceQualityChart({ items, onOpen, lqsMin, priceMax }: PriceQualityChartProps) {
  const captionId = useId();
  const { ref, width } = useWidth<HTMLDivElement>(640, 280);
  const [pointed, setPointed] = useState<PricePoint | null>(null);
  const { points, unplaced } = plottablePoints(items);
  const decades = priceDecades(points.map((point) => point.price));
  const plotWidth = width - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const x = (price: number) => PLOT.left + priceFraction(price, decades) * plotWidth;
  const y = (lqs: number) => PLOT.top + plotHeight - (Math.min(100, Math.max(0, lqs)) / 100) * plotHeight;
  const filtered = (lqsMin !== undefined && lqsMin > 0) || priceMax !== undefined;
  const shadeRight = priceMax !== undefined ? x(priceMax) : PLOT.left + plotWidth;
  const shadeTop = y(100);
  const shadeBottom = lqsMin !== undefined ? y(lqsMin) : y(0);
  const onKey = (event: KeyboardEvent, item: DatasetSummaryReading) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(item);
    }
  };

  return (
    <figure className="price-chart">
      <figcaption id={captionId} className="price-chart__caption">
        LQS against price of the {points.length} loaded {points.length === 1 ? 'result' : 'results'} (price on a log scale; a mark’s colour is its tier)
        {filtered ? '; the shaded area is what the filters allow' : ''}.
        {unplaced > 0 && ` ${unplaced} without a stated price or LQS ${unplaced === 1 ? 'is' : 'are'} not plotted.`}
      </figcaption>
      <div ref={ref} className="price-chart__plot">
        <svg className="price-chart__svg" width={width} height={HEIGHT} role="group" aria-labelledby={captionId}>
          {filtered && (
            <rect
              className="price-chart__filtered"
              x={PLOT.left}
              y={shadeTop}
              width={Math.max(0, shadeRight - PLOT.left)}
              height={Math.max(0, shadeBottom - shadeTop)}
              aria-hidden="true"
            />
          )}
          <g aria-hidden="true" className="price-chart__axes">
            {LQS_TICKS.map((tick) => (
              <g key={`y${tick}`}>
                <line x1={PLOT.left} x2={PLOT.left + plotWidth} y1={y(tick)} y2={y(tick)} className="price-chart__grid" />
                <text x={PLOT.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
                  {tick}
                </text>
              </g>
            ))}
            {decades.map((decade) => (
              <text key={`x${decade}`} x={x(decade)} y={HEIGHT - PLOT.bottom + 16} textAnchor="middle">
                {decadeLabel(decade)}
              </text>
            ))}
            <text x={PLOT.left + plotWidth / 2} y={HEIGHT - 4} textAnchor="middle" className="price-chart__axis-name">
              Price (log scale)
            </text>
            <text
              x={10}
              y={PLOT.top + plotHeight / 2}
              textAnchor="middle"
              transform={`rotate(-90 10 ${PLOT.top + plotHeight / 2})`}
              className="price-chart__axis-name"
            >
              LQS
            </text>
          </g>
          {points.map((point) => (
            <g
              key={point.item.id}
              role="button"
              tabIndex={0}
              aria-label={describe(point)}
              className={`price-chart__mark price-chart__mark--${point.tone}`}
              onClick={() => onOpen(point.item)}
              onKeyDown={(event) => onKey(event, point.item)}
              onMouseEnter={() => setPointed(point)}
              onMouseLeave={() => setPointed(null)}
              onFocus={() => setPointed(point)}
              onBlur={() => setPointed(null)}
            >
              <circle cx={x(point.price)} cy={y(point.lqs)} r={5} />
            </g>
          ))}
        </svg>
      </div>
      <p className="price-chart__tip muted" aria-hidden="true">
        {pointed ? describe(pointed) : 'Point at a mark, or move to it with Tab, to see its dataset; click or press Enter to open it.'}
      </p>
      <details className="price-chart__table">
        <summary>The same as a table</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Dataset</th>
              <th scope="col">Price</th>
              <th scope="col">LQS</th>
              <th scope="col">Tier</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.item.id}>
                <td>{titleOf(point.item)}</td>
                <td className="tabular">{formatPrice(point.price, point.item.currency?.value)}</td>
                <td className="tabular">{formatScore(point.lqs)}</td>
                <td>{point.item.tier ? tierWordLabel(point.item.tier.value) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
