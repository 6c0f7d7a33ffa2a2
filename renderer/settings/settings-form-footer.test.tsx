// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQuotaStore } from '../quota/quota-store';
import { SettingsFormFooter } from './settings-form-footer';

afterEach(() => {
  cleanup();
  useQuotaStore.setState({ quota: null });
});

describe('SettingsFormFooter', () => {
  it('says what the last save did in a live status, and holds the button while saving', () => {
    const { rerender } = render(<SettingsFormFooter submit="Save proxy" pending status="" failure={null} />);
    expect((screen.getByRole('button', { name: 'Save proxy' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<SettingsFormFooter submit="Save proxy" pending={false} status="Saved: requests now go through the proxy." failure={null} />);
    expect((screen.getByRole('button', { name: 'Save proxy' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Saved: requests now go through the proxy.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failed save with a Retry that stays on this computer, offered at quota 0 too', () => {
    useQuotaStore.setState({
      quota: { limit: 100, remaining: 0, resetsAt: null, tier: 'free', observedAt: new Date().toISOString(), rateLimitedUntil: null },
    });
    const retry = vi.fn();
    render(
      <SettingsFormFooter
        submit="Save proxy"
        pending={false}
        status=""
        failure={{ kind: 'storage', message: 'network.json could not be written.' }}
        onRetry={retry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('network.json could not be written.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
