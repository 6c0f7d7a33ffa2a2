// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelInput, QuotaState } from '../../shared/ipc/ipc-contract';
import type { Result } from '../../shared/domain/app-error';
import type { CompatibilityReading } from '../../shared/domain/readings/compatibility-reading';
import { readAsCore } from '../../tests/support/readings';
import { conditionalJson, conditionalResult } from './compatibility-result.fixture';

const bridge = vi.hoisted(() => ({
  calls: [] as Array<ChannelInput<'licenses:check'>>,
  answer: null as unknown,
  quota: null as QuotaState | null,
  getQuotaState: async () => ({ ok: true as const, value: bridge.quota }),
  onQuotaChanged: () => () => {},
  forgetFailures: async () => ({ ok: true as const, value: undefined }),
  checkCompatibility: async (input: ChannelInput<'licenses:check'>) => {
    bridge.calls.push(input);
    return bridge.answer as Result<CompatibilityReading>;
  },
}));
vi.mock('../bridge/get-bridge', () => ({ getBridge: () => bridge }));

const { CompatibilityView } = await import('./compatibility-view');
const { useUiStore } = await import('../state/ui-store');
const { queryKeys } = await import('../queries/query-keys');

const checkButton = () => screen.getByRole('button', { name: /^Check compatibility/ });

let client: QueryClient;

function renderView() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30 * 60_000 } } });
  return render(
    <QueryClientProvider client={client}>
      <CompatibilityView />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  bridge.calls = [];
  bridge.answer = { ok: true, value: conditionalResult };
  bridge.quota = null;
  useUiStore.setState({
    compatibility: {
      tray: [
        { id: 'b2', title: 'Medical Notes' },
        { id: 'a1', title: 'Street Signs' },
      ],
      useCase: 'commercial_training',
    },
  });
});
afterEach(cleanup);

