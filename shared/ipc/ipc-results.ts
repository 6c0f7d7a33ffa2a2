/**
 * What the core's channels answer, besides the marketplace's readings (shared/domain/readings/):
 * plain types, so the schemas (./ipc-schemas.ts) and the contract (./ipc-contract.ts) both name
 * them without importing each other.
 */
import type { DatasetPageReading } from '../domain/readings/dataset-reading';

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
   * With a saved copy: the connection it was checked against (the embedded marketplace by its
   * catalog, without waiting for it to start; a custom one by its address), so the window can
   * show the saved last view before `connection:status` answers.
   */
  connection?: Pick<ConnectionStatus, 'kind' | 'baseUrl'>;
}

/**
 * The embedded marketplace's catalog while it is built (first start, or an update for a newer
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
