import { describe, expect, it } from 'vitest';
import { readLicenseLabel } from '../../shared/domain/licenses/license-reader';
import { attributionRow, creditLine, noticeText } from './attribution';

const subject = (license: string) => {
  const reading = readLicenseLabel(license);
  return { title: 'Street Signs', by: 'Acme Data', license, link: 'https://example.com/street-signs', ...(reading.known ? { terms: reading.terms } : {}) };
};

describe('creditLine', () => {
  it('CC BY: creator, title, licence with its link, the source link, and changes', () => {
    expect(creditLine(subject('cc by 4.0'))).toBe(
      '“Street Signs” by Acme Data (https://example.com/street-signs), licensed under Creative Commons Attribution 4.0 International (CC-BY-4.0), https://creativecommons.org/licenses/by/4.0/. ' +
        'Keep the copyright notice that comes with “Street Signs” (Acme Data). Say whether you changed the data, and how.',
    );
  });

  it('ODbL: the notice naming the database and the licence', () => {
    expect(creditLine(subject('ODbL'))).toBe(
      'Contains information from “Street Signs” (https://example.com/street-signs), made available under Open Data Commons Open Database License v1.0 (ODbL-1.0), https://opendatacommons.org/licenses/odbl/1-0/. Keep this notice with any public use or copy passed on.',
    );
  });

  it('MIT: the copyright and permission notice', () => {
    expect(creditLine(subject('MIT'))).toBe(
      'Keep the copyright notice that comes with “Street Signs” (Acme Data). Include the text of MIT (its permission notice) with every copy.',
    );
  });

  it('Apache-2.0 and OpenRAIL-M: the NOTICE file, changes, and the use restrictions', () => {
    expect(creditLine(subject('Apache-2.0'))).toContain('Include the NOTICE file');
    expect(creditLine(subject('OpenRAIL-M'))).toContain('Pass on the use restrictions of LicenseRef-OpenRAIL-M');
  });

  it('CC0 asks for nothing; a licence the app cannot place is never given invented terms', () => {
    expect(creditLine(subject('CC0-1.0'))).toBe('CC0-1.0 asks for no credit or notice.');
    expect(creditLine(subject('Some Licence 7'))).toBe(
      'The app cannot place “Some Licence 7”, so it cannot state what it requires. Read the licence, or ask the seller.',
    );
    expect(creditLine({ title: 'X' })).toMatch(/not stated/);
  });

  it('writes no line while a fact it needs is not loaded, and leaves a fact the marketplace does not state out of the sentence', () => {
    const notLoaded = { why: 'not-loaded' as const, records: [{ id: 'a', kind: 'record' as const }] };
    expect(creditLine({ ...subject('CC-BY-4.0'), by: undefined, missing: { by: notLoaded } })).toBeNull();
    expect(creditLine({ ...subject('ODbL'), link: undefined, missing: { link: notLoaded } })).toBeNull();
    expect(creditLine({ title: 'X', missing: { license: notLoaded } })).toBeNull();
    // Not needed by the licence's credit: the line is written.
    expect(creditLine({ ...subject('ODbL'), by: undefined, missing: { by: notLoaded } })).toMatch(/^Contains information from/);
    const unstated = creditLine({
      ...subject('CC-BY-4.0'),
      by: undefined,
      link: undefined,
      missing: { by: { why: 'not-stated' }, link: { why: 'not-stated' } },
    });
    expect(unstated).toBe(
      '“Street Signs”, licensed under Creative Commons Attribution 4.0 International (CC-BY-4.0), https://creativecommons.org/licenses/by/4.0/. ' +
        'Keep the copyright notice that comes with “Street Signs”. Say whether you changed the data, and how.',
    );
  });

  it('an AND carries every licence’s requirements', () => {
    const line = creditLine(subject('CC-BY-4.0 AND MIT'));
    expect(line).toContain('licensed under');
    expect(line).toContain('Include the text of CC-BY-4.0 AND MIT');
  });
});

describe('noticeText', () => {
  it('gives the table as text, one numbered entry per dataset, what it lacks first', () => {
    const text = noticeText([attributionRow(subject('CC-BY-4.0')), attributionRow({ title: 'Other' })]);
    expect(text).toMatch(
      /^NOTICE\n\nMissing from this notice:\n- Other: the marketplace does not state its licence, so no credit it requires can be named.\n\n/,
    );
    expect(text).toContain(
      '1. Street Signs\n   By: Acme Data\n   Licence: CC-BY-4.0\n   Link: https://example.com/street-signs\n   Credit: “Street Signs” by Acme Data',
    );
    expect(text).toContain('2. Other\n   Credit: The licence is not stated');
  });

  it('leaves out the credit line of a dataset whose records are not loaded, and says at the top what loading them costs', () => {
    const records = [
      { id: 'a', kind: 'record' as const },
      { id: 'a', kind: 'license' as const },
    ];
    const waiting = attributionRow({ ...subject('CC-BY-4.0'), title: 'Waiting', by: undefined, missing: { by: { why: 'not-loaded', records } } });
    expect(waiting).toMatchObject({ by: 'not loaded', credit: null, toLoad: records });
    const text = noticeText([attributionRow(subject('MIT')), waiting]);
    expect(text).toMatch(
      /^NOTICE\n\nMissing from this notice:\n- The credit line for 1 dataset is missing \(Waiting\): its records are not loaded \(Load 2 records · 2 requests\)\.\n/,
    );
    expect(text.endsWith('2. Waiting\n   Licence: CC-BY-4.0\n   Link: https://example.com/street-signs\n')).toBe(true);
    expect(text).not.toMatch(/\[|By: not|null|open the dataset/);
  });
});