describe('CompatibilityView', () => {
  it('shows the verdict in words, terms, obligations and named conflicts', async () => {
    renderView();
    fireEvent.click(checkButton());
    const verdict = await screen.findByText('Compatible with conditions');
    expect(verdict.closest('[role="alert"]')).toBeTruthy();
    expect(bridge.calls).toEqual([{ dataset_ids: ['a1', 'b2'], use_case: 'commercial_training' }]);
    const terms = screen.getByRole('region', { name: 'Combined terms' });
    expect(within(terms).getByText('Redistribution').nextSibling?.textContent).toBe('not allowed');
    expect(screen.getByText('Release derivatives under CC-BY-SA-4.0')).toBeTruthy();
    const conflicts = screen.getByRole('region', { name: 'Conflicts' });
    expect(conflicts.textContent).toContain('Street Signs and Medical Notes: Different share-alike licences');
  });

  it('draws the verdict and everything under it in one message: amber verdict, amber conflict, no red term, whose reading', async () => {
    renderView();
    fireEvent.click(checkButton());
    const banner = (await screen.findByText('Compatible with conditions')).closest('.banner') as HTMLElement;
    expect(banner.className).toContain('banner--warning');
    const conflict = within(screen.getByRole('region', { name: 'Conflicts' })).getByRole('listitem');
    expect(conflict.className).toContain('compat-conflict--warning');
    expect(conflict.textContent).toMatch(/^Does not block: a condition to meet\./);
    const redistribution = within(screen.getByRole('region', { name: 'Combined terms' }))
      .getByText('Redistribution')
      .closest('li') as HTMLElement;
    expect(redistribution.className).toContain('compat-flag--warn');
    expect(redistribution.textContent).toContain('Not allowed by Medical Notes (CC-BY-SA-4.0)');
    expect(redistribution.querySelector('.compat-flag__source')?.getAttribute('title')).toBe(
      "From the marketplace's field “combined_terms.term_sources.redistribution”",
    );
    expect(screen.getByText(/^This is the marketplace’s reading of the licences, not legal advice\./)).toBeTruthy();
  });

  it('under a negative verdict draws no term that does not hold in a success colour', async () => {
    bridge.answer = {
      ok: true,
      value: readAsCore.compatibility({ ...conditionalJson, verdict: 'incompatible', conflicts: [{ dataset_ids: ['a1'], reason: 'No.', blocking: true }] }),
    };
    renderView();
    fireEvent.click(checkButton());
    const banner = (await screen.findByText('Not compatible')).closest('.banner') as HTMLElement;
    expect(banner.className).toContain('banner--error');
    const terms = screen.getByRole('region', { name: 'Combined terms' });
    expect(terms.querySelectorAll('.compat-flag--yes')).toHaveLength(0);
    expect((within(terms).getByText('Model training').closest('li') as HTMLElement).className).toContain('compat-flag--neutral');
    expect((within(terms).getByText('Redistribution').closest('li') as HTMLElement).className).toContain('compat-flag--no');
  });

  it('names the blocker in the verdict, states each conflict once, and checks the rest with one request', async () => {
    useUiStore.setState({
      compatibility: {
        tray: [
          { id: 'a1', title: 'Street Signs' },
          { id: 'b2', title: 'Medical Notes' },
          { id: 'c3', title: 'Clinic Photos' },
        ],
        useCase: 'commercial_training',
      },
    });
    const reason = 'Clinic Photos (CC-BY-NC-4.0): commercial use not allowed.';
    bridge.answer = {
      ok: true,
      value: readAsCore.compatibility({
        ...conditionalJson,
        verdict: 'incompatible',
        datasets: [
          ...conditionalJson.datasets,
          {
            id: 'c3',
            slug: 'clinic-photos',
            title: 'Clinic Photos',
            license: 'CC-BY-NC-4.0',
            allowed: false,
            conditions: [],
            reasons: ['commercial use not allowed.'],
          },
        ],
        conflicts: [{ dataset_ids: ['c3'], reason, blocking: true }, ...conditionalJson.conflicts],
      }),
    };
    renderView();
    fireEvent.click(checkButton());
    const verdict = (await screen.findByText('Not compatible')).closest('[role="alert"]') as HTMLElement;
    expect(within(verdict).getByRole('listitem').textContent).toBe('Blocked by Clinic Photos (CC-BY-NC-4.0): commercial use not allowed.');
    const conflicts = within(screen.getByRole('region', { name: 'Conflicts' })).getAllByRole('listitem');
    expect(conflicts[0]?.textContent).toBe(`Blocks this use. ${reason}`);
    expect(conflicts[1]?.textContent).toBe('Does not block: a condition to meet. Street Signs and Medical Notes: Different share-alike licences');

    bridge.answer = { ok: true, value: conditionalResult };
    const remove = within(verdict).getByRole('button', { name: /^Remove the blocker and check again/ });
    expect(remove.textContent).toMatch(/1 request$/);
    fireEvent.click(remove);
    expect(await screen.findByText('Compatible with conditions')).toBeTruthy();
    expect(bridge.calls).toEqual([
      { dataset_ids: ['a1', 'b2', 'c3'], use_case: 'commercial_training' },
      { dataset_ids: ['a1', 'b2'], use_case: 'commercial_training' },
    ]);
    expect(useUiStore.getState().compatibility.tray.map((item) => item.id)).toEqual(['a1', 'b2']);

    // One click puts it back where it was and shows the earlier check again, from the cache.
    expect(screen.getByText('Removed Clinic Photos from the check.')).toBeTruthy();
    const putBack = screen.getByRole('button', { name: /^Put Clinic Photos back/ });
    expect(putBack.textContent).toMatch(/no request$/);
    fireEvent.click(putBack);
    expect(await screen.findByText('Not compatible')).toBeTruthy();
    expect(useUiStore.getState().compatibility.tray.map((item) => item.id)).toEqual(['a1', 'b2', 'c3']);
    expect(useUiStore.getState().compatibility.removed).toBeUndefined();
    expect(screen.queryByRole('button', { name: /^Put .+ back/ })).toBeNull();
    expect(bridge.calls).toHaveLength(2);

    // Removing it again: the rest was checked before, so that costs nothing either.
    const again = screen.getByRole('button', { name: /^Remove the blocker and check again/ });
    expect(again.textContent).toMatch(/no request$/);
    fireEvent.click(again);
    expect(await screen.findByText('Compatible with conditions')).toBeTruthy();
    expect(bridge.calls).toHaveLength(2);
  });

  it('asks again only when the user presses Check again, and says it costs a request', async () => {
    renderView();
    fireEvent.click(checkButton());
    await screen.findByText('Compatible with conditions');
    const again = screen.getByRole('button', { name: /^Check again/ });
    expect(again.textContent).toMatch(/1 request$/);
    fireEvent.click(again);
    await vi.waitFor(() => expect(bridge.calls).toHaveLength(2));
  });

  it('shows a check answered hours ago again without asking again, after a restart too', async () => {
    const { unmount } = renderView();
    fireEvent.click(checkButton());
    await screen.findByText('Compatible with conditions');
    unmount();
    // Hours later: the answer is long past its freshness, and the screen is shown anew.
    const key = queryKeys.compatibility('unknown', ['a1', 'b2'], 'commercial_training');
    const saved = client.getQueryData(key);
    const later = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30 * 60_000 } } });
    later.setQueryData(key, saved, { updatedAt: Date.now() - 5 * 60 * 60_000 });
    render(
      <QueryClientProvider client={later}>
        <CompatibilityView />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Compatible with conditions')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bridge.calls).toHaveLength(1);
  });

  it('does not send the same check again while its result is fresh', async () => {
    const { unmount } = renderView();
    fireEvent.click(checkButton());
    await screen.findByText('Compatible with conditions');
    fireEvent.click(checkButton());
    await screen.findByText('Compatible with conditions');
    expect(bridge.calls).toHaveLength(1);
    unmount();
  });

  it('says the tray changed since the check', async () => {
    renderView();
    fireEvent.click(checkButton());
    await screen.findByText('Compatible with conditions');
    fireEvent.change(screen.getByLabelText('Intended use'), { target: { value: 'research' } });
    expect(screen.getByText('The tray has changed since this check.')).toBeTruthy();
  });

  it('names unknown datasets and offers to remove them', async () => {
    bridge.answer = {
      ok: false,
      error: { kind: 'not_found', status: 404, code: 'dataset_not_found', message: 'Unknown dataset ids: a1.', unknownIds: ['a1'] },
    };
    renderView();
    fireEvent.click(checkButton());
    const remove = await screen.findByRole('button', { name: 'Remove Street Signs from check' });
    expect(screen.getByText('Unknown dataset ids: a1.')).toBeTruthy();
    fireEvent.click(remove);
    expect(useUiStore.getState().compatibility.tray.map((item) => item.id)).toEqual(['b2']);
  });

  it('names an unknown dataset called like an Object.prototype member by its id, with no title invented', async () => {
    bridge.answer = {
      ok: false,
      error: { kind: 'not_found', status: 404, code: 'dataset_not_found', message: 'Unknown dataset ids: constructor.', unknownIds: ['constructor'] },
    };
    const { container } = renderView();
    fireEvent.click(checkButton());
    await screen.findByText('Unknown dataset ids: constructor.');
    const item = container.querySelector('.compat-error__unknown li');
    expect(item?.textContent).toBe('constructor');
    expect(item?.querySelector('.compat-error__id')).toBeNull();
  });

  it('copies the result as Markdown and confirms it', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderView();
    fireEvent.click(checkButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Copy as Markdown' }));
    await screen.findByText('Copied to the clipboard as Markdown.');
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(String((writeText.mock.calls[0] as unknown[])[0])).toMatch(/^# Licence compatibility: Compatible with conditions\n/);
  });
});
