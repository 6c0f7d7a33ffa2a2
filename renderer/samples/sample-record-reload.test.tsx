// @vitest-environment happy-dom
/**
 * After a restart the window shows the dataset's record it saved, which the core has not seen
 * this run, so the core refuses the sample's address. The Preview then offers to load the record
 * once ("· 1 request"); pressing it asks for the record, then for the sample, which comes.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { received } from '../../shared/domain/fact-state';
import type { SampleAnswer } from '../../shared/domain/samples/sample-types';
import { readAsCore } from '../../tests/support/readings';

const SAMPLE_URL = 'https://cdn.example.com/s.csv';
const REFUSED = 'That address is not a sample the connected marketplace gave for this dataset, so it was not fetched.';

const bridge = vi.hoisted(() => ({
  sent: [] as string[],
  recordSeen: false,
  getQuotaState: async () => ({ ok: true as const, value: null }),
  onQuotaChanged: () => () => {},
  forgetFailures: async () => {
    bridge.sent.push('forget failures');
    return { ok: true as const, value: undefined };
  },
  getDataset: async ({ id }: { id: string }) => {
    bridge.sent.push(`detail ${id}`);
    bridge.recordSeen = true;
    return { ok: true as const, value: bridge.detail };
  },
  getSample: async ({ id }: { id: string }) => {
    bridge.sent.push(`sample ${id}`);
    if (!bridge.recordSeen)
      return { ok: false as const, error: { kind: 'invalid_input' as const, code: 'sample_address_unknown', param: 'url', message: bridge.refused } };
    return { ok: true as const, value: bridge.answer };
  },
  detail: null as unknown,
  answer: null as unknown,
  refused: '',
}));
vi.mock('../bridge/get-bridge', () => ({ getBridge: () => bridge }));

const { PreviewTab } = await import('./preview-tab');

beforeEach(() => {
  bridge.sent = [];
  bridge.recordSeen = false;
  bridge.refused = REFUSED;
  bridge.detail = readAsCore.detail({ id: 'd1', title: 'Street Signs', sample_url: SAMPLE_URL }, 'd1');
  bridge.answer = {
    kind: 'consent-needed',
    plan: { url: SAMPLE_URL, host: 'cdn.example.com', where: 'other-host', keySent: false, quota: 'no-key', needsConsent: true, saved: null },
    redirectedFrom: null,
  } satisfies SampleAnswer;
});
afterEach(cleanup);

describe('the Preview of a sample whose record the core has not seen this run', () => {
  it('offers to load the record (1 request), and then asks for the sample again, which the core fetches', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const record = received(readAsCore.detail({ id: 'd1', title: 'Street Signs', sample_url: SAMPLE_URL }, 'd1'));
    render(
      <QueryClientProvider client={client}>
        <PreviewTab record={record} onRetry={() => {}} />
      </QueryClientProvider>,
    );
    const load = await screen.findByRole('button', { name: 'Load the dataset’s record · 1 request' });
    expect(screen.getByText(REFUSED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(bridge.sent).toEqual(['sample d1']);

    fireEvent.click(load);
    await screen.findByRole('heading', { name: 'Load the sample from cdn.example.com?' });
    expect(bridge.sent).toEqual(['sample d1', 'forget failures', 'detail d1', 'sample d1']);
  });
});
