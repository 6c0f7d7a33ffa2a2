// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountProfile } from '../../shared/wire/api-types';
import type { AccountReading } from '../../shared/domain/readings/account-reading';
import { readAsCore } from '../../tests/support/readings';

const profile: AccountProfile = {
  id: 'acc_1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  tier: 'pro',
  active_listings: 3,
  quota: { limit: 2000, used: 12, remaining: 1988, resets_at: '2030-01-02T00:00:00Z' },
  usage: {
    requests_today: 12,
    requests_all_time: 4321,
    active_keys: 2,
    keys: [
      {
        id: 'k1',
        name: 'Laptop',
        prefix: 'ls_live_ab',
        scopes: ['datasets:read', 'account:read'],
        requests_today: 10,
        requests_all_time: 4000,
        last_used_at: null,
        created_at: '2029-12-01T00:00:00Z',
      },
      {
        id: 'k2',
        name: 'CI',
        prefix: 'ls_live_cd',
        scopes: ['licenses:check'],
        requests_today: 2,
        requests_all_time: 321,
        last_used_at: '2030-01-01T10:00:00Z',
        created_at: '2029-12-05T00:00:00Z',
      },
    ],
    daily: Array.from({ length: 30 }, (_, day) => ({ date: `2029-12-${String(day + 1).padStart(2, '0')}`, requests: day === 10 ? 50 : day })),
  },
};

const bridge = vi.hoisted(() => ({
  account: null as unknown as AccountReading,
  /** Set to answer with a failure, or with an answer that never comes. */
  answer: null as null | (() => Promise<unknown>),
  getAccount: async () => (bridge.answer ? bridge.answer() : { ok: true as const, value: bridge.account }),
  getQuotaState: async () => ({ ok: true as const, value: null }),
  onQuotaChanged: () => () => {},
  getSessionStats: async () => ({ ok: true as const, value: { requestsSent: 7, responsesReceived: 7, startedAt: '2030-01-01T00:00:00Z' } }),
  onSessionStatsChanged: () => () => {},
  getRequestLog: async () => ({ ok: true as const, value: { startedAt: '2030-01-01T00:00:00Z', entries: [], dropped: 0 } }),
}));
vi.mock('../bridge/get-bridge', () => ({ getBridge: () => bridge }));

const { AccountView } = await import('./account-view');

afterEach(() => {
  cleanup();
  bridge.answer = null;
});

function renderView() {
  // As the app's own client: the core is the one that retries.
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AccountView />
    </QueryClientProvider>,
  );
}

describe('AccountView', () => {
  it('shows profile, usage, the keys table with a caption and an accessible 30-day chart', async () => {
    bridge.account = readAsCore.account(profile);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AccountView />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText('Pro tier')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Usage' })).getByText('4,321')).toBeTruthy();
    // The reset time, and a countdown to it.
    expect(screen.getByRole('region', { name: 'Usage' }).textContent).toMatch(/resets .+ UTC\)?, in \d+ h \d\d min/);

    const keys = screen.getByRole('table', { name: /API keys of this account/ });
    const rows = within(keys).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('Laptop');
    expect(rows[1]!.textContent).toContain('Never');
    expect(within(rows[2]!).getByText('licenses:check')).toBeTruthy();

    const chart = screen.getByRole('img', { name: /Requests per day, last 30 days/ });
    expect(chart.querySelectorAll('rect.daily-chart__bar')).toHaveLength(30);
    expect(screen.getByText(/the busiest day was .+ with 50\./)).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Requests per day' })).getAllByRole('row')).toHaveLength(31);

    expect(await screen.findByTestId('session-requests-sent')).toBeTruthy();
    expect(screen.getByTestId('session-requests-sent').textContent).toBe('7');
  });

  it('shows who, the plan, usage and each key wherever another marketplace puts them, and "not stated" for the rest', async () => {
    bridge.account = readAsCore.account({
      user: { display_name: 'Grace Hopper', username: 'grace', email_address: 'grace@example.com' },
      subscription: { plan: 'Pro' },
      usage: {
        today: '12',
        total: 4321,
        api_keys: [
          { label: 'Laptop', key_prefix: 'mk_ab', last_used: '2030-01-01T10:00:00Z', total_requests: 4000 },
          { label: 'Old', last_used_at: null },
        ],
      },
    });
    renderView();
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeTruthy();
    expect(screen.getByText('@grace')).toBeTruthy();
    expect(screen.getByText('grace@example.com')).toBeTruthy();
    expect(screen.getByText('Pro tier')).toBeTruthy();
    const usage = screen.getByRole('region', { name: 'Usage' });
    expect(within(usage).getByText('4,321')).toBeTruthy();
    expect(within(usage).getByText('12')).toBeTruthy();
    // Active keys: the record does not say how many are active.
    expect(within(usage).getAllByText('Not stated by this marketplace').length).toBeGreaterThan(0);

    const rows = within(screen.getByRole('table', { name: /API keys of this account/ })).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Laptop');
    expect(rows[1]!.textContent).not.toContain('Never');
    expect(rows[1]!.textContent).toContain('4,000');
    // A key the record says was never used says so; one whose use it does not state says that.
    expect(rows[2]!.textContent).toContain('Never');
    expect(rows[1]!.textContent).toContain('not stated');
    expect(screen.getByText('The marketplace gives no daily history.')).toBeTruthy();
  });

  it('while the record is in flight shows a placeholder, and says nothing about what it states', async () => {
    bridge.answer = () => new Promise(() => {});
    const { container } = renderView();
    expect(await screen.findByText('Loading account…')).toBeTruthy();
    expect(container.querySelector('.skeleton-stack .skeleton')).not.toBeNull();
    expect(container.textContent).not.toMatch(/not stated|never|none/i);
  });

  it('a record not loaded says why: the quota (and when it can load), or the connection', async () => {
    bridge.answer = async () => ({ ok: false, error: { kind: 'quota_exceeded', message: 'Daily quota used up.', resetAt: '2030-01-02T00:00:00.000Z' } });
    const quota = renderView();
    expect(await screen.findByRole('heading', { name: 'Account details not loaded' })).toBeTruthy();
    expect(screen.getByText(/^Loading them needs a request\. Today’s request quota is used up: they can load after .+2 Jan, 00:00 UTC\)?\.$/)).toBeTruthy();
    expect(quota.container.textContent).not.toMatch(/not stated|never|none/i);
    cleanup();

    bridge.answer = async () => ({
      ok: false,
      error: { kind: 'network', message: 'Could not reach the marketplace at 127.0.0.1:9: the connection was refused.' },
    });
    const offline = renderView();
    expect(await screen.findByRole('heading', { name: 'Can’t reach the marketplace' })).toBeTruthy();
    expect(offline.container.textContent).not.toMatch(/not stated|never|none/i);
  });
});
