import { describe, expect, it } from 'vitest';
import type { AppError, Result } from '../../../shared/domain/app-error';
import { DEFAULT_UI_STATE, type ChannelParsedInput, type ChannelResult, type UiState } from '../../../shared/ipc/ipc-contract';
import type { ChannelHandlers } from './channel-handlers';
import { OPENING_SEARCH_KEPT_MS, withOpeningSearch, type OpeningSearchOptions } from './opening-search';

type SearchInput = ChannelParsedInput<'datasets:search'>;
type Page = ChannelResult<'datasets:search'>;

const USED_UP: AppError = { kind: 'quota_exceeded', code: 'quota_exceeded', resetAt: '2026-12-05T00:00:00Z', message: 'The request quota is used up.' };
const PAUSED: AppError = { kind: 'rate_limited', code: 'rate_limited', retryAt: '2026-12-04T10:01:00Z', message: 'The app waits.' };
const OPENING: SearchInput = { sort: 'created_at', order: 'desc', per_page: 20, page: 1 };

/** The core's handlers with a search that counts what it sent; each answer names its call. */
function setUp(options: Partial<OpeningSearchOptions> & { uiState?: UiState | null } = {}) {
  const sent: SearchInput[] = [];
  let clock = Date.parse('2026-12-04T10:00:00Z');
  let connection = 'embedded';
  const handlers = {
    'ui-state:get': async () => ({ ok: true, value: options.uiState ?? null }),
    'datasets:search': async (input: SearchInput): Promise<Result<Page>> => {
      sent.push(input);
      return { ok: true, value: { call: sent.length } as unknown as Page };
    },
  } as unknown as ChannelHandlers;
  const { handlers: wrapped, send } = withOpeningSearch(handlers, {
    startsEarly: true,
    connectionId: () => connection,
    refusal: () => null,
    now: () => new Date(clock),
    ...options,
  });
  const search = async (input: SearchInput) => {
    const result = await wrapped['datasets:search'](input);
    return result.ok ? (result.value as unknown as { call: number }).call : null;
  };
  return {
    sent,
    search,
    readUiState: () => wrapped['ui-state:get'](undefined),
    send,
    advance: (ms: number) => (clock += ms),
    switchTo: (id: string) => (connection = id),
  };
}

describe('the opening search', () => {
  it("is sent as the window reads its UI state, and is the answer to the window's first search", async () => {
    const app = setUp();
    await app.readUiState();
    expect(app.sent).toEqual([OPENING]);
    expect(await app.search(OPENING)).toBe(1);
    expect(app.sent).toHaveLength(1);
    // Given once: the same search again is asked again.
    expect(await app.search(OPENING)).toBe(2);
  });

  it("is the saved state's search, as the renderer asks it (toListQuery)", async () => {
    const app = setUp({ uiState: { ...DEFAULT_UI_STATE, search: { ...DEFAULT_UI_STATE.search, q: '  scans ', category: 'Audio', per_page: 50 } } });
    await app.readUiState();
    expect(app.sent).toEqual([{ q: 'scans', category: 'Audio', per_page: 50, page: 1 }]);
    expect(await app.search({ q: 'scans', category: 'Audio', per_page: 50, page: 1 })).toBe(1);
  });

  it('is not given for another search, which is sent', async () => {
    const app = setUp();
    await app.readUiState();
    expect(await app.search({ ...OPENING, q: 'audio' })).toBe(2);
  });

  it('is not sent with a saved last view, for another screen, after a search, or on a later read of the state', async () => {
    const saved = setUp({ startsEarly: false });
    await saved.readUiState();
    const elsewhere = setUp({ uiState: { ...DEFAULT_UI_STATE, view: 'compare' } });
    await elsewhere.readUiState();
    const searchedFirst = setUp();
    await searchedFirst.search(OPENING);
    await searchedFirst.readUiState();
    const readTwice = setUp();
    await readTwice.readUiState();
    await readTwice.search(OPENING);
    await readTwice.readUiState();
    expect([saved.sent, elsewhere.sent, searchedFirst.sent, readTwice.sent].map((sent) => sent.length)).toEqual([0, 0, 1, 1]);
  });

  it('is not sent while the quota tracker would refuse a request (quota used up, a rate limit’s pause)', async () => {
    const usedUp = setUp({ refusal: () => USED_UP });
    await usedUp.readUiState();
    const paused = setUp({ refusal: () => PAUSED });
    await paused.readUiState();
    const other = setUp({ refusal: (id) => (id === 'embedded' ? null : USED_UP) });
    await other.readUiState();
    expect([usedUp.sent.length, paused.sent.length, other.sent.length]).toEqual([0, 0, 1]);
  });

  it('is not given to a search on another connection, nor once it is older than it is kept', async () => {
    const switched = setUp();
    await switched.readUiState();
    switched.switchTo('custom:https://example.test');
    expect(await switched.search(OPENING)).toBe(2);
    const late = setUp();
    await late.readUiState();
    late.advance(OPENING_SEARCH_KEPT_MS + 1);
    expect(await late.search(OPENING)).toBe(2);
  });

  it('is sent as the page is asked for (send), with the search text, and is still the answer to the window’s first search', async () => {
    const app = setUp({ uiState: { ...DEFAULT_UI_STATE, theme: 'dark', search: { ...DEFAULT_UI_STATE.search, q: ' scans ' } } });
    const sent = await app.send();
    expect(sent?.result.ok).toBe(true);
    expect(sent?.searchText).toBe(' scans ');
    expect(sent?.theme).toBe('dark');
    // The window then reads its state and asks that search: nothing more is sent.
    await app.readUiState();
    expect(await app.search({ q: 'scans', per_page: 20, page: 1 })).toBe(1);
    expect(app.sent).toHaveLength(1);
  });

  it('given by send to a page asked for while the window reads its state, or again, is the one search sent', async () => {
    const app = setUp();
    const [first, , again] = await Promise.all([app.send(), app.readUiState(), app.send()]);
    expect(app.sent).toEqual([OPENING]);
    expect(first?.result.ok).toBe(true);
    // Given to the first page only: one loaded again later comes without it.
    expect(again).toBeNull();
    expect(await app.search(OPENING)).toBe(1);
    expect(await app.send()).toBeNull();
  });

  it('is given by send for the connection it was sent on only', async () => {
    const app = setUp();
    await app.readUiState();
    app.switchTo('custom:https://example.test');
    expect(await app.send()).toBeNull();
  });

  it('is not sent by send where the window’s read would not send it', async () => {
    const saved = setUp({ startsEarly: false });
    const usedUp = setUp({ refusal: () => USED_UP });
    const elsewhere = setUp({ uiState: { ...DEFAULT_UI_STATE, view: 'account' } });
    expect(await Promise.all([saved.send(), usedUp.send(), elsewhere.send()])).toEqual([null, null, null]);
    expect([saved.sent, usedUp.sent, elsewhere.sent].map((sent) => sent.length)).toEqual([0, 0, 0]);
  });
});
