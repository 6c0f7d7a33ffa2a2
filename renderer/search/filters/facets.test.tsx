// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Profiler } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_CATEGORY_LENGTH, MAX_FORMAT_LENGTH, MAX_LICENSE_FILTER_LENGTH } from '../../../shared/domain/limits';
import { DEFAULT_SEARCH, useUiStore } from '../../state/ui-store';
import { readAsCore } from '../../../tests/support/readings';
import { Facets } from './facets';

const listed = vi.hoisted(() => ({ categories: [] as unknown[] }));

vi.mock('../../bridge/get-bridge', () => ({
  getBridge: () => ({
    listCategories: async () => ({ ok: true, value: { categories: listed.categories } }),
    getQuotaState: async () => ({ ok: true, value: { limit: 100, remaining: 90, resetsAt: null, tier: 'free', observedAt: null, rateLimitedUntil: null } }),
    onQuotaChanged: () => () => undefined,
  }),
}));

beforeEach(() => {
  useUiStore.setState({ search: DEFAULT_SEARCH });
  listed.categories = [];
});
afterEach(cleanup);

const FORMATS = ['csv', 'DICOM'];

const renderPanel = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Facets knownFormats={FORMATS} />
    </QueryClientProvider>,
  );

describe('Facets, the filter panel', () => {
  it('renders again for a filter, never for a key typed in the search box', async () => {
    // Already narrowed by words: the category counts' note stays as it is.
    useUiStore.setState({ search: { ...DEFAULT_SEARCH, q: 'sp' } });
    const renders = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Profiler id="facets" onRender={renders}>
          <Facets knownFormats={FORMATS} />
        </Profiler>
      </QueryClientProvider>,
    );
    await screen.findByRole('textbox', { name: 'Category' });
    const before = renders.mock.calls.length;
    act(() => useUiStore.getState().updateSearch({ q: 'spee' }, 'typed'));
    expect(renders.mock.calls.length).toBe(before);
    act(() => useUiStore.getState().updateSearch({ lqs_tier: 'gold' }, 'chosen'));
    expect(renders.mock.calls.length).toBeGreaterThan(before);
  });

  it('gives every filter its control, each text taking no more than the marketplace takes', async () => {
    renderPanel();
    // No category the app can read: the category is typed.
    const category = await screen.findByRole('textbox', { name: 'Category' });
    expect(category.getAttribute('maxlength')).toBe(String(MAX_CATEGORY_LENGTH));
    expect(screen.getByRole('combobox', { name: 'Format' }).getAttribute('maxlength')).toBe(String(MAX_FORMAT_LENGTH));
    expect(screen.getByRole('textbox', { name: 'Licence contains' }).getAttribute('maxlength')).toBe(String(MAX_LICENSE_FILTER_LENGTH));
    expect(screen.getByRole('slider', { name: 'Minimum LQS' })).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Tier' }))
        .getAllByRole('radio')
        .map((radio) => radio.closest('.radio')?.textContent),
    ).toEqual(['Any', 'Platinum', 'Gold', 'Silver', 'Bronze']);
    expect(
      within(screen.getByRole('group', { name: 'Compliance' }))
        .getAllByRole('checkbox')
        .map((box) => box.closest('.checkbox')?.textContent),
    ).toEqual(['HIPAA', 'GDPR']);
    expect(screen.getByRole('spinbutton', { name: 'Maximum price' })).toBeTruthy();
  });

  it('waits for a pause after typing, and searches at once on a choice', () => {
    renderPanel();
    fireEvent.change(screen.getByRole('textbox', { name: 'Licence contains' }), { target: { value: 'cc-by' } });
    expect(useUiStore.getState()).toMatchObject({ search: { license: 'cc-by' }, searchChange: 'typed' });
    fireEvent.click(screen.getByRole('radio', { name: 'Gold' }));
    expect(useUiStore.getState()).toMatchObject({ search: { license: 'cc-by', lqs_tier: 'gold' }, searchChange: 'chosen' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'GDPR' }));
    expect(useUiStore.getState().search.gdpr).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'GDPR' }));
    expect(useUiStore.getState().search).not.toHaveProperty('gdpr');
  });

  it('says the category counts are of the whole marketplace, and, with a search or filter, not of this search', async () => {
    listed.categories = readAsCore.categories({
      data: [
        { name: 'Audio', slug: 'audio', count: 120 },
        { name: 'Vision', slug: 'vision', count: 80 },
      ],
    }).categories;
    renderPanel();
    await screen.findByRole('radio', { name: /^Audio/ });
    const group = screen.getByRole('group', { name: 'Category' });
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    const scope = () => document.getElementById(group.getAttribute('aria-describedby')!)?.textContent;
    expect(scope()).toBe('Counts are of the whole marketplace.');

    act(() => useUiStore.getState().updateSearch({ q: 'speech' }));
    expect(scope()).toBe('Counts are of the whole marketplace, not of this search.');
    act(() => useUiStore.getState().updateSearch({ q: '', lqs_tier: 'gold' }));
    expect(scope()).toBe('Counts are of the whole marketplace, not of this search.');
    act(() => useUiStore.getState().removeFilter('lqs_tier'));
    expect(scope()).toBe('Counts are of the whole marketplace.');
  });
});
