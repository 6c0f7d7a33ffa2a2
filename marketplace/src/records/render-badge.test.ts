import { describe, expect, it } from 'vitest';
import { renderQualityBadge } from './render-badge';

describe('renderQualityBadge', () => {
  it('shows the LQS version, score and tier in an accessible SVG', () => {
    const svg = renderQualityBadge(83, 'gold', '3.0');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('aria-label="LQS 3.0: 83.0 gold"');
    expect(svg).toContain('<title>LQS 3.0: 83.0 gold</title>');
  });

  it('colours each tier differently', () => {
    const fills = (['platinum', 'gold', 'silver', 'bronze'] as const).map(
      (tier) => /x="\d+" width="\d+" height="20" fill="(#[0-9a-f]+)"/.exec(renderQualityBadge(70, tier, '3.0'))?.[1],
    );
    expect(new Set(fills).size).toBe(4);
  });

  it('escapes markup in its text', () => {
    expect(renderQualityBadge(50, 'bronze', '<3&"')).not.toContain('<3&"');
  });
});
