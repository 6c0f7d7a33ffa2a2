import { describe, expect, it } from 'vitest';
import { licensesNamedIn } from './license-mentions';

const ids = (text: string) => licensesNamedIn(text).map((mention) => mention.license.id);

describe('licensesNamedIn', () => {
  it('finds licences however the text writes them, once each, in order', () => {
    expect(ids('Derived from OpenStreetMap (ODbL-1.0), with CC-BY-4.0 annotations; the annotations are cc by 4.0.')).toEqual(['ODbL-1.0', 'CC-BY-4.0']);
    expect(ids('Licensed under Creative Commons Attribution-ShareAlike 4.0 International and ODbL.')).toEqual(['CC-BY-SA-4.0', 'ODbL-1.0']);
    expect(ids('See https://creativecommons.org/licenses/by-nc/4.0/ for the terms.')).toEqual(['CC-BY-NC-4.0']);
  });

  it('keeps the longest spelling at a place (CC BY-NC 4.0 is not CC BY 4.0)', () => {
    expect(ids('Released as CC BY-NC-SA 4.0.')).toEqual(['CC-BY-NC-SA-4.0']);
  });

  it('takes an everyday word for a licence only beside "licence"', () => {
    expect(ids('Collected by students at MIT in 2021, custom tooling, research only.')).toEqual([]);
    expect(ids('Released under the MIT License.')).toEqual(['MIT']);
  });

  it('gives the words as written', () => {
    expect(licensesNamedIn('This data is CC BY-NC 4.0.')[0]?.written).toBe('CC BY-NC 4.0');
  });
});
