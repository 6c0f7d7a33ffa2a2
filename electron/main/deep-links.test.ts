import { describe, expect, it } from 'vitest';
import type { BrowserWindow } from 'electron';
import { createDeepLinks } from './deep-links';
import { datasetOfFragment } from '../../shared/domain/deep-link';

function fakeWindow() {
  const sent: Array<[string, unknown]> = [];
  const calls: string[] = [];
  const window = {
    isDestroyed: () => false,
    isMinimized: () => true,
    restore: () => calls.push('restore'),
    focus: () => calls.push('focus'),
    webContents: { send: (channel: string, payload: unknown) => sent.push([channel, payload]) },
  };
  return { window: window as unknown as BrowserWindow, sent, calls };
}

describe('deep links in the Electron app', () => {
  it('give the first window the dataset of the link the app was started with', () => {
    const links = createDeepLinks({ appWindows: () => [], log: () => undefined });
    links.followArguments(['/opt/Dataset Marketplace/dataset-marketplace', 'dataset-marketplace://dataset/speech-2025']);
    expect(links.takeWindowFragment()).toBe('#dataset=speech-2025');
    expect(links.takeWindowFragment()).toBe('');
  });

  it.each([
    ['a%26b', 'a&b'],
    ['a+b', 'a+b'],
    ['a%2Bb', 'a+b'],
    ["h13:v2!$'()*,;=@~", "h13:v2!$'()*,;=@~"],
  ])('give the first window a fragment that opens exactly the dataset of …/dataset/%s', (written, id) => {
    const links = createDeepLinks({ appWindows: () => [], log: () => undefined });
    links.followArguments(['app', `dataset-marketplace://dataset/${written}`]);
    expect(datasetOfFragment(links.takeWindowFragment())).toBe(id);
  });

  it('send a link that comes later to the window, restored and focused', () => {
    const { window, sent, calls } = fakeWindow();
    const links = createDeepLinks({ appWindows: () => [window], log: () => undefined });
    links.followArguments(['app', '--flag', 'dataset-marketplace://dataset/abc']);
    links.followUrl('dataset-marketplace://dataset/def');
    expect(sent).toEqual([
      ['app:open-dataset', { id: 'abc' }],
      ['app:open-dataset', { id: 'def' }],
    ]);
    expect(calls).toEqual(['restore', 'focus', 'restore', 'focus']);
  });

  it('keep a link that comes while no window is loaded for the window that loads next', () => {
    const { window, sent } = fakeWindow();
    const shown: BrowserWindow[] = [];
    const links = createDeepLinks({ appWindows: () => shown, log: () => undefined });
    links.followUrl('dataset-marketplace://dataset/abc');
    links.windowReady(window);
    expect(sent).toEqual([['app:open-dataset', { id: 'abc' }]]);
  });

  it('ignore what is not a link to a dataset, and say so', () => {
    const { window, sent } = fakeWindow();
    const log: string[] = [];
    const links = createDeepLinks({ appWindows: () => [window], log: (line) => log.push(line) });
    links.followUrl('dataset-marketplace://dataset/../../etc/passwd');
    links.followUrl('https://evil.example/dataset/abc');
    links.followArguments(['app', '--inspect']);
    expect(sent).toEqual([]);
    expect(log).toHaveLength(2);
  });
});
