import { describe, expect, it } from 'vitest';
import { readAsCore } from '../../../tests/support/readings';
import { localAnswerText, localMatches, matchWords, rowWords } from './local-answer';

const items = [
  readAsCore.item({ id: 'a', title: 'Multilingual speech corpus', category: 'Audio', license: 'CC-BY-4.0' }),
  readAsCore.item({ id: 'b', title: 'Chest X-ray images', category: 'Medical Imaging', format: 'DICOM' }),
  readAsCore.item({ id: 'c', title: 'Speech commands', category: 'Audio' }),
];
const ids = (text: string) => localMatches(items, text).map((item) => item.id);

describe('localMatches', () => {
  it('keeps the loaded rows in which every typed word starts a word, in their order', () => {
    expect(ids('spee')).toEqual(['a', 'c']);
    expect(ids('multilingual sp')).toEqual(['a']);
    expect(ids('x-ray')).toEqual(['b']);
    expect(ids('dicom chest')).toEqual(['b']);
    expect(ids('audio')).toEqual(['a', 'c']);
    expect(ids('lingual')).toEqual([]);
  });

  it('keeps every row for no words', () => {
    expect(ids('  ')).toEqual(['a', 'b', 'c']);
  });

  it('splits each loaded row into words once, however many keys are typed', () => {
    const [first] = items;
    if (first === undefined) throw new Error('no row');
    const words = rowWords(first);
    expect(words).toEqual(['multilingual', 'speech', 'corpus', ...words.slice(3)]);
    ids('m');
    ids('mu');
    expect(rowWords(first)).toBe(words);
  });

  it('splits words as the eye does, in any script', () => {
    expect(matchWords('Chest X-ray, CC-BY 4.0 日本語')).toEqual(['chest', 'x', 'ray', 'cc', 'by', '4', '0', '日本語']);
  });
});

describe('localAnswerText', () => {
  const shown = { q: 'speech', per_page: 20 };
  it('is the typed text while it differs from the search shown in its words only', () => {
    expect(localAnswerText({ q: 'speech co', per_page: 20 }, shown, 'speech co')).toBe('speech co');
    expect(localAnswerText({ per_page: 20, sort: 'created_at', order: 'desc' }, shown, '')).toBe('');
  });

  it('is null for the search shown, and for a changed filter (the loaded rows are no stand-in)', () => {
    expect(localAnswerText(shown, shown, 'speech')).toBeNull();
    expect(localAnswerText({ q: 'speech co', per_page: 50 }, shown, 'speech co')).toBeNull();
  });
});
