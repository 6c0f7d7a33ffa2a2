// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOADING, received } from '../../shared/domain/fact-state';
import type { SampleBundle } from '../../shared/domain/samples/sample-types';
import { readAsCore } from '../../tests/support/readings';
import type { SampleView } from './parse/view-model';
import { PreviewTab } from './preview-tab';
import { SampleSummary } from './sample-summary';

afterEach(cleanup);

const sample: SampleBundle = {
  plan: {
    url: 'https://cdn.example.com/s.csv',
    host: 'cdn.example.com',
    where: 'other-host',
    keySent: false,
    quota: 'no-key',
    needsConsent: false,
    saved: null,
  },
  fetchedFrom: 'https://cdn.example.com/s.csv',
  keyRemoved: false,
  fetchedAt: '2026-03-01T10:00:00.000Z',
  source: 'saved',
  savedBecause: 'The connection to cdn.example.com was refused.',
  declaredType: 'text/csv',
  downloadBytes: 23_300,
  container: null,
  unpackedBytes: 23_300,
  files: [],
};
const table = {
  view: 'table',
  format: 'CSV',
  sourceFile: 's.csv',
  columns: [],
  rows: [],
  columnCount: 0,
  rowCount: 500,
  label: null,
  problems: [],
} as SampleView;
const summary = () => screen.getByRole('group', { name: 'About this sample' }).textContent ?? '';

describe('PreviewTab', () => {
  it('tells a sample the record does not state from one the marketplace states there is none of', () => {
    render(<PreviewTab record={received(readAsCore.detail({ id: 'd1', title: 'x' }))} onRetry={() => {}} />);
    expect(screen.getByText('This marketplace’s record of the dataset does not state a sample.')).toBeTruthy();
    cleanup();
    render(<PreviewTab record={received(readAsCore.detail({ id: 'd1', title: 'x', sample_url: null }))} onRetry={() => {}} />);
    expect(screen.getByText('The marketplace states there is no sample for this dataset.')).toBeTruthy();
  });

  it('waits for the detail record while only the search result stands in', () => {
    const part = readAsCore.detail({ id: 'd1', title: 'x' });
    const { container } = render(<PreviewTab record={{ state: 'partial', part, rest: LOADING }} onRetry={() => {}} />);
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(screen.queryByText(/does not state a sample/)).toBeNull();
  });

  it('at quota 0 says the record is not saved yet and when it can load, never that no sample is stated', () => {
    const part = readAsCore.detail({ id: 'd1', title: 'x' });
    render(<PreviewTab record={{ state: 'partial', part, rest: { reason: 'quota', until: '2026-03-02T00:00:00.000Z' } }} onRetry={() => {}} />);
    expect(screen.getByText('The dataset record is not saved yet')).toBeTruthy();
    expect(screen.queryByText(/does not state a sample/)).toBeNull();
  });
});

describe('SampleSummary', () => {
  it('says the sample is not the dataset: its size and its share of the dataset’s items', () => {
    render(<SampleSummary sample={sample} view={table} itemCount={{ value: 15_448, from: 'item_count' }} />);
    expect(summary()).toContain('A sample, not the dataset: 23.3 KB downloaded. It holds 500 rows; the dataset has 15,448 items (3 % of them).');
    expect(summary()).toContain('From cdn.example.com, another host than the marketplace · fetched without your API key, so not counted against your quota');
    expect(summary()).toContain('the copy saved from https://cdn.example.com/s.csv, fetched ');
    expect(summary()).toContain('shown because the sample could not be fetched now: The connection to cdn.example.com was refused.');
  });

  it('says when the marketplace does not state how many items the dataset has, instead of guessing', () => {
    render(<SampleSummary sample={{ ...sample, source: 'fetched', savedBecause: null }} view={table} itemCount={undefined} />);
    expect(summary()).toContain('It holds 500 rows; the marketplace does not state how many items the dataset has.');
    expect(summary()).not.toContain('%');
  });
});
