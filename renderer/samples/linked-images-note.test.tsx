// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinkedImages } from '../../shared/domain/samples/sample-types';
import { LinkedImagesNote } from './linked-images-note';

afterEach(cleanup);

const linked: LinkedImages = {
  format: 'COCO',
  named: 70,
  fetched: 2,
  fetchedBytes: 48_500,
  fetchedFrom: ['samples.example.com'],
  waiting: [
    { host: 'cdn.example.org', count: 50, quota: 'no-key' },
    { host: 'market.example.com', count: 3, quota: 'may-count' },
  ],
  beyondCap: 10,
  problems: [
    '5 images not fetched: they are offered over plain http:// (images.cocodataset.org), and the app fetches only https:// or addresses on this computer.',
  ],
};

describe('LinkedImagesNote', () => {
  it('says how many the labels name, what was fetched from where, what was not and why', () => {
    render(<LinkedImagesNote linked={linked} onLoad={() => {}} />);
    const note = screen.getByRole('region', { name: 'Images named by address' });
    expect(note.textContent).toContain(
      'The COCO labels name 70 images by address, not inside the sample: 2 images fetched from samples.example.com (48.5 KB), shown with their boxes. The app fetches the first 60; 10 more images are not fetched.',
    );
    expect(screen.getByRole('listitem').textContent).toContain('5 images not fetched: they are offered over plain http://');
  });

  it('asks per host, saying the cost before the click: no key and no quota elsewhere, the count of requests on a marketplace that may count them', () => {
    const onLoad = vi.fn();
    render(<LinkedImagesNote linked={linked} onLoad={onLoad} />);
    expect(screen.getByText(/50 images are on/).textContent).toContain(
      'without your API key, so they cost no quota; at most 60 images and 10 MB of them in all',
    );
    expect(screen.getByText(/3 images are on the marketplace itself/).textContent).toContain('may count them against your quota: 3 requests');
    fireEvent.click(screen.getByRole('button', { name: 'Load 50 images from cdn.example.org' }));
    fireEvent.click(screen.getByRole('button', { name: 'Load 3 images (3 requests)' }));
    expect(onLoad.mock.calls).toEqual([['cdn.example.org'], ['market.example.com']]);
  });
});
