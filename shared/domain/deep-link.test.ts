import { describe, expect, it } from 'vitest';
import { datasetDeepLink, datasetOfArguments, datasetOfDeepLink, datasetOfFragment, fragmentWithoutDataset } from './deep-link';

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
