import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATASET_ID_PATTERN,
  datasetDeepLink,
  datasetFragment,
  datasetFragmentParam,
  datasetOfArguments,
  datasetOfDeepLink,
  datasetOfFragment,
  decodeDatasetId,
  encodeDatasetId,
  fragmentWithoutDataset,
} from './deep-link';
import { DATASET_ID_MAX_LENGTH } from './limits';

describe('dataset deep links', () => {
  it('make and read back a link to a dataset by slug or id', () => {
    const slug = 'childrens-speech-2025-studio-quality-emotion-labels';
    expect(datasetDeepLink(slug)).toBe(`dataset-marketplace://dataset/${slug}`);
    expect(datasetOfDeepLink(datasetDeepLink(slug))).toBe(slug);
    expect(datasetOfDeepLink('dataset-marketplace://dataset/0463394f-4858-496f-a129-55e3c5f9430d/')).toBe('0463394f-4858-496f-a129-55e3c5f9430d');
  });

  it('refuse anything but exactly that form with a valid slug or id', () => {
    for (const link of [
      'https://dataset/abc',
      'DATASET-MARKETPLACE://dataset/abc',
      'dataset-marketplace://datasets/abc',
      'dataset-marketplace://dataset/',
      'dataset-marketplace://dataset/a/b',
      'dataset-marketplace://dataset/abc?open=1',
      'dataset-marketplace://dataset/abc#x',
      'dataset-marketplace://dataset/ab%2Fc',
      'dataset-marketplace://dataset/ab c',
      'dataset-marketplace://dataset/..',
      'dataset-marketplace://dataset/.',
      'dataset-marketplace://user@dataset/abc',
      `dataset-marketplace://dataset/${'a'.repeat(201)}`,
      'dataset-marketplace://dataset/<script>',
      '',
      null,
      42,
    ]) {
      expect(datasetOfDeepLink(link), String(link)).toBeNull();
    }
    expect(() => datasetDeepLink('a/b')).toThrow(TypeError);
  });

  it('find the link among command-line arguments, as Windows and Linux pass it', () => {
    expect(datasetOfArguments(['/opt/app/dataset-marketplace', '--no-sandbox', 'dataset-marketplace://dataset/abc'])).toBe('abc');
    expect(datasetOfArguments(['/opt/app/dataset-marketplace', 'dataset-marketplace://dataset/a/b'])).toBeNull();
  });

  it('read the browser shell form, #dataset=<slug>, beside other parameters, and remove it', () => {
    expect(datasetOfFragment('#token=t0k&dataset=abc-1')).toBe('abc-1');
    expect(datasetOfFragment('#dataset=abc%2Fdef')).toBeNull();
    expect(datasetOfFragment('#dataset=')).toBeNull();
    expect(datasetOfFragment('')).toBeNull();
    expect(fragmentWithoutDataset('#token=t0k&dataset=abc-1')).toBe('#token=t0k');
    expect(fragmentWithoutDataset('#dataset=abc-1')).toBe('');
  });
});

describe('ids a path segment can carry', () => {
  it.each(['h13:v2', 'user@host', "a!$&'()*+,;=b", 'v1.2~rc'])('links to %s and reads it back', (id) => {
    const link = datasetDeepLink(id);
    expect(link).toBe(`dataset-marketplace://dataset/${encodeURIComponent(id)}`);
    expect(datasetOfDeepLink(link)).toBe(id);
  });

  it('reads an id written unencoded, and refuses a bad escape', () => {
    expect(datasetOfDeepLink('dataset-marketplace://dataset/h13:v2')).toBe('h13:v2');
    expect(datasetOfDeepLink('dataset-marketplace://dataset/h13%')).toBeNull();
    expect(datasetOfDeepLink('dataset-marketplace://dataset/a%3Fb')).toBeNull();
  });
});

/** Every id a marketplace may use: the characters of a path segment, up to the longest allowed. */
const datasetIds = fc
  .string({ unit: fc.constantFrom(..."ABCXYZabcxyz0189._~!$&'()*+,;=:@-"), minLength: 1, maxLength: DATASET_ID_MAX_LENGTH })
  .filter((id) => id !== '.' && id !== '..');
const SPECIAL = ['a&b', 'a+b', 'a b', 'a%26b', 'a#b', 'a/b', 'a?b', '%', 'données', '数据', '🙂', 'a=b', '+', '&'];

describe('one encoder and one decoder for an id in a link or a fragment', () => {
  it('round-trip every string, whatever its characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(decodeDatasetId(encodeDatasetId(text))).toBe(text);
      }),
    );
    for (const text of SPECIAL) expect(decodeDatasetId(encodeDatasetId(text))).toBe(text);
  });

  it('write nothing that ends the value or means something else in a path or a fragment', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(encodeDatasetId(text)).toMatch(/^[A-Za-z0-9\-_.!~*'()%]*$/);
      }),
    );
  });

  it('take every valid id through a deep link and a fragment (beside other parameters too) and back, unchanged', () => {
    fc.assert(
      fc.property(datasetIds, (id) => {
        expect(datasetOfDeepLink(datasetDeepLink(id))).toBe(id);
        expect(datasetOfFragment(datasetFragment(id))).toBe(id);
        expect(datasetOfFragment(`#token=t0k&${datasetFragmentParam(id)}&x=1`)).toBe(id);
        expect(fragmentWithoutDataset(`#token=t0k&${datasetFragmentParam(id)}&x=1`)).toBe('#token=t0k&x=1');
      }),
    );
  });

  it.each(SPECIAL)('open %s exactly, or, when it is no valid id, nothing at all', (id) => {
    const valid = DATASET_ID_PATTERN.test(id);
    const link = `dataset-marketplace://dataset/${encodeDatasetId(id)}`;
    const fragment = `#dataset=${encodeDatasetId(id)}`;
    expect(datasetOfDeepLink(link)).toBe(valid ? id : null);
    expect(datasetOfFragment(fragment)).toBe(valid ? id : null);
    if (valid) expect(datasetOfFragment(datasetFragment(datasetOfDeepLink(link)!))).toBe(id);
    else expect(() => datasetFragment(id)).toThrow(TypeError);
  });

  it('read a link to a%26b as the dataset a&b, and a plus typed into a fragment as a plus', () => {
    expect(datasetOfDeepLink('dataset-marketplace://dataset/a%26b')).toBe('a&b');
    expect(datasetFragment('a&b')).toBe('#dataset=a%26b');
    expect(datasetOfFragment('#dataset=a+b')).toBe('a+b');
    expect(datasetOfFragment('#dataset=a%2Bb')).toBe('a+b');
    expect(datasetOfFragment('#dataset=a&b')).toBe('a');
  });
});
