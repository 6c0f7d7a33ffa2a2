// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Result } from '../../shared/domain/app-error';
import type { BadgeImage } from '../../shared/ipc/ipc-contract';
import { readAsCore } from '../../tests/support/readings';

const SVG_DATA_URL = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';
const badges = vi.hoisted(() => ({ answer: null as unknown as Result<BadgeImage>, asked: [] as unknown[] }));
vi.mock('../bridge/get-bridge', () => ({
  getBridge: () => ({
    getBadge: async (input: unknown) => {
      badges.asked.push(input);
      return badges.answer;
    },
  }),
}));

const { QualityTab } = await import('./quality/quality-tab');

afterEach(() => {
  cleanup();
  badges.asked = [];
});

const record = readAsCore.quality({ composite: 91.2, tier: 'platinum', badge_url: 'http://127.0.0.1:4010/v1/datasets/a/badge.svg' });

function renderTab() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <QualityTab record={record} />
    </QueryClientProvider>,
  );
}

describe('the quality badge', () => {
  it('shows the badge the core fetched, as a data: URL (never the remote address)', async () => {
    badges.answer = { ok: true, value: { dataUrl: SVG_DATA_URL } };
    renderTab();
    const image = await screen.findByRole('img', { name: "The marketplace's LQS badge: Platinum 91.2" });
    expect(image.getAttribute('src')).toBe(SVG_DATA_URL);
    expect(badges.asked).toEqual([{ url: record.badgeUrl?.value }]);
  });

  it('shows nothing when there is no badge, or the core could not fetch it', async () => {
    for (const answer of [
      { ok: true, value: { dataUrl: null } },
      { ok: false, error: { kind: 'network', message: 'offline' } },
    ] as Array<Result<BadgeImage>>) {
      badges.answer = answer;
      const { container, unmount } = renderTab();
      await waitFor(() => expect(badges.asked.length).toBeGreaterThan(0));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByRole('button', { name: 'LQS composite' })).toBeTruthy();
      unmount();
      badges.asked = [];
    }
  });
});
