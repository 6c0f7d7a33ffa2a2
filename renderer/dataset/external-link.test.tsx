// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const bridge = vi.hoisted(() => ({
  opened: [] as string[],
  openExternal: async ({ url }: { url: string }) => {
    bridge.opened.push(url);
    return { ok: true as const, value: null };
  },
}));
vi.mock('../bridge/get-bridge', () => ({ getBridge: () => bridge }));

const { ExternalLink, OPENED_NOTE_MS } = await import('./external-link');
const { useConnectionStore } = await import('../state/connection-store');

beforeEach(() => {
  bridge.opened = [];
  useConnectionStore.setState({
    status: { kind: 'embedded', baseUrl: 'http://127.0.0.1:4100', hasKey: true, maskedKey: null, keyStorage: null, keyStorageName: null, notices: [] },
    error: null,
  });
});
afterEach(cleanup);

describe('ExternalLink', () => {
  it('opens an https link through the core, and says politely that it opened in the browser', async () => {
    render(<ExternalLink url="https://example.com/licence">Read the licence</ExternalLink>);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    fireEvent.click(screen.getByRole('link', { name: /^Read the licence/ }));
    await vi.waitFor(() => expect(bridge.opened).toEqual(['https://example.com/licence']));
    await vi.waitFor(() => expect(status.textContent?.trim()).toBe('Opened in your browser'));
  });

  it('lets the note go after a few seconds', async () => {
    vi.useFakeTimers();
    try {
      render(<ExternalLink url="https://example.com/sample">Sample</ExternalLink>);
      fireEvent.click(screen.getByRole('link', { name: /^Sample/ }));
      await vi.waitFor(() => expect(screen.getByRole('status').textContent).toContain('Opened in your browser'));
      await act(async () => vi.advanceTimersByTime(OPENED_NOTE_MS));
      expect(screen.getByRole('status').textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a local demo address as text to copy, not as a link that would be refused', () => {
    render(<ExternalLink url="http://127.0.0.1:4100/v1/datasets/x">Dataset page</ExternalLink>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('http://127.0.0.1:4100/v1/datasets/x').tagName).toBe('CODE');
    expect(screen.getByText('Local demo address')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Dataset page address' })).toBeTruthy();
  });

  it('says why another address the core refuses is not a link', () => {
    useConnectionStore.setState({ status: null, error: null });
    render(<ExternalLink url="http://example.com/page">Sample</ExternalLink>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Not opened from the app: only https links open in your browser')).toBeTruthy();
  });
});
