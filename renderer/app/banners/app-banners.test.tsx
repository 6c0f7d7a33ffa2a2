// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuotaState } from '../../../shared/ipc/ipc-contract';

const bridge = vi.hoisted(() => ({
  quota: null as QuotaState | null,
  getQuotaState: async () => ({ ok: true as const, value: bridge.quota }),
  onQuotaChanged: () => () => undefined,
}));
vi.mock('../../bridge/get-bridge', () => ({ getBridge: () => bridge }));

const { AppBanners } = await import('./app-banners');
const { useQuotaStore } = await import('../../quota/quota-store');
const { useConnectionStore } = await import('../../state/connection-store');
const { useConnectionHealth } = await import('../../state/connection-health');
const { useCatalogBuild } = await import('../../state/catalog-build-store');
const { useDismissedNotices } = await import('../../state/dismissed-notices');
const { useUiStore } = await import('../../state/ui-store');

const quota = (remaining: number): QuotaState => ({
  limit: 100,
  remaining,
  resetsAt: new Date(Date.now() + 3_600_000).toISOString(),
  tier: 'free',
  observedAt: new Date().toISOString(),
  rateLimitedUntil: null,
});

function renderBanners() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AppBanners />
    </QueryClientProvider>,
  );
}

/** The banners on screen, by their bold title. */
const shownTitles = () => [...document.querySelectorAll('.app-banners .banner__title')].map((title) => title.textContent);

beforeEach(() => {
  bridge.quota = quota(80);
  useQuotaStore.setState({ quota: quota(80), error: null });
  useConnectionStore.setState({
    status: {
      kind: 'embedded',
      baseUrl: 'http://127.0.0.1:4100',
      hasKey: true,
      maskedKey: 'ls_demo_Ab…',
      keyStorage: 'memory',
      keyStorageName: null,
      notices: [],
    },
    error: null,
  });
  useConnectionHealth.setState({ problem: null });
  useCatalogBuild.setState({ status: null });
  useDismissedNotices.setState({ demo: false, quotaLowUntilReset: null });
  useUiStore.setState({ view: 'search' });
});
afterEach(cleanup);

describe('AppBanners', () => {
  it('shows one notice at a time: a used-up quota, then the key problem, then the demo introduction', async () => {
    bridge.quota = quota(0);
    useQuotaStore.setState({ quota: quota(0) });
    useConnectionHealth.setState({ problem: { kind: 'unauthorized', message: 'The key was revoked.', status: 401 } });
    renderBanners();
    await act(async () => {});
    await waitFor(() => expect(shownTitles()).toEqual(['Today’s request quota is used up.']));

    act(() => useQuotaStore.setState({ quota: quota(60) }));
    expect(shownTitles()).toEqual(['The API key was not accepted']);

    act(() => useConnectionHealth.setState({ problem: null }));
    expect(shownTitles()).toEqual(["You're exploring the demo marketplace"]);
  });

  it('gives a closed notice’s place to the next one', async () => {
    bridge.quota = quota(3);
    useQuotaStore.setState({ quota: quota(3) });
    renderBanners();
    await act(async () => {});
    await waitFor(() => expect(shownTitles()).toEqual(['Only 3 requests left today.']));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(shownTitles()).toEqual(["You're exploring the demo marketplace"]);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(shownTitles()).toEqual([]);
  });

  it('warns with a banner from 20 % left, in the singular for one request', async () => {
    useDismissedNotices.setState({ demo: true });
    bridge.quota = quota(21);
    useQuotaStore.setState({ quota: quota(21) });
    renderBanners();
    await act(async () => {});
    expect(shownTitles()).toEqual([]);
    act(() => useQuotaStore.setState({ quota: quota(20) }));
    await waitFor(() => expect(shownTitles()).toEqual(['Only 20 requests left today.']));
    act(() => useQuotaStore.setState({ quota: quota(1) }));
    await waitFor(() => expect(shownTitles()).toEqual(['Only 1 request left today.']));
  });

  it('brings a warning closed at 20 % back at 5 %', async () => {
    useDismissedNotices.setState({ demo: true });
    const sameReset = (remaining: number) => ({ ...quota(remaining), resetsAt: bridge.quota?.resetsAt ?? null });
    bridge.quota = quota(15);
    useQuotaStore.setState({ quota: sameReset(15) });
    renderBanners();
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(shownTitles()).toEqual([]);
    act(() => useQuotaStore.setState({ quota: sameReset(12) }));
    expect(shownTitles()).toEqual([]);
    act(() => useQuotaStore.setState({ quota: sameReset(4) }));
    await waitFor(() => expect(shownTitles()).toEqual(['Only 4 requests left today.']));
  });

  it('puts a catalog being rebuilt before a connection problem', async () => {
    useConnectionHealth.setState({ problem: { kind: 'network', message: 'Unreachable.' } });
    useCatalogBuild.setState({ status: { state: 'rebuilding', percent: 40, message: 'Rebuilding.' } });
    renderBanners();
    // The banner is a chunk of its own, loaded when a build is told.
    await vi.waitFor(() => expect(shownTitles()).toEqual(['Rebuilding the demo marketplace']));
  });

  it('offers no Retry on a connection problem while the quota is used up', async () => {
    bridge.quota = quota(0);
    useQuotaStore.setState({ quota: quota(0) });
    useConnectionHealth.setState({ problem: { kind: 'network', message: 'Unreachable.' } });
    useDismissedNotices.setState({ demo: true });
    renderBanners();
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('on Settings, sends you nowhere: no demo banner and no Open Settings', async () => {
    useUiStore.setState({ view: 'settings' });
    renderBanners();
    await act(async () => {});
    expect(shownTitles()).toEqual([]);
    act(() =>
      useConnectionHealth.setState({ problem: { kind: 'unauthorized', message: 'No API key is set for this marketplace. Add one in Settings.', status: 401 } }),
    );
    expect(shownTitles()).toEqual(['The API key was not accepted']);
    expect(screen.queryByRole('button', { name: 'Open Settings' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(
      'The API key was not acceptedNo API key is set for this marketplace. Save a valid key for http://127.0.0.1:4100 below.',
    );
  });

  it('says a missing key is missing, and points to Settings once', async () => {
    useDismissedNotices.setState({ demo: true });
    renderBanners();
    await act(async () => {});
    act(() =>
      useConnectionHealth.setState({
        problem: { kind: 'unauthorized', code: 'no_key', message: 'No API key is set for this marketplace. Add one in Settings.' },
      }),
    );
    expect(shownTitles()).toEqual(['No API key for this marketplace']);
    const text = screen.getByRole('alert').textContent ?? '';
    expect(text).toBe('No API key for this marketplaceNo API key is set for this marketplace. Save a key for http://127.0.0.1:4100 in Settings.Open Settings');
  });
});
