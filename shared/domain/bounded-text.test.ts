import { describe, expect, it } from 'vitest';
import { boundedText } from './bounded-text';

describe('boundedText', () => {
  it('keeps a text within bounds as it is', () => {
    expect(boundedText('Street signs', 12)).toBe('Street signs');
  });

  it('cuts a longer text to the bound, marked with an ellipsis', () => {
    const cut = boundedText('x'.repeat(611), 500);
    expect(cut).toHaveLength(500);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('never splits a surrogate pair', () => {
    const cut = boundedText(`${'a'.repeat(3)}😀😀`, 5);
    expect(cut).toBe('aaa…');
  });
});
