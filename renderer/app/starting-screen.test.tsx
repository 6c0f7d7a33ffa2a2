// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const bridge = vi.hoisted(() => ({
  statusReads: 0,
  getConnectionStatus: async () => {
    bridge.statusReads += 1;
    return { ok: false as const, error: { kind: 'network' as const, message: 'Still unreachable.' } };
  },
}));
vi.mock('../bridge/get-bridge', () => ({ getBridge: () => bridge }));

const { StartingScreen } = await import('./starting-screen');
const { useCatalogBuild } = await import('../state/catalog-build-store');
const { useConnectionStore } = await import('../state/connection-store');

beforeEach(() => {
  bridge.statusReads = 0;
  useCatalogBuild.setState({ status: null });
  useConnectionStore.setState({ status: null, error: null });
});
afterEach(cleanup);

describe('StartingScreen', () => {
  it('labels its progress with what is prepared and how far it got', () => {
    render(<StartingScreen withSearchBox />);
    expect(screen.getByRole('searchbox', { name: 'Search datasets' })).toBeTruthy();
    // Before the core says anything, the bar claims no share.
    expect(screen.getByRole('progressbar', { name: 'Connecting to the marketplace…' }).hasAttribute('value')).toBe(false);
    act(() => useCatalogBuild.getState().receive({ state: 'building', percent: 42, message: 'Building the catalog.' }));
    expect(screen.getByRole('progressbar', { name: 'Preparing the demo marketplace…' }).getAttribute('value')).toBe('42');
    expect(screen.getByRole('status').textContent).toContain('42% · Building the catalog.');
    act(() => useCatalogBuild.getState().receive({ state: 'rebuilding', percent: 5, message: 'Rebuilding.' }));
    expect(screen.getByRole('progressbar', { name: 'Rebuilding the demo marketplace…' })).toBeTruthy();
  });

  it('shows why the app could not start, with a Retry that asks the core again', async () => {
    useConnectionStore.setState({ error: { kind: 'network', message: 'The core did not answer.' } });
    render(<StartingScreen withSearchBox={false} />);
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('The core did not answer.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(bridge.statusReads).toBe(1));
  });

  it('says when the catalog could not be built', () => {
    useCatalogBuild.setState({ status: { state: 'failed', percent: null, message: 'The catalog could not be built: disk full.' } });
    render(<StartingScreen withSearchBox={false} />);
    expect(screen.getByRole('alert').textContent).toContain('disk full');
  });
});
