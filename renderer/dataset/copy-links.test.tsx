// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import { CopyLinks } from './copy-links';

let copied: string[] = [];
beforeEach(() => {
  copied = [];
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } });
});
afterEach(cleanup);

const record = (pageUrl?: string): DatasetSummaryReading => ({
  id: '3e584de7-1bbc-40c4-8556-8bf95b8191a3',
  slug: { value: 'street-scenes', from: 'slug' },
  ...(pageUrl === undefined ? {} : { pageUrl: { value: pageUrl, from: 'urls.dataset' } }),
  raw: {},
});

describe('CopyLinks', () => {
  it('copies the app’s link, and the https page for a colleague without the app', async () => {
    render(<CopyLinks record={record('https://labelsets.example/datasets/street-scenes')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Link copied: it opens the dataset in the app'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy web link' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Web link copied: the marketplace’s page for the dataset'));
    expect(copied).toEqual(['dataset-marketplace://dataset/street-scenes', 'https://labelsets.example/datasets/street-scenes']);
  });

  it.each([
    ['no page stated', undefined],
    ['a page on this computer only', 'http://127.0.0.1:8787/datasets/street-scenes'],
    ['an http page', 'http://market.example/datasets/street-scenes'],
  ])('offers no web link for %s', (_, pageUrl) => {
    render(<CopyLinks record={record(pageUrl)} />);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy web link' })).toBeNull();
  });
});
