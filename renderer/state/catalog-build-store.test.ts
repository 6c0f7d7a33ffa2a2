import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogBuildStatus } from '../../shared/ipc/ipc-contract';

const bridge = vi.hoisted(() => ({
  listener: null as ((status: CatalogBuildStatus) => void) | null,
  latest: null as CatalogBuildStatus | null,
  answer: null as ((value: unknown) => void) | null,
  onCatalogBuild(listener: (status: CatalogBuildStatus) => void) {
    bridge.listener = listener;
    return () => undefined;
  },
  getCatalogStatus: () => new Promise((resolve) => (bridge.answer = resolve)),
}));
vi.mock('../bridge/get-bridge', () => ({ getBridge: () => bridge }));

const { startCatalogBuildTracking, useCatalogBuild } = await import('./catalog-build-store');

const building = (percent: number): CatalogBuildStatus => ({ state: 'building', percent, message: `Building the catalog: ${percent} %` });

beforeEach(() => useCatalogBuild.setState({ status: null }));

describe('catalog build tracking', () => {
  it('shows a build that began before the window subscribed', async () => {
    startCatalogBuildTracking();
    bridge.answer?.({ ok: true, value: building(12) });
    await vi.waitFor(() => expect(useCatalogBuild.getState().status).toEqual(building(12)));
  });

  it('keeps an event that arrived before the answer: it is newer', async () => {
    startCatalogBuildTracking();
    bridge.listener?.(building(40));
    bridge.answer?.({ ok: true, value: building(12) });
    await Promise.resolve();
    await Promise.resolve();
    expect(useCatalogBuild.getState().status).toEqual(building(40));
  });

  it('shows nothing when no build ever ran', async () => {
    startCatalogBuildTracking();
    bridge.answer?.({ ok: true, value: null });
    await Promise.resolve();
    expect(useCatalogBuild.getState().status).toBeNull();
  });
});
