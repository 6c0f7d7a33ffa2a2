import { describe, expect, it } from 'vitest';
import { openSavedSearchInWindow, type SavedSearchWindow } from './open-saved-search';

function fakeWindow(url: string, { destroyed = false, minimized = false } = {}) {
  const sent: Array<[string, unknown]> = [];
  const calls: string[] = [];
  const window: SavedSearchWindow = {
    isDestroyed: () => destroyed,
    isMinimized: () => minimized,
    restore: () => void calls.push('restore'),
    focus: () => void calls.push('focus'),
    webContents: { getURL: () => url, send: (channel: string, payload: unknown) => void sent.push([channel, payload]) } as never,
  };
  return { window, sent, calls };
}

describe('a notification click opens its saved search in the app’s window', () => {
  it('brings the app’s window forward and sends it the saved search', () => {
    const app = fakeWindow('app://renderer/index.html', { minimized: true });
    const lines: string[] = [];
    expect(openSavedSearchInWindow([app.window], 'e2e_1', (line) => lines.push(line))).toBe(true);
    expect(app.calls).toEqual(['restore', 'focus']);
    expect(app.sent).toEqual([['app:open-saved-search', { id: 'e2e_1' }]]);
    expect(lines).toEqual([]);
  });

  it('sends to no window that is not the app’s page, or is gone', () => {
    const foreign = fakeWindow('https://example.com/');
    const gone = fakeWindow('app://renderer/index.html', { destroyed: true });
    const app = fakeWindow('app://renderer/index.html');
    expect(openSavedSearchInWindow([foreign.window, gone.window, app.window], 'a', () => undefined)).toBe(true);
    expect(foreign.sent).toEqual([]);
    expect(gone.sent).toEqual([]);
    expect(app.sent).toHaveLength(1);
    const lines: string[] = [];
    expect(openSavedSearchInWindow([foreign.window], 'a', (line) => lines.push(line))).toBe(false);
    expect(lines).toEqual(['No window of the app is showing; the saved search was not opened.']);
  });

  it('refuses an id the contract does not accept', () => {
    const app = fakeWindow('app://renderer/index.html');
    for (const id of ['../x', '', 'a'.repeat(41), 42, undefined]) expect(openSavedSearchInWindow([app.window], id, () => undefined)).toBe(false);
    expect(app.sent).toEqual([]);
    expect(app.calls).toEqual([]);
  });
});
