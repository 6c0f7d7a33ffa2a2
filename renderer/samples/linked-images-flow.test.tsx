// @vitest-environment happy-dom
/**
 * A sample of COCO labels whose images are on another host: the Preview says so with the cost
 * before the click, and the click asks the core again with that host allowed for the images.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { received } from '../../shared/domain/fact-state';
import type { LinkedImages, SampleAnswer } from '../../shared/domain/samples/sample-types';
import { readAsCore } from '../../tests/support/readings';

const SAMPLE_URL = 'https://samples.example.com/instances.json';

const bridge = vi.hoisted(() => ({
  sent: [] as unknown[],
  getQuotaState: async () => ({ ok: true as const, value: null }),
  onQuotaChanged: () => () => {},
  getSample: async (input: { imageHosts?: string[] }) => {
    bridge.sent.push(input);
    return { ok: true as const, value: bridge.answerFor(input.imageHosts ?? []) };
  },
  answerFor: (() => null) as (hosts: string[]) => unknown,
}));
vi.mock('../bridge/get-bridge', () => ({ getBridge: () => bridge }));

const { PreviewTab } = await import('./preview-tab');

afterEach(cleanup);

function answer(linked: LinkedImages): SampleAnswer {
  return {
    kind: 'sample',
    sample: {
      plan: { url: SAMPLE_URL, host: 'samples.example.com', where: 'other-host', keySent: false, quota: 'no-key', needsConsent: false, saved: null },
      fetchedFrom: SAMPLE_URL,
      keyRemoved: false,
      fetchedAt: '2026-03-01T10:00:00.000Z',
      source: 'fetched',
      savedBecause: null,
      declaredType: 'application/json',
      downloadBytes: 2_900,
      container: null,
      unpackedBytes: 2_900,
      files: [{ path: 'instances.json', bytes: 2, kind: 'json', data: 'e30=' }],
      linked,
    },
  };
}

const base = { format: 'COCO', named: 2, fetchedBytes: 0, fetchedFrom: [], beyondCap: 0, problems: [] };

describe('the Preview of labels whose images are on another host', () => {
  it('names the host, the count and the cost, and asks the core again with that host allowed once clicked', async () => {
    bridge.answerFor = (hosts) =>
      hosts.includes('cdn.example.org')
        ? answer({ ...base, fetched: 2, fetchedBytes: 12_000, fetchedFrom: ['cdn.example.org'], waiting: [] })
        : answer({ ...base, fetched: 0, waiting: [{ host: 'cdn.example.org', count: 2, quota: 'no-key' }] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <PreviewTab record={received(readAsCore.detail({ id: 'd1', title: 'Street Signs', sample_url: SAMPLE_URL }, 'd1'))} onRetry={() => {}} />
      </QueryClientProvider>,
    );
    const load = await screen.findByRole('button', { name: 'Load 2 images from cdn.example.org' });
    expect(screen.getByText(/2 images are on/).textContent).toContain('without your API key, so they cost no quota');
    expect(bridge.sent).toEqual([{ id: 'd1', url: SAMPLE_URL, consent: false }]);
    fireEvent.click(load);
    await screen.findByText(/2 images fetched from cdn\.example\.org \(12\.0 KB\)/);
    expect(bridge.sent.at(-1)).toEqual({ id: 'd1', url: SAMPLE_URL, consent: false, imageHosts: ['cdn.example.org'] });
    expect(screen.queryByRole('button', { name: /^Load 2 images/ })).toBeNull();
  });
});
