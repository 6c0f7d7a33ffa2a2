import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OpenDatasetRequest } from '../../shared/ipc/ipc-contract';
import { followDatasetLinks, type DatasetLinkEnvironment } from './dataset-links';
import { DEFAULT_UI_STATE, useUiStore } from '../state/ui-store';

function environment(hash: string) {
  const listeners = new Set<() => void>();
  let openDataset: (request: OpenDatasetRequest) => void = () => undefined;
  const location = { hash, pathname: '/', search: '' };
  const env: DatasetLinkEnvironment = {
    bridge: { onOpenDataset: (listener) => ((openDataset = listener), () => undefined) },
    window: {
      location,
      history: {
        state: null,
        replaceState: (_state: unknown, _title: string, url?: string | URL | null) => void (location.hash = new URL(String(url), 'http://x.invalid').hash),
      },
      addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => void listeners.delete(listener),
    } as DatasetLinkEnvironment['window'],
  };
  return {
    env,
    location,
    hashChange: (next: string) => {
      location.hash = next;
      for (const listener of listeners) listener();
    },
    openDataset: (id: string) => openDataset({ id }),
  };
}

beforeEach(() => useUiStore.setState({ ...DEFAULT_UI_STATE, view: 'settings', hydrated: false }));
afterEach(() => useUiStore.setState({ ...DEFAULT_UI_STATE, hydrated: false }));

describe('links to a dataset', () => {
  it('open the dataset of #dataset=<id> once the saved state is in, and take it out of the address', () => {
    const page = environment('#token=abc&dataset=speech-2025');
    const stop = followDatasetLinks(page.env);
    expect(useUiStore.getState().selectedDatasetId).toBeNull();
    // The saved state arrives (with another dataset open): the link wins.
    useUiStore.setState({ selectedDatasetId: 'older-one', hydrated: true });
    expect(useUiStore.getState()).toMatchObject({ selectedDatasetId: 'speech-2025', view: 'search' });
    expect(page.location.hash).toBe('#token=abc');
    stop();
  });

  it('follow a link pasted into the address bar later, and one the Electron app was sent', () => {
    useUiStore.setState({ hydrated: true });
    const page = environment('');
    const stop = followDatasetLinks(page.env);
    page.hashChange('#dataset=weather-7');
    expect(useUiStore.getState().selectedDatasetId).toBe('weather-7');
    page.openDataset('crop-disease-3');
    expect(useUiStore.getState().selectedDatasetId).toBe('crop-disease-3');
    stop();
  });

  it.each([
    ['#token=abc&dataset=a%26b', 'a&b'],
    ['#dataset=a%2Bb&token=abc', 'a+b'],
    ['#dataset=a+b', 'a+b'],
  ])('open from %s exactly %s, keeping the rest of the fragment as it was', (hash, id) => {
    useUiStore.setState({ hydrated: true });
    const page = environment(hash);
    const stop = followDatasetLinks(page.env);
    expect(useUiStore.getState().selectedDatasetId).toBe(id);
    expect(page.location.hash).toBe(hash.includes('token') ? '#token=abc' : '');
    stop();
  });

  it('ignore a fragment whose dataset is not a valid id or slug', () => {
    useUiStore.setState({ hydrated: true });
    const page = environment('#dataset=..%2F..%2Fetc');
    followDatasetLinks(page.env)();
    expect(useUiStore.getState().selectedDatasetId).toBeNull();
  });
});
