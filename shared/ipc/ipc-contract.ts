/**
 * The one typed contract between the renderer and the core (Electron main, or the browser
 * shell's Node process): each channel's input and result types, the events, and the plain
 * constants both sides use. Results travel as `Result<T>` so the typed error survives IPC.
 *
 * Types only (and plain constants): the zod schemas that check every input live in
 * ./ipc-schemas.ts, which only the core's side imports, so the renderer ships without zod; the
 * results' plain types in ./ipc-results.ts and the themes and screens in ./ui-choices.ts, which
 * both import, so neither imports the other. The
 * input types are inferred from those schemas (type-only imports, erased at build), and the
 * table there names a schema and a result type for every channel: a channel cannot be added to
 * one without the other.
 *
 * Cancellation: the renderer cannot cancel a call it has made (there is no channel for it). A
 * request the marketplace received has spent its quota unit anyway, and its answer still goes
 * into the renderer's cache, so coming back to it costs nothing; the price is that a request
 * waiting to retry (at most twice) still retries. The core itself ends
 * running requests when the connection or the key changes; their Results are then a `network`
 * error with code `cancelled`.
 */
import type { z } from 'zod';
import type { invokeChannels, UiState } from './ipc-schemas';
import type { CatalogBuildStatus, ConnectionStatus, QuotaState, SavedSearchCheckResult, SessionStats } from './ipc-results';
import { DEFAULT_PER_PAGE } from '../domain/limits';

export * from './ui-choices';
export * from './ipc-results';
export type { CheckRequestState, SavedSearch, Shortlist, ShortlistEntry, ShortlistListing, UiState } from './ipc-schemas';

/**
 * How long the core answers a repeat of a failed request with the failure it remembers, sending
 * nothing (electron/core/http/failure-memory.ts); the renderer does not ask again within it either.
 */
export const FAILURE_MEMORY_MS = 60_000;

/** The screen state of a first start, and what a part that cannot be read falls back to. */
export const DEFAULT_UI_STATE: UiState = {
  theme: 'system',
  search: { q: '', order: 'desc', per_page: DEFAULT_PER_PAGE },
  compatibility: { tray: [], useCase: 'commercial_training' },
  compare: { ids: [] },
  savedSearches: [],
  fitsMyUse: false,
  selectedDatasetId: null,
  view: 'search',
};
export type InvokeChannel = keyof typeof invokeChannels;
export type ChannelInput<C extends InvokeChannel> = z.input<(typeof invokeChannels)[C]['input']>;
/** The input as the core's handler receives it: validated, with defaults filled in. */
export type ChannelParsedInput<C extends InvokeChannel> = z.output<(typeof invokeChannels)[C]['input']>;
export type ChannelResult<C extends InvokeChannel> = (typeof invokeChannels)[C]['result'];

/**
 * The daily quota came down to 20 % ('low') or to nothing ('exhausted'): said once each per quota
 * day and connection, however often the app restarts. Electron shows it as an OS notification
 * from the main process; the browser shell's page shows it with the web Notification API where
 * the browser permits.
 */
export interface QuotaAlert {
  level: 'low' | 'exhausted';
  remaining: number;
  limit: number;
  /** ISO 8601 UTC of the reset, when known. */
  resetsAt: string | null;
  title: string;
  body: string;
}

/** A link to a dataset was opened while the app runs (`dataset-marketplace://dataset/<id>`, shared/domain/deep-link.ts): show it. */
export interface OpenDatasetRequest {
  id: string;
}

/**
 * A click on the desktop notification of the saved searches' start-up check (electron/main/notifications/saved-search-notifications.ts):
 * run this saved search in the window.
 * @public Exported for the declarations of what returns it (electron/main/testing/fake-notifications.ts: TS4058 without).
 */
export interface OpenSavedSearchRequest {
  id: string;
}

/** A start-up check found new datasets: the saved searches with any (for the notification and the notice). */
export interface SavedSearchCheckFound {
  found: SavedSearchCheckResult[];
}

/** Events pushed to the renderer: by the core, and `app:open-dataset` and `app:open-saved-search` by the Electron main process. */
export interface EventPayloads {
  'quota:changed': QuotaState;
  'connection:changed': ConnectionStatus;
  'session:stats-changed': SessionStats;
  'marketplace:catalog': CatalogBuildStatus;
  'quota:alert': QuotaAlert;
  'app:open-dataset': OpenDatasetRequest;
  'saved-searches:found': SavedSearchCheckFound;
  'app:open-saved-search': OpenSavedSearchRequest;
}
export type EventChannel = keyof EventPayloads;
