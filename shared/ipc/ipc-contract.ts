/**
 * The one typed contract between the renderer and the core (Electron main, or the browser
 * shell's Node process): each channel's input and result types, the events, and the plain
 * constants both sides use. Results travel as `Result<T>` so the typed error survives IPC.
 *
 * Types only (and plain constants): the zod schemas that check every input live in
 * ./ipc-schemas.ts, which only the core's side imports, so the renderer ships without zod. The
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
import type { checkRequestSchema, invokeChannels, savedSearchSchema, shortlistEntrySchema, uiStateSchema } from './ipc-schemas';
import { DEFAULT_PER_PAGE } from '../domain/limits';
import type { LicenseTermsReading } from '../domain/licenses/license-terms';
import type { DatasetPageReading } from '../domain/readings/dataset-reading';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const VIEWS = ['search', 'compatibility', 'compare', 'shortlist', 'account', 'settings'] as const;

/**
 * How long the core answers a repeat of a failed request with the failure it remembers, sending
 * nothing (electron/core/http/failure-memory.ts); the renderer does not ask again within it either.
 */
export const FAILURE_MEMORY_MS = 60_000;

export type UiState = z.infer<typeof uiStateSchema>;

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
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export type CheckRequestState = z.infer<typeof checkRequestSchema>;

export type ShortlistListing = z.infer<typeof shortlistEntrySchema>;

export interface ShortlistEntry extends ShortlistListing {
  /** The core's reading of `license` (added as the shortlist is read, never stored). */
  licenseTerms?: LicenseTermsReading;
  note: string;
  /** ISO 8601 UTC. */
  addedAt: string;
}

export interface Shortlist {
  entries: ShortlistEntry[];
}

export interface ExportSaved {
  /** False when the user cancelled the save dialog. */
  saved: boolean;
  /** Where it was saved. */
  path: string | null;
}

export type KeyStorageKind = 'keychain' | 'safe_storage' | 'memory';

export interface ConnectionStatus {
  kind: 'embedded' | 'custom';
  baseUrl: string;
  /** A key is configured for this connection. */
  hasKey: boolean;
  /** e.g. `ls_demo_Ab…`: never the key itself. */
  maskedKey: string | null;
  keyStorage: KeyStorageKind | null;
  /** A name a person recognises: "GNOME Keyring (Secret Service)", "macOS Keychain", … */
  keyStorageName: string | null;
  /** Something the user should know, e.g. why the key is kept in memory only, or a reset settings file. */
  notices: string[];
}

export interface QuotaState {
  limit: number | null;
  remaining: number | null;
  /** ISO 8601 UTC of the next reset. */
  resetsAt: string | null;
  tier: 'free' | 'pro' | null;
  /** ISO 8601 of the response this was read from. */
  observedAt: string | null;
  /**
   * The marketplace answered 429 while quota remained (a rate limit, not a used-up quota): the
   * core sends nothing to it until this time (ISO 8601 UTC).
   */
  rateLimitedUntil: string | null;
}

export interface SessionStats {
  /** Requests the core sent to the marketplace since it started. */
  requestsSent: number;
  /** Of those, how many the marketplace answered (any status). */
  responsesReceived: number;
  startedAt: string;
}

/**
 * One request the core sent this session (electron/core/quota/request-log.ts): what the Account
 * screen's request log shows and exports. Never the key: it travels in a header, and an
 * `api_key` query parameter is taken out of `path`.
 */
export interface LoggedRequest {
  id: number;
  /** ISO 8601 UTC, when it was sent. */
  at: string;
  method: string;
  /** Path and query as sent. */
  path: string;
  /** The answer's status; null when none arrived. */
  status: number | null;
  /** Why no answer arrived ('timeout', 'network', 'cancelled', 'too_large'); null when one did. */
  failure: string | null;
  /**
   * Whether it used a unit of the quota, by the marketplace's rule (every request with a key that
   * gets an answer other than 401, 429 or 5xx does); 'unknown' when no answer arrived.
   */
  counted: 'yes' | 'no' | 'unknown';
  /** What was left after it, as its `X-RateLimit-Remaining` header said; null when it said nothing. */
  remainingAfter: number | null;
  /** Sent to check a key before it was kept (it may belong to another account). */
  keyCheck: boolean;
}

export interface RequestLog {
  /** The core session the log belongs to (`SessionStats.startedAt`). */
  startedAt: string;
  /** Oldest first; the oldest are dropped past the log's length. */
  entries: LoggedRequest[];
  /** How many older entries were dropped. */
  dropped: number;
}

export interface AppInfo {
  version: string;
  shell: 'electron' | 'browser';
  platform: string;
}

/** What Settings → Diagnostics shows and copies: plain text with no key, password or dataset content (docs/diagnostics.md). */
export interface Diagnostics {
  text: string;
  /** Where the app's log files are. */
  logsFolder: string;
}

/** Electron opens the logs folder in the file manager; the browser shell cannot (`opened: false`) and names it. */
export interface LogsFolderOpened {
  opened: boolean;
  folder: string;
}

export interface BadgeImage {
  /**
   * `data:image/svg+xml;base64,…` (an SVG of at most 100 KB), or null when the marketplace has no
   * usable badge there. Fetched without the API key; it spends no quota.
   */
  dataUrl: string | null;
}

export interface StoredQueryCache {
  blob: string | null;
  savedAt: string | null;
  /**
   * With a saved copy: the connection it was checked against (the built-in marketplace by its
   * catalog, without waiting for it to start; a custom one by its address), so the window can
   * show the saved last view before `connection:status` answers.
   */
  connection?: Pick<ConnectionStatus, 'kind' | 'baseUrl'>;
}

/**
 * The built-in marketplace's catalog while it is built (first start, or an update for a newer
 * app: 'building') or rebuilt (a damaged database: 'rebuilding'), and once that has ended.
 * Requests to it wait meanwhile.
 */
export interface CatalogBuildStatus {
  state: 'building' | 'rebuilding' | 'ready' | 'failed';
  /** 0–100 while (re)building; null otherwise. */
  percent: number | null;
  /** What is happening or what happened, as a sentence. */
  message: string;
}

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
 * A click on the desktop notification of the saved searches' start-up check (electron/main/saved-search-notifications.ts):
 * run this saved search in the window.
 */
export interface OpenSavedSearchRequest {
  id: string;
}

/** What the start-up check found for one saved search: its page 1, counted against its last run. */
export interface SavedSearchCheckResult {
  id: string;
  name: string;
  checkedAt: string;
  /** The run it counted from (absent: the search never ran, so nothing is counted as new). */
  lastRunAt?: string;
  /** New since `lastRunAt` among the results the marketplace returned (shared/domain/new-since-last-run.ts). */
  count: number;
  atLeast: boolean;
  undated: number;
}

/** The opt-in start-up check of saved searches: the user's choice, today's spend and what it found. */
export interface SavedSearchCheckState {
  enabled: boolean;
  /** Requests a day it may spend (shared/domain/limits.ts SAVED_SEARCH_CHECK_BUDGET). */
  budget: number;
  /** The local day (YYYY-MM-DD) `spent` belongs to. */
  day: string;
  /** Requests spent on `day` (0 when `day` is not today). */
  spent: number;
  /** The latest result per saved search id. */
  results: Record<string, SavedSearchCheckResult>;
  /** Why the latest start-up check spent nothing, when it did not run. */
  skipped?: string;
  /** Only in the answer of the check itself: the pages it fetched, by saved search id, for the window's cache. */
  pages?: Record<string, DatasetPageReading>;
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
