import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import { formatPrice, formatScore } from '../../shared/display/format';
import { tierWordLabel } from '../../shared/display/tier';
import { Button } from '../ui/controls/button';
import { decadeLabel, plottablePoints, priceAxis, priceDecades, priceUnit, type PricePoint } from './price-quality-points';
import { GROUP_RADIUS, MARK_RADIUS, groupTouchingMarks, spreadAcross, type MarkGroup } from './mark-groups';
import { MarkLegend } from './mark-legend';
import { useWidth } from './use-width';
import './charts.css';

const HEIGHT = 260;
const PLOT = { left: 44, right: 24, top: 12, bottom: 34 };
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
const describeGroup = (group: MarkGroup<PricePoint>) => `${group.members.length} datasets too close to draw apart: ${group.members.map(describe).join('; ')}`;
const keyOf = (group: MarkGroup<PricePoint>) => group.members[0]!.item.id;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * LQS against price of the loaded results: prices above 0 on a log scale, free ones in a lane of
 * their own, a mark per result coloured by its tier, the filters' area shaded. Marks that would
 * cover each other are one numbered mark that lists its datasets. Each mark is a button (click,
 * Enter or Space); a single mark's name is its title, price and LQS; the same figures are in a
 * table. Hand-written SVG, as the usage chart: no library needed for one scatter.
 */
