// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorException } from '../../../shared/domain/app-error';
import { useUiStore } from '../../state/ui-store';
import { useQuotaStore } from '../../quota/quota-store';
import { takeSettingsTarget } from '../../state/settings-target';
import { ErrorPanel } from './error-panel';
import { StaleDataNotice } from './stale-data-notice';

afterEach(() => {
  cleanup();
  useQuotaStore.setState({ quota: null });
});

/** The core's report of a used-up quota that returns in an hour. */
const quotaUsedUp = () =>
  useQuotaStore.setState({
    quota: {
      limit: 100,
      remaining: 0,
      resetsAt: new Date(Date.now() + 3_600_000).toISOString(),
      tier: 'free',
      observedAt: new Date().toISOString(),
      rateLimitedUntil: null,
    },
  });

describe('ErrorPanel', () => {
  it('shows what failed, the status (never a raw code), and Retry', () => {
    const retry = vi.fn();
    render(<ErrorPanel error={{ kind: 'server', message: 'The marketplace failed.', status: 503, code: 'internal_error' }} onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('The marketplace had a problem');
    expect(screen.getByText('The marketplace failed.')).toBeTruthy();
    expect(screen.getByText('Status 503')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).not.toContain('internal_error');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says a missing key is missing, not refused, with no raw code and Settings named once', () => {
    useUiStore.setState({ view: 'search' });
    render(
      <ErrorPanel
        error={{ kind: 'unauthorized', code: 'no_key', message: 'No API key is set for this marketplace. Add one in Settings.' }}
        onRetry={() => undefined}
      />,
    );
    const text = screen.getByRole('alert').textContent ?? '';
    expect(text).toContain('No API key for this marketplace');
    expect(text).not.toMatch(/not accepted|no_key|Add one in Settings/);
    expect(screen.getByRole('button', { name: 'Open Settings' })).toBeTruthy();
  });

  it('leads an unaccepted key to Settings', () => {
    useUiStore.setState({ view: 'search' });
    render(<ErrorPanel error={new AppErrorException({ kind: 'unauthorized', message: 'Key revoked.', status: 401 })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open Settings' }));
    expect(useUiStore.getState().view).toBe('settings');
  });

  it('leads a refused proxy password to the proxy credentials form', () => {
    useUiStore.setState({ view: 'search' });
    render(<ErrorPanel error={{ kind: 'network', code: 'proxy_auth_failed', message: 'The proxy refused the credentials: 127.0.0.1:3128 answered 407.' }} />);
    expect(screen.queryByRole('button', { name: 'Open Settings' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enter proxy credentials' }));
    expect(useUiStore.getState().view).toBe('settings');
    expect(takeSettingsTarget()).toBe('proxy-credentials');
  });

  it.each(['proxy_unreachable', 'proxy_refused', 'certificate_untrusted', 'certificate_expired', 'certificate_wrong_host'] as const)(
    'leads %s to Settings → Network',
    (code) => {
      useUiStore.setState({ view: 'search' });
      render(<ErrorPanel error={{ kind: 'network', code, message: 'A network fault.' }} />);
      fireEvent.click(screen.getByRole('button', { name: 'Network settings' }));
      expect(useUiStore.getState().view).toBe('settings');
      expect(takeSettingsTarget()).toBe('network');
    },
  );

  it('offers no network action for a marketplace that is simply unreachable, nor on Settings itself', () => {
    useUiStore.setState({ view: 'search' });
    render(<ErrorPanel error={{ kind: 'network', message: 'Offline.' }} />);
    expect(screen.queryByRole('button', { name: /Network settings|proxy credentials/ })).toBeNull();
    cleanup();
    useUiStore.setState({ view: 'settings' });
    render(<ErrorPanel error={{ kind: 'network', code: 'proxy_auth_failed', message: 'Refused.' }} />);
    expect(screen.queryByRole('button', { name: 'Enter proxy credentials' })).toBeNull();
  });

  it('offers no Retry that would ask the marketplace while today’s quota is used up', () => {
    quotaUsedUp();
    render(<ErrorPanel error={{ kind: 'network', message: 'Offline.' }} onRetry={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('still offers a Retry that stays on this computer while the quota is used up', () => {
    quotaUsedUp();
    render(<ErrorPanel error={{ kind: 'storage', message: 'Disk full.' }} onRetry={() => {}} retryNeedsQuota={false} />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('does not send you to Settings while you are on Settings', () => {
    useUiStore.setState({ view: 'settings' });
    render(<ErrorPanel error={{ kind: 'unauthorized', message: 'Key revoked.', status: 401 }} />);
    expect(screen.queryByRole('button', { name: 'Open Settings' })).toBeNull();
  });

  it('names the missing scope', () => {
    render(<ErrorPanel error={{ kind: 'forbidden', message: 'No.', status: 403, requiredScope: 'licenses:check' }} />);
    expect(screen.getByText('licenses:check').tagName).toBe('CODE');
  });

  it('titles a file the app could not write as a problem on this computer, not the marketplace', () => {
    render(<ErrorPanel error={{ kind: 'storage', code: 'settings_not_saved', message: 'Your settings could not be saved: the disk is full (ENOSPC).' }} />);
    expect(screen.getByRole('heading').textContent).toBe('Not saved on this computer');
    expect(screen.getByRole('alert').textContent).not.toContain('marketplace');
  });

  it('turns anything thrown into a message', () => {
    render(<ErrorPanel error={new TypeError('x is undefined')} />);
    expect(screen.getByText('x is undefined')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('Something unexpected happened');
  });
});

describe('StaleDataNotice', () => {
  const failedRefresh = { kind: 'network', message: 'Offline.' } as const;

  it('offers Retry after a failed refresh, but not while today’s quota is used up', () => {
    const { unmount } = render(<StaleDataNotice updatedAt={Date.now() - 60_000} error={failedRefresh} onRetry={() => {}} />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    unmount();
    quotaUsedUp();
    render(<StaleDataNotice updatedAt={Date.now() - 60_000} error={failedRefresh} onRetry={() => {}} />);
    expect(screen.getByRole('status').textContent).toContain('Showing saved data');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
