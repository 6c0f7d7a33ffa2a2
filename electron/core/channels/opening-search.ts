/**
 * The window's opening search, sent by the core as the window asks for its UI state on a start
 * with no saved last view: that state says which search the search screen will ask first (the
 * same `toListQuery` the renderer uses), and the screen asks it only once its code has loaded and
 * the connection's status is in, well after the marketplace could answer. The screen's own call for
 * that search is then given this answer (one request, as without it); a call for any other search
 * goes as usual. Only the core's first `ui-state:get` starts it, only for the search screen, not
 * at a used-up quota or a rate limit's pause, and only for the connection it was sent on.
 */
import type { AppError, Result } from '../../../shared/domain/app-error';
import { toListQuery } from '../../../shared/domain/search-query';
import type { ChannelParsedInput, ChannelResult, UiState } from '../../../shared/ipc/ipc-contract';
import { DEFAULT_UI_STATE } from '../../../shared/ipc/ipc-contract';
import { invokeChannels } from '../../../shared/ipc/ipc-schemas';
import { stableJson } from '../http/stable-json';
import type { ChannelHandlers } from './channel-handlers';

type SearchInput = ChannelParsedInput<'datasets:search'>;
type SearchAnswer = Promise<Result<ChannelResult<'datasets:search'>>>;

/** How long an answer not asked for is kept (the window may never open its search screen). */
export const OPENING_SEARCH_KEPT_MS = 60_000;

export interface OpeningSearchOptions {
  /** No saved last view: the window waits for the connection before its first search. */
  startsEarly: boolean;
  connectionId(): string;
  /** Why a request to this connection would not be sent now (the quota tracker's `refusal`), else null. */
  refusal(connectionId: string): AppError | null;
  now(): Date;
}

/** The opening search's answer, with the search as sent and as typed, and the theme the window will wear. */
interface OpeningAnswer {
  result: Awaited<SearchAnswer>;
  input: SearchInput;
  searchText: string;
  theme: UiState['theme'];
}

export interface OpeningSearch {
  handlers: ChannelHandlers;
  /**
   * Starts the opening search now, as the page is asked for (the window is opening), when the
   * window's first `ui-state:get` would: its answer, or null when there is none to send. Given
   * once, to the first page: a page loaded again later (the user switched connections, or the
   * window reloaded) gets null, as does one asked after the window took the search.
   */
  send(): Promise<OpeningAnswer | null>;
}

/** `handlers` with `ui-state:get` starting the opening search and `datasets:search` taking it. */
export function withOpeningSearch(handlers: ChannelHandlers, options: OpeningSearchOptions): OpeningSearch {
  const search = handlers['datasets:search'];
  const getUiState = handlers['ui-state:get'];
  let eligible = options.startsEarly;
  let opening: {
    connectionId: string;
    request: string;
    input: SearchInput;
    answer: SearchAnswer;
    sentAt: number;
    searchText: string;
    theme: UiState['theme'];
  } | null = null;

  function begin(uiState: ChannelResult<'ui-state:get'>): void {
    const state = uiState ?? DEFAULT_UI_STATE;
    const connectionId = options.connectionId();
    if (state.view !== 'search' || options.refusal(connectionId) !== null) return;
    // Checked as the window's call will be, so that equal searches compare equal.
    const parsed = invokeChannels['datasets:search'].input.safeParse({ ...toListQuery(state.search), page: 1 });
    if (!parsed.success) return;
    const input: SearchInput = parsed.data;
    opening = {
      connectionId,
      request: stableJson(input),
      input,
      answer: search(input),
      sentAt: options.now().getTime(),
      searchText: state.search.q,
      theme: state.theme,
    };
  }

  function take(input: SearchInput): SearchAnswer | null {
    const sent = opening;
    opening = null;
    if (sent === null || sent.connectionId !== options.connectionId() || sent.request !== stableJson(input)) return null;
    return options.now().getTime() - sent.sentAt <= OPENING_SEARCH_KEPT_MS ? sent.answer : null;
  }

  let given = false;
  // The first read of the UI state, by the window or by `send`: the one that may start the search.
  let firstRead: Promise<Result<ChannelResult<'ui-state:get'>>> | null = null;
  function readState(input: ChannelParsedInput<'ui-state:get'>): Promise<Result<ChannelResult<'ui-state:get'>>> {
    if (firstRead !== null || !eligible) return getUiState(input);
    firstRead = getUiState(input).then((result) => {
      if (eligible && result.ok) begin(result.value);
      eligible = false;
      return result;
    });
    return firstRead;
  }

  return {
    async send() {
      if (given) return null;
      given = true;
      await (firstRead ?? (eligible ? readState(undefined) : null));
      const sent = opening;
      if (sent === null || sent.connectionId !== options.connectionId()) return null;
      const result = await sent.answer;
      // A switch while it was on its way: the answer is the other connection's.
      return sent.connectionId === options.connectionId() ? { result, input: sent.input, searchText: sent.searchText, theme: sent.theme } : null;
    },
    handlers: {
      ...handlers,
      'ui-state:get': (input) => readState(input),
      'datasets:search': (input) => {
        // A search asked before the window's state was read: the window's own, no opening one.
        eligible = false;
        return take(input) ?? search(input);
      },
    },
  };
}
