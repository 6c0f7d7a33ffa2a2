import { describe, expect, it } from 'vitest';
import { allowedEdits, correctQuery, correctWord, editDistance } from './query-correction';
import { createSearchTerms } from './search-terms';

/** An index's terms with how many datasets hold each. */
const vocabulary = createSearchTerms(
  new Map([
    ['defect', 40],
    ['detection', 300],
    ['images', 900],
    ['effect', 5],
    ['pedestrian', 60],
    ['pedestrians', 20],
    ['segmentation', 80],
    ['sign', 30],
    ['signs', 25],
    ['lung', 12],
    ['email', 15],
    ['emails', 10],
    ['crop', 25],
    ['yield', 18],
    ['field', 90],
    ['spar', 3],
    ['data', 1000],
    ['c12', 50],
    ['fake', 30],
  ]),
);

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions as one edit each', () => {
    expect(editDistance('defect', 'defects')).toBe(1);
    expect(editDistance('defect', 'defet')).toBe(1);
    expect(editDistance('defect', 'defext')).toBe(1);
    expect(editDistance('defects', 'effects')).toBe(2);
  });

  it('counts a transposition of two neighbouring letters as one edit', () => {
    expect(editDistance('defcet', 'defect')).toBe(1);
    expect(editDistance('yeild', 'yield')).toBe(1);
  });
});

describe('allowedEdits', () => {
  it('corrects no word of 3 letters or fewer, one edit up to 7 letters, two beyond', () => {
    expect([2, 3, 4, 7, 8, 12].map(allowedEdits)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe('correctWord', () => {
  it('corrects a transposed word of 4–7 letters to the index word one edit away', () => {
    expect(correctWord('defcet', vocabulary)).toBe('defect');
    expect(correctWord('yeild', vocabulary)).toBe('yield');
  });

  it('allows two edits in a longer word, but not in a shorter one', () => {
    expect(correctWord('pedestrain', vocabulary)).toBe('pedestrian');
    expect(correctWord('segmntaton', vocabulary)).toBe('segmentation');
    expect(correctWord('dfcet', vocabulary)).toBeNull();
  });

  it('leaves words of 3 letters or fewer alone', () => {
    expect(correctWord('lng', vocabulary)).toBeNull();
  });

  it('prefers the nearest word, then the one more datasets hold', () => {
    // "yeld" is one edit from both "yield" (18 datasets) and "field" is two: the nearest wins.
    expect(correctWord('yeld', vocabulary)).toBe('yield');
    // "emaill" is one edit from "email" (15) and "emails" (10): the more common one wins.
    expect(correctWord('emaill', vocabulary)).toBe('email');
  });

  it('never corrects a word of data the catalog does not carry: “face” is not “fake”', () => {
    expect(correctWord('face', vocabulary)).toBeNull();
    expect(correctWord('faces', vocabulary)).toBeNull();
    expect(correctWord('fakr', vocabulary)).toBe('fake');
  });

  it('never corrects to a word that says nothing or is not a word', () => {
    expect(correctWord('datta', vocabulary)).toBeNull();
    expect(correctWord('c123', vocabulary)).toBeNull();
  });
});

describe('correctQuery', () => {
  it('replaces the unknown word and says what it changed', () => {
    expect(correctQuery('defcet detection images', vocabulary)).toEqual({
      original: 'defcet detection images',
      corrected: 'defect detection images',
      words: [{ from: 'defcet', to: 'defect' }],
    });
  });

  it('keeps the rest of the text as typed', () => {
    expect(correctQuery('Crop yeild, per field', vocabulary)?.corrected).toBe('Crop yield, per field');
  });

  it('never corrects a word the index knows, in any form, or one being typed', () => {
    expect(correctQuery('effect detection', vocabulary)).toBeNull();
    // "sign" is known through its stem; "pedestr" is the start of an indexed word.
    expect(correctQuery('sign pedestr', vocabulary)).toBeNull();
    // "lungs" stems to the indexed "lung".
    expect(correctQuery('lungs', vocabulary)).toBeNull();
  });

  it('never corrects a word read through the catalog’s related words', () => {
    // "spam" is one edit from "spar", but the catalog reads it as its related "emails".
    expect(correctQuery('spam emials', vocabulary)?.words).toEqual([{ from: 'emials', to: 'emails' }]);
  });

  it('says nothing when no word is near enough', () => {
    expect(correctQuery('zebra detection', vocabulary)).toBeNull();
  });
});
