import { describe, expect, it } from 'vitest';
import type { ListingFacts } from './compose-listing-text';
import { CATEGORY_VOCABULARIES, type DataKind } from './category-vocabularies';
import { createTitleRegistry, titleCandidates } from './unique-titles';

const kind = CATEGORY_VOCABULARIES[0]?.kinds[0] as DataKind;
const facts = (overrides: Partial<ListingFacts> = {}): ListingFacts => ({
  kind,
  subject: 'Chest X-rays',
  modifier: 'Curated',
  annotations: ['bounding boxes'],
  annotator: 'thoracic radiologists',
  sensor: 'Portable X-ray Unit',
  useCases: ['triage classification', 'pneumonia detection'],
  place: 'Germany',
  format: 'DICOM',
  itemCount: 12_345,
  sizeBytes: 1e9,
  version: '1.0.0',
  collectedFrom: new Date('2019-03-01T00:00:00Z'),
  collectedTo: new Date('2021-06-01T00:00:00Z'),
  collectionMethod: 'screening programme records',
  hipaa: false,
  gdpr: false,
  consentDocumented: false,
  auditAgreement: 0.8,
  ...overrides,
});

describe('titleCandidates', () => {
  it('offers the title, then the same title told apart by one more fact at a time', () => {
    expect([...titleCandidates('Chest X-rays from Germany', facts())]).toEqual([
      'Chest X-rays from Germany',
      'Chest X-rays from Germany (2019–2021)',
      'Chest X-rays from Germany (Portable X-ray Unit, 2019–2021)',
      'Chest X-rays from Germany (12.3K Images, Portable X-ray Unit, 2019–2021)',
      'Chest X-rays from Germany (12,345 Images, Portable X-ray Unit, 2019–2021)',
      'Chest X-rays from Germany (12,345 Images, Portable X-ray Unit, March 2019 to June 2021)',
    ]);
  });

  it('leaves out a capture device the title already names, and a single year is one year', () => {
    const sameYear = facts({ collectedFrom: new Date('2021-01-01T00:00:00Z') });
    const candidates = [...titleCandidates('Portable X-ray Unit Chest X-rays (12K Images)', sameYear)];
    expect(candidates[1]).toBe('Portable X-ray Unit Chest X-rays (12K Images) (2021)');
    expect(candidates.slice(1).every((candidate) => !candidate.slice(candidate.indexOf(' (')).includes('Portable'))).toBe(true);
  });
});

describe('TitleRegistry', () => {
  it('hands out the first candidate not yet taken, ignoring case', () => {
    const titles = createTitleRegistry();
    expect(titles.claim(['Chest X-rays', 'Chest X-rays (2021)'])).toBe('Chest X-rays');
    expect(titles.claim(['CHEST X-RAYS', 'Chest X-rays (2021)'])).toBe('Chest X-rays (2021)');
  });

  it('counts releases of a name once every candidate is taken, so a title is never handed out twice', () => {
    const titles = createTitleRegistry();
    const claimed = Array.from({ length: 4 }, () => titles.claim(['A', 'A (2021)']));
    expect(claimed).toEqual(['A', 'A (2021)', 'A (2021), release 2', 'A (2021), release 3']);
  });
});
