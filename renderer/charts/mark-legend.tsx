import type { PricePoint } from './price-quality-points';
import { tierLabel } from '../../shared/display/tier';
import { QUALITY_TIERS } from '../../shared/wire/api-types';

export interface MarkLegendProps {
  /** The placed marks' tones. */
  tones: ReadonlyArray<PricePoint['tone']>;
  /** Whether a numbered mark is drawn. */
  grouped: boolean;
}

/** What each colour drawn on the chart stands for (only those drawn), and the numbered mark. */
export function MarkLegend({ tones, grouped }: MarkLegendProps) {
  const drawn = new Set(tones);
  const shown = [...QUALITY_TIERS.filter((tier) => drawn.has(tier)), ...(drawn.has('unknown') ? (['unknown'] as const) : [])];
  return (
    <ul className="price-chart__legend" aria-label="What the marks mean">
      {shown.map((tone) => (
        <li key={tone}>
          <span className={`price-chart__swatch price-chart__swatch--${tone}`} aria-hidden="true" />
          {tone === 'unknown' ? 'No tier the app knows' : tierLabel(tone)}
        </li>
      ))}
      {grouped && (
        <li>
          <span className="price-chart__swatch price-chart__swatch--group" aria-hidden="true">
            n
          </span>
          n datasets too close to draw apart
        </li>
      )}
    </ul>
  );
}
