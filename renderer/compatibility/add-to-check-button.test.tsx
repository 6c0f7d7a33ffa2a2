// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render as renderBare, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuotaState } from '../../shared/ipc/ipc-contract';

const bridge = vi.hoisted(() => ({
  quota: null as QuotaState | null,
  getQuotaState: async () => ({ ok: true as const, value: bridge.quota }),
  onQuotaChanged: () => () => {},
}));
vi.mock('../bridge/get-bridge', () => ({ getBridge: () => bridge }));

const { AddToCheckButton } = await import('./add-to-check-button');
const { TrayPanel } = await import('./tray-panel');
const { useUiStore } = await import('../state/ui-store');
const { useQuotaStore } = await import('../quota/quota-store');
const { queryKeys } = await import('../queries/query-keys');

let client = new QueryClient();
const render = (ui: ReactElement) => renderBare(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
const checkButton = () => screen.getByRole('button', { name: /^Check compatibility/ }) as HTMLButtonElement;

const dataset = (n: number) => ({ id: `ds-${n}`, title: `Dataset ${n}`, license: 'CC-BY-4.0' });

beforeEach(() => {
  client = new QueryClient();
  useUiStore.setState({ compatibility: { tray: [], useCase: 'commercial_training' } });
  useQuotaStore.setState({ quota: null, error: null });
  bridge.quota = {
    limit: 100,
    remaining: 50,
    resetsAt: new Date(Date.now() + 3600_000).toISOString(),
    tier: 'free',
    observedAt: new Date().toISOString(),
    rateLimitedUntil: null,
  };
});
afterEach(cleanup);

describe('AddToCheckButton', () => {
  it('adds and removes the dataset, naming it in the accessible name', () => {
    render(<AddToCheckButton dataset={dataset(1)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Dataset 1 to compatibility check' }));
    expect(useUiStore.getState().compatibility.tray).toEqual([dataset(1)]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Dataset 1 from compatibility check' }));
    expect(useUiStore.getState().compatibility.tray).toEqual([]);
  });

  it('refuses an 11th dataset with a message and leaves the tray as it was', async () => {
    useUiStore.setState({ compatibility: { tray: Array.from({ length: 10 }, (_, i) => dataset(i + 1)), useCase: 'research' } });
    render(<AddToCheckButton dataset={dataset(11)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Dataset 11 to compatibility check' }));
    // The bubble's code loads when a button first refuses.
    expect((await screen.findByRole('alert')).textContent).toBe('A check holds at most 10 datasets. Remove one first.');
    expect(useUiStore.getState().compatibility.tray).toHaveLength(10);
  });
});

describe('TrayPanel', () => {
  it('keeps Check disabled, with the reason, below two datasets', async () => {
    useUiStore.setState({ compatibility: { tray: [dataset(1)], useCase: 'research' } });
    render(<TrayPanel />);
    const check = checkButton();
    expect(check.disabled).toBe(true);
    expect(document.getElementById(check.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Add 1 more dataset to check them together.');
  });

  it('asks for a check of the sorted ids and chosen use case', async () => {
    useUiStore.setState({ compatibility: { tray: [dataset(2), dataset(1)], useCase: 'research' } });
    render(<TrayPanel />);
    fireEvent.change(screen.getByLabelText('Intended use'), { target: { value: 'redistribution' } });
    expect(checkButton().textContent).toBe('Check compatibility · , 1 request');
    fireEvent.click(checkButton());
    expect(useUiStore.getState().compatibility.lastCheck).toEqual({
      datasetIds: ['ds-1', 'ds-2'],
      useCase: 'redistribution',
      titles: { 'ds-1': 'Dataset 1', 'ds-2': 'Dataset 2' },
      licenses: { 'ds-1': 'CC-BY-4.0', 'ds-2': 'CC-BY-4.0' },
    });
  });

  it('is disabled with the quota reason when the quota is used up', async () => {
    bridge.quota = { ...bridge.quota!, remaining: 0 };
    useUiStore.setState({ compatibility: { tray: [dataset(1), dataset(2)], useCase: 'research' } });
    render(<TrayPanel />);
    await vi.waitFor(() => expect(checkButton().disabled).toBe(true));
    expect(screen.getByText(/Today’s request quota is used up\. It returns/)).toBeTruthy();
  });

  it('says a check answered before costs no request, and shows it at quota 0 too', async () => {
    bridge.quota = { ...bridge.quota!, remaining: 0 };
    client.setQueryData(queryKeys.compatibility('unknown', ['ds-1', 'ds-2'], 'research'), { permissions: {}, obligationFlags: {}, raw: {} });
    useUiStore.setState({ compatibility: { tray: [dataset(2), dataset(1)], useCase: 'research' } });
    render(<TrayPanel />);
    await vi.waitFor(() => expect(useQuotaStore.getState().quota?.remaining).toBe(0));
    expect(checkButton().disabled).toBe(false);
    expect(checkButton().textContent).toBe('Check compatibility · , no request');
    fireEvent.click(checkButton());
    expect(useUiStore.getState().compatibility.lastCheck?.datasetIds).toEqual(['ds-1', 'ds-2']);
    // Another use has no answer yet: one request, which the used-up quota does not allow.
    fireEvent.change(screen.getByLabelText('Intended use'), { target: { value: 'redistribution' } });
    expect(checkButton().disabled).toBe(true);
    expect(checkButton().textContent).toBe('Check compatibility · , 1 request');
  });

  it('lists the tray with a remove button per dataset', () => {
    useUiStore.setState({ compatibility: { tray: [dataset(1), dataset(2)], useCase: 'research' } });
    render(<TrayPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Dataset 1 from compatibility check' }));
    expect(useUiStore.getState().compatibility.tray).toEqual([dataset(2)]);
  });
});
