import { describe, expect, it } from 'vitest';
import type { DatasetDetailReading } from '../../shared/domain/readings/dataset-reading';
import { croissantDocument, croissantShapeProblems } from './croissant';

const at = (value: string) => ({ value, from: 'x' });

describe('Croissant', () => {
  it('writes only what the marketplace stated and names the required fields it did not', () => {
    const record: DatasetDetailReading = {
      id: 'ds-1',
      title: at('Cats'),
      pageUrl: at('https://m.example/ds-1'),
      version: at('v2'),
      tags: { value: [' ', 'cats'], from: 'tags' },
      raw: {},
    };
    const { document, missing } = croissantDocument({ record });
    expect(document).toMatchObject({
      '@type': 'sc:Dataset',
      conformsTo: 'http://mlcommons.org/croissant/1.1',
      name: 'Cats',
      keywords: ['cats'],
      version: 'v2',
    });
    expect(document).not.toHaveProperty('description');
    expect(document).not.toHaveProperty('creator');
    expect(Object.keys(document).filter((key) => key.startsWith('rai:'))).toEqual([]);
    expect(missing).toEqual(['description', 'license', 'creator', 'dateCreated']);
    const problems = croissantShapeProblems(document);
    expect(problems.errors).toEqual(['description is missing', 'license is missing', 'creator is missing', 'dateCreated is missing']);
    expect(problems.warnings).toEqual(['version v2 is not MAJOR.MINOR.PATCH']);
  });
});
