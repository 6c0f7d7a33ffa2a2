// @vitest-environment happy-dom
/**
 * The shortlist's offer to load what its exports need: a starred CC BY dataset whose records are
 * not held has no credit line yet, so the screen offers "Load 2 records · 2 requests" before the
 * export; pressing it asks for each record once, and the offer goes once they are in.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuotaState, ShortlistEntry } from '../../shared/ipc/ipc-contract';
import { readLicenseLabel } from '../../shared/domain/licenses/license-reader';
import { readAsCore } from '../../tests/support/readings';

const entry: ShortlistEntry = {
  id: 'a1',
  title: 'Street Signs',
  license: 'CC-BY-4.0',
  licenseTerms: readLicenseLabel('CC-BY-4.0'),
  pageUrl: 'https://market.test/a1',
  price: 12,
  composite: 80,
  tier: 'gold',
  note: '',
  addedAt: '2030-01-01T00:00:00.000Z',
};

const bridge = vi.hoisted(() => ({
  sent: [] as string[],
  quota: null as QuotaState | null,
  getShortlist: async () => ({ ok: true as const, value: { entries: [bridge.entry] } }),
  entry: null as unknown,
  getQuotaState: async () => ({ ok: true as const, value: bridge.quota }),
  onQuotaChanged: () => () => {},
  forgetFailures: async () => ({ ok: true as const, value: undefined }),
  getAppInfo: async () => ({ ok: true as const, value: { shell: 'browser' } }),
  getDataset: async ({ id }: { id: string }) => {
    bridge.sent.push(`detail ${id}`);
    return { ok: true as const, value: bridge.detail };
  },
  getLicense: async ({ id }: { id: string }) => {
    bridge.sent.push(`license ${id}`);
    return { ok: true as const, value: bridge.license };
  },
  getQuality: async ({ id }: { id: string }) => {
    bridge.sent.push(`quality ${id}`);
    return { ok: true as const, value: null };
  },
  detail: null as unknown,
  license: null as unknown,
}));
vi.mock('../bridge/get-bridge', () => ({ getBridge: () => bridge }));

const { ShortlistView } = await import('./shortlist-view');

beforeEach(() => {
  bridge.sent = [];
  bridge.quota = null;
  bridge.entry = entry;
  bridge.detail = readAsCore.detail({ id: 'a1', title: 'Street Signs', license: 'CC-BY-4.0', seller: { name: 'Acme Data' } }, 'a1');
  bridge.license = readAsCore.license({ license: { type: 'CC-BY-4.0' } });
});
afterEach(cleanup);

function renderView() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30 * 60_000 } } });
  render(
    <QueryClientProvider client={client}>
      <ShortlistView />
    </QueryClientProvider>,
  );
  return client;
}

describe('the shortlist’s exports', () => {
  it('offer to load the records a credit line needs, saying the cost first, and spend each request once', async () => {
    renderView();
    const offer = await screen.findByRole('button', { name: /^Load 2 records\W+2 requests$/ });
    expect(bridge.sent).toEqual([]);
    expect(screen.getByRole('group', { name: 'Records the export needs' }).textContent).toContain('an export made now says at its top what is missing');
    await act(async () => {
      fireEvent.click(offer);
      fireEvent.click(offer);
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Load \d+ records?/ })).toBeNull());
    expect(bridge.sent.sort()).toEqual(['detail a1', 'license a1']);
    const table = screen.getByRole('table');
    expect(table.textContent).toContain('“Street Signs” by Acme Data (https://market.test/a1), licensed under');
  });

  it('make no offer when nothing a credit line needs is missing', async () => {
    bridge.entry = { ...entry, license: 'CC0-1.0', licenseTerms: readLicenseLabel('CC0-1.0') };
    renderView();
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /^Load \d+ records?/ })).toBeNull();
  });
});