export function PriceQualityChart({ items, onOpen, lqsMin, priceMax }: PriceQualityChartProps) {
  const captionId = useId();
  const listId = useId();
  const { ref, width } = useWidth<HTMLDivElement>(640, 280);
  const svgRef = useRef<SVGSVGElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [pointed, setPointed] = useState<string | null>(null);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const { points, unplaced } = plottablePoints(items);
  const prices = points.map((point) => point.price);
  const decades = priceDecades(prices);
  const plotWidth = width - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const axis = priceAxis(prices, decades, PLOT.left, plotWidth);
  const y = (lqs: number) => PLOT.top + plotHeight - (Math.min(100, Math.max(0, lqs)) / 100) * plotHeight;
  const placed = points.map((point) => ({ item: point, x: axis.x(point.price), y: y(point.lqs) }));
  const inLane = spreadAcross(
    placed.filter((mark) => mark.item.price === 0),
    axis.freeLane?.columns ?? [],
  );
  const groups = groupTouchingMarks([...inLane, ...placed.filter((mark) => mark.item.price !== 0)]);
  const free = points.filter((point) => point.price === 0).length;
  const grouped = groups.filter((group) => group.members.length > 1);
  const openGroup = grouped.find((group) => group.members.some((member) => member.item.id === openKey));
  const filtered = (lqsMin !== undefined && lqsMin > 0) || priceMax !== undefined;
  const shadeLeft = axis.freeLane?.left ?? axis.scale.left;
  const shadeRight = priceMax !== undefined ? (priceMax > 0 ? axis.x(priceMax) : (axis.freeLane?.right ?? shadeLeft)) : axis.scale.right;
  const shadeTop = y(100);
  const shadeBottom = lqsMin !== undefined ? y(lqsMin) : y(0);
  const tip = groups.find((group) => keyOf(group) === pointed);

  useEffect(() => {
    if (openKey !== null) listRef.current?.querySelector('button')?.focus();
  }, [openKey]);

  const activate = (group: MarkGroup<PricePoint>) => {
    if (group.members.length === 1) onOpen(group.members[0]!.item);
    else setOpenKey((open) => (open === keyOf(group) ? null : keyOf(group)));
  };
  const onKey = (event: KeyboardEvent, group: MarkGroup<PricePoint>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate(group);
    }
  };
  const closeList = () => {
    if (openGroup) svgRef.current?.querySelector<SVGElement>(`[data-mark="${CSS.escape(keyOf(openGroup))}"]`)?.focus();
    setOpenKey(null);
  };

  return (
    <figure className="price-chart">
      <figcaption id={captionId} className="price-chart__caption">
        LQS against price of the {plural(points.length, 'loaded result', 'loaded results')} that state both; a mark is a dataset, coloured by its tier
        {free > 0 && `; ${free} free, in the Free lane at the left (a log scale has no 0; across the lane nothing is measured)`}
        {filtered ? '; the shaded area is what the filters allow' : ''}.
        {unplaced > 0 && ` ${plural(unplaced, 'loaded result', 'loaded results')} without a stated price or LQS ${unplaced === 1 ? 'is' : 'are'} not plotted.`}
      </figcaption>
      <MarkLegend tones={points.map((point) => point.tone)} grouped={grouped.length > 0} />
      <div ref={ref} className="price-chart__plot">
        <svg ref={svgRef} className="price-chart__svg" width={width} height={HEIGHT} role="group" aria-labelledby={captionId}>
          {filtered && (
            <rect
              className="price-chart__filtered"
              x={shadeLeft}
              y={shadeTop}
              width={Math.max(0, shadeRight - shadeLeft)}
              height={Math.max(0, shadeBottom - shadeTop)}
              aria-hidden="true"
            />
          )}
          <g aria-hidden="true" className="price-chart__axes">
            {LQS_TICKS.map((tick) => (
              <g key={`y${tick}`}>
                <line x1={shadeLeft} x2={axis.scale.right} y1={y(tick)} y2={y(tick)} className="price-chart__grid" />
                <text x={PLOT.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
                  {tick}
                </text>
              </g>
            ))}
            {axis.freeLane && (
              <>
                <rect
                  className="price-chart__free-lane"
                  x={axis.freeLane.left}
                  y={PLOT.top}
                  width={axis.freeLane.right - axis.freeLane.left}
                  height={plotHeight}
                />
                <text x={axis.x(0)} y={HEIGHT - PLOT.bottom + 16} textAnchor="middle">
                  Free
                </text>
              </>
            )}
            {decades.map((decade) => (
              <text key={`x${decade}`} x={axis.x(decade)} y={HEIGHT - PLOT.bottom + 16} textAnchor="middle">
                {decadeLabel(decade)}
              </text>
            ))}
            <text x={(axis.scale.left + axis.scale.right) / 2} y={HEIGHT - 4} textAnchor="middle" className="price-chart__axis-name">
              Price in {priceUnit(points)} (log scale)
            </text>
            <text
              x={10}
              y={PLOT.top + plotHeight / 2}
              textAnchor="middle"
              transform={`rotate(-90 10 ${PLOT.top + plotHeight / 2})`}
              className="price-chart__axis-name"
            >
              LQS (0–100)
            </text>
          </g>
          {groups.map((group) => {
            const single = group.members.length === 1 ? group.members[0]! : undefined;
            return (
              <g
                key={keyOf(group)}
                data-mark={keyOf(group)}
                role="button"
                tabIndex={0}
                aria-label={single ? describe(single) : describeGroup(group)}
                {...(single ? {} : { 'aria-expanded': openGroup === group, 'aria-controls': listId })}
                className={`price-chart__mark price-chart__mark--${single ? single.tone : 'group'}`}
                onClick={() => activate(group)}
                onKeyDown={(event) => onKey(event, group)}
                onMouseEnter={() => setPointed(keyOf(group))}
                onMouseLeave={() => setPointed(null)}
                onFocus={() => setPointed(keyOf(group))}
                onBlur={() => setPointed(null)}
              >
                <circle cx={group.x} cy={group.y} r={single ? MARK_RADIUS : GROUP_RADIUS} />
                {!single && (
                  <text x={group.x} y={group.y} dy="0.35em" textAnchor="middle">
                    {group.members.length}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <p className="price-chart__tip muted" aria-hidden="true">
        {tip
          ? tip.members.length === 1
            ? describe(tip.members[0]!)
            : `${tip.members.length} datasets here; click or press Enter to list them.`
          : 'Point at a mark, or move to it with Tab, to see its dataset; click or press Enter to open it.'}
      </p>
      {openGroup && (
        <section
          className="price-chart__group"
          aria-label={`The ${openGroup.members.length} datasets of the numbered mark`}
          onKeyDown={(event) => event.key === 'Escape' && closeList()}
        >
          <ul id={listId} ref={listRef} className="price-chart__group-list">
            {openGroup.members.map((member) => (
              <li key={member.item.id}>
                <Button size="sm" variant="ghost" onClick={() => onOpen(member.item)}>
                  {describe(member)}
                </Button>
              </li>
            ))}
          </ul>
          <Button size="sm" variant="ghost" onClick={closeList}>
            Close the list
          </Button>
        </section>
      )}
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
