import { describe, expect, it } from 'vitest';
import { readAccount } from './read-account';

describe('readAccount', () => {
  it('reads who, the plan and the figures wherever the record puts them', () => {
    const account = readAccount({
      data: {
        user: { display_name: 'Ada', login: 'ada', email_address: 'ada@example.com' },
        subscription: { plan: 'Pro' },
        usage: { today: '12', lifetime: 4321 },
      },
    })!;
    expect([account.name?.value, account.username?.value, account.email?.value]).toEqual(['Ada', 'ada', 'ada@example.com']);
    expect(account.name?.from).toBe('data.user.display_name');
    expect(account.plan?.value).toEqual({ known: 'pro' });
    expect([account.usage.requestsToday?.value, account.usage.requestsAllTime?.value]).toEqual([12, 4321]);
  });

  it('keeps an unknown plan word as sent', () => {
    expect(readAccount({ plan: { name: 'Enterprise' } })?.plan?.value).toEqual({ other: 'Enterprise' });
  });

  it('tells a key never used (null) from a key whose last use is not stated, and reads a used key as used', () => {
    const account = readAccount({ api_keys: [{ label: 'a', last_used: null }, { label: 'b' }, { label: 'c', lastUsed: 1_767_225_600 }] })!;
    const keys = account.usage.keys!.value;
    expect(keys[0]?.lastUsedAt).toEqual({ value: null, from: 'api_keys[0].last_used' });
    expect(keys[1]?.lastUsedAt).toBeUndefined();
    expect(keys[2]?.lastUsedAt?.value).toBe('2026-01-01T00:00:00.000Z');
  });

  it('reads keys from a map by name, scopes from one text, and the daily history from a {date: count} map', () => {
    const account = readAccount({
      keys: { Laptop: { scope: 'datasets:read licenses:check' } },
      usage: { history: { '2026-11-01': 5, '2026-11-02': '7', junk: 3 } },
    })!;
    expect(account.usage.keys?.value[0]).toMatchObject({ label: { value: 'Laptop' }, scopes: { value: ['datasets:read', 'licenses:check'] } });
    expect(account.usage.daily?.value).toEqual([
      { date: '2026-11-01', requests: 5 },
      { date: '2026-11-02', requests: 7 },
    ]);
  });

  it("reads one level deeper: the email in the account's contact details, the plan and quota in its subscription, usage in stats", () => {
    const account = readAccount({
      account: { name: 'Ada', contact: { email: 'ada@example.com' }, subscription: { name: 'Pro', quota: { limit: 2000, remaining: 1990 } } },
      stats: { requests_today: 10, total_requests: 777, downloads: 5 },
    })!;
    expect(account.email).toEqual({ value: 'ada@example.com', from: 'account.contact.email' });
    expect(account.plan).toEqual({ value: { known: 'pro' }, from: 'account.subscription.name', sent: 'Pro' });
    expect([account.quota.limit?.value, account.quota.remaining?.value]).toEqual([2000, 1990]);
    expect([account.usage.requestsToday?.value, account.usage.requestsAllTime?.value]).toEqual([10, 777]);
  });

  it("never reads an owner's name as the plan", () => {
    expect(readAccount({ user: { name: 'Ada' }, account: { name: 'Lab' } })?.plan).toBeUndefined();
  });
});
