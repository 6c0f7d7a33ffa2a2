import { describe, expect, it } from 'vitest';
import { notKnown, received, type NotKnownYet } from '../../shared/domain/fact-state';
import { readLicenseLabel } from '../../shared/domain/licenses/license-reader';
import type { ShortlistEntry } from '../../shared/ipc/ipc-contract';
import { readAsCore } from '../../tests/support/readings';
import type { CachedDataset } from '../facts/cached-record-state';
import { toMarkdownDocument } from '../export/export-table';
import { withLicenseNotes } from './shortlist-license-notes';

const quota: NotKnownYet = { reason: 'quota', until: '2030-01-02T00:00:00.000Z' };
const entry = (id: string, license: string): ShortlistEntry => ({
  id,
  title: id.toUpperCase(),
  license,
  licenseTerms: readLicenseLabel(license),
  pageUrl: `https://market.test/${id}`,
  note: '',
  addedAt: '2030-01-01T00:00:00.000Z',
});
const waiting: CachedDataset = { record: notKnown(quota), quality: notKnown(quota), license: notKnown(quota) };

describe('the shortlist export’s licence notes', () => {
  it('names the labels that disagree and carries the attribution table', () => {
    const cached: Record<string, CachedDataset> = {
      a: {
        record: received(readAsCore.detail({ id: 'a', license: 'CC-BY-4.0', description: 'Released under CC BY-NC 4.0.', seller: { name: 'Acme' } }, 'a')),
        quality: notKnown(quota),
        license: received(readAsCore.license({ license: { type: 'CC-BY-4.0' } })),
      },
    };
    const table = withLicenseNotes(
      { title: 'Shortlist', meta: [], columns: [], rows: [] },
      [entry('a', 'cc by 4.0'), entry('b', 'odbl')],
      (id) => cached[id] ?? waiting,
    );
    const markdown = toMarkdownDocument(table);
    expect(markdown).toContain('## Licence labels that disagree');
    expect(markdown).toContain(
      'A: The licence labels disagree: the listing says CC-BY-4.0; the licence record says CC-BY-4.0; the description names CC BY-NC 4.0 (CC-BY-NC-4.0).',
    );
    expect(markdown).toContain('## Attribution');
    expect(markdown).toContain(
      'A — by Acme; licence cc by 4.0 (CC-BY-4.0); https://market.test/a. Credit: “A” by Acme (https://market.test/a), licensed under',
    );
    expect(markdown).toContain('B — licence odbl (ODbL-1.0); https://market.test/b. Credit: Contains information from “B”');
    expect(table.missing).toEqual([]);
  });

  it('leaves out a credit line whose records are not loaded and says so at the top, with what loading costs; no placeholder anywhere', () => {
    const table = withLicenseNotes(
      { title: 'Shortlist', meta: [], columns: [], rows: [] },
      [entry('a', 'cc by 4.0'), entry('c', 'CC-BY-SA-4.0'), entry('b', 'odbl')],
      () => waiting,
    );
    expect(table.missing).toEqual(['Credit lines for 2 datasets are missing (A; C): their records are not loaded (Load 4 records · 4 requests).']);
    const markdown = toMarkdownDocument(table);
    expect(markdown.split('\n').slice(0, 4)).toEqual(['# Shortlist', '', '> **Missing from this export:**', '>']);
    expect(markdown).toContain('> Credit lines for 2 datasets are missing (A; C): their records are not loaded (Load 4 records · 4 requests).');
    expect(markdown).toContain('- A — licence cc by 4.0 (CC-BY-4.0); https://market.test/a.\n');
    expect(markdown).not.toMatch(/\\?\[|not loaded \(open|by not|creator not/);
  });

  it('says a creator the marketplace does not state is left out of the credit line, not that it is not loaded', () => {
    const received3: CachedDataset = {
      record: received(readAsCore.detail({ id: 'a', license: 'CC-BY-4.0' }, 'a')),
      quality: received(readAsCore.quality({})),
      license: received(readAsCore.license({ license: { type: 'CC-BY-4.0' } })),
    };
    const table = withLicenseNotes({ title: 'Shortlist', meta: [], columns: [], rows: [] }, [entry('a', 'cc by 4.0')], () => received3);
    expect(table.missing).toEqual(['A: the marketplace does not state its creator, so its credit line names none.']);
    expect(toMarkdownDocument(table)).toContain('Credit: “A” (https://market.test/a), licensed under Creative Commons Attribution 4.0');
  });

  it('adds no disagreement note when the labels agree', () => {
    const table = withLicenseNotes({ title: 'Shortlist', meta: [], columns: [], rows: [] }, [entry('b', 'odbl')], () => waiting);
    expect(table.notes?.map((note) => note.heading)).toEqual(['Attribution']);
  });
});
