// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionStatus } from '../../shared/ipc/ipc-contract';

vi.mock('../bridge/get-bridge', () => ({ getBridge: () => ({}) }));

const { DemoMark, DEMO_EXPLANATION } = await import('./demo-mark');
const { useConnectionStore } = await import('../state/connection-store');
const { useDismissedNotices } = await import('../state/dismissed-notices');
const { useUiStore } = await import('../state/ui-store');

const status = (kind: ConnectionStatus['kind']): ConnectionStatus => ({
  kind,
  baseUrl: kind === 'embedded' ? 'http://127.0.0.1:4100' : 'https://marketplace.example.org',
  hasKey: true,
  maskedKey: 'ls_demo_Ab…',
  keyStorage: 'memory',
  keyStorageName: null,
  notices: [],
});

beforeEach(() => {
  useUiStore.setState({ view: 'search' });
  useDismissedNotices.setState({ demo: true, quotaLowUntilReset: null });
});
afterEach(cleanup);

describe('DemoMark', () => {
  it('says "Demo" on the demo marketplace, with the banner closed, and explains what the demo is', () => {
    useConnectionStore.setState({ status: status('embedded'), error: null });
    render(<DemoMark />);
    const mark = screen.getByRole('button', { name: 'Demo marketplace' });
    expect(mark.textContent).toBe('Demo');
    expect(mark.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(mark.getAttribute('aria-describedby') as string)?.textContent).toBe(DEMO_EXPLANATION);
    expect(DEMO_EXPLANATION).toMatch(/generated catalog on this computer.*No account.*nothing is bought/);
  });

  it('opens Settings, where the user connects a marketplace of their own', () => {
    useConnectionStore.setState({ status: status('embedded'), error: null });
    render(<DemoMark />);
    fireEvent.click(screen.getByRole('button', { name: 'Demo marketplace' }));
    expect(useUiStore.getState().view).toBe('settings');
  });

  it('is not there on a marketplace of the user’s own, nor before the app knows which one it talks to', () => {
    useConnectionStore.setState({ status: status('custom'), error: null });
    const { unmount } = render(<DemoMark />);
    expect(screen.queryByRole('button', { name: /demo/i })).toBeNull();
    unmount();
    useConnectionStore.setState({ status: null, error: null });
    render(<DemoMark />);
    expect(screen.queryByRole('button', { name: /demo/i })).toBeNull();
  });
});
