import { describe, expect, it } from 'vitest';
import { createSlugRegistry, slugify } from './slugify';
import { compactCount, formatBytes, groupThousands, listPhrase, titleCase } from './text-format';

describe('slugify', () => {
  it('makes URL-safe lower-case slugs', () => {
    expect(slugify('Speech & Audio')).toBe('speech-audio');
    expect(slugify('NLP / Text')).toBe('nlp-text');
    expect(slugify('Chest X-rays from São Paulo (120K Images)')).toBe('chest-x-rays-from-sao-paulo-120k-images');
    expect(slugify('Children’s Speech')).toBe('childrens-speech');
  });

  it('the registry never hands out a slug twice', () => {
    const registry = createSlugRegistry();
    const slugs = ['A b', 'a B', 'a-b', 'A b 2', 'a b'].map((title) => registry.claim(title));
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs[0]).toBe('a-b');
    expect(slugs[1]).toBe('a-b-2');
  });
});

describe('text formatting', () => {
  it('formats counts, sizes, lists and titles', () => {
    expect(groupThousands(1234567)).toBe('1,234,567');
    expect(groupThousands(999)).toBe('999');
    expect(compactCount(1_740_000)).toBe('1.7M');
    expect(compactCount(45_000)).toBe('45K');
    expect(formatBytes(1_536_000_000)).toBe('1.5 GB');
    expect(listPhrase(['a', 'b', 'c'])).toBe('a, b and c');
    expect(titleCase('bounding boxes with 3D labels')).toBe('Bounding Boxes with 3D Labels');
  });
});
