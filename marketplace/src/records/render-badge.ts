import type { QualityTier } from '@dmd/shared/wire/api-types';
import { escapeMarkup } from './escape-markup';

const TIER_COLOURS: Readonly<Record<QualityTier, string>> = {
  platinum: '#5a67d8',
  gold: '#b7791f',
  silver: '#718096',
  bronze: '#9c4221',
};

/** Approximate advance of 11px Verdana, enough to size the two halves. */
const CHAR_WIDTH = 6.6;
const PADDING = 10;

const NOT_SCORED_COLOUR = '#4a5568';

/** A shields-style SVG: "LQS 3.0 | 83.2 gold", coloured by tier; "not scored" without a composite. */
export function renderQualityBadge(composite: number | null, tier: QualityTier | null, lqsVersion: string): string {
  const label = `LQS ${lqsVersion}`;
  const value = composite === null || tier === null ? 'not scored' : `${composite.toFixed(1)} ${tier}`;
  const labelWidth = Math.round(label.length * CHAR_WIDTH + PADDING * 2);
  const valueWidth = Math.round(value.length * CHAR_WIDTH + PADDING * 2);
  const width = labelWidth + valueWidth;
  const text = escapeMarkup(`${label}: ${value}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" role="img" aria-label="${text}">
<title>${text}</title>
<rect width="${labelWidth}" height="20" fill="#2d3748"/>
<rect x="${labelWidth}" width="${valueWidth}" height="20" fill="${tier === null ? NOT_SCORED_COLOUR : TIER_COLOURS[tier]}"/>
<g fill="#fff" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11" text-anchor="middle">
<text x="${labelWidth / 2}" y="14">${escapeMarkup(label)}</text>
<text x="${labelWidth + valueWidth / 2}" y="14">${escapeMarkup(value)}</text>
</g>
</svg>
`;
}
