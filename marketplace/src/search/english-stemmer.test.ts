import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stem } from './english-stemmer';

describe('stem', () => {
  it('strips plural endings as Porter step 1a does', () => {
    expect(stem('caresses')).toBe('caress');
    expect(stem('ponies')).toBe('poni');
    expect(stem('caress')).toBe('caress');
    expect(stem('cats')).toBe('cat');
  });

  it('strips -ed and -ing and repairs the stem as Porter step 1b does', () => {
    expect(stem('plastered')).toBe('plaster');
    expect(stem('bled')).toBe('bled');
    expect(stem('motoring')).toBe('motor');
    expect(stem('sing')).toBe('sing');
    expect(stem('hopping')).toBe('hop');
    expect(stem('falling')).toBe('fall');
    expect(stem('hissing')).toBe('hiss');
    expect(stem('failing')).toBe('fail');
    expect(stem('feed')).toBe('feed');
  });

  it('folds a final y into i when a vowel comes before it', () => {
    expect(stem('happy')).toBe('happi');
    expect(stem('sky')).toBe('sky');
  });

  it('brings the plural, -ed and -ing forms a buyer types onto the stem of the word', () => {
    const families = [
      ['sign', 'signs'],
      ['car', 'cars'],
      ['vehicle', 'vehicles'],
      ['tumor', 'tumors'],
      ['tweet', 'tweets'],
      ['podcast', 'podcasts'],
      ['box', 'boxes'],
      ['category', 'categories'],
      ['ray', 'rays'],
      ['image', 'images', 'imaging'],
      ['drive', 'driving'],
      ['label', 'labels', 'labeled', 'labelled', 'labeling', 'labelling'],
      ['model', 'modeling', 'modelling'],
      ['virus', 'viruses'],
      ['record', 'records', 'recorded', 'recording'],
    ];
    for (const family of families) expect(new Set(family.map(stem)).size, family.join('/')).toBe(1);
  });

  it('keeps apart words that only look like inflections of one another', () => {
    expect(stem('news')).not.toBe(stem('new'));
    expect(stem('general')).not.toBe(stem('generation'));
    expect(stem('organ')).not.toBe(stem('organization'));
    expect(stem('robot')).not.toBe(stem('robotics'));
  });

  it('leaves words in -us and -is, very short words and anything but lower-case letters alone', () => {
    for (const word of ['corpus', 'census', 'analysis', 'diagnosis', 'as', 'us', 'x', '2024', 'h264', 'cités']) expect(stem(word)).toBe(word);
  });

  it('never returns an empty stem or one longer than the word', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,14}$/), (word) => {
        const stemmed = stem(word);
        expect(stemmed.length).toBeGreaterThan(0);
        expect(stemmed.length).toBeLessThanOrEqual(word.length);
      }),
      { numRuns: 500 },
    );
  });
});
