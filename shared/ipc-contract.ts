/**
 * The one typed contract between the renderer and the core (Electron main, or the browser
 * shell's Node process). Each channel names its input schema (validated by the core on every
 * call) and its result type. Results travel as `Result<T>` so the typed error survives IPC.
 *
 * Cancellation: the renderer cannot cancel a call it has made (there is no channel for it). A
 * request the marketplace received has spent its quota unit anyway, and its answer still goes
 * into the renderer's cache, so coming back to it costs nothing; the price is that a request
 * waiting to retry (at most twice) still retries. The core itself ends
 * running requests when the connection or the key changes; their Results are then a `network`
 * error with code `cancelled`.
 */
import { z } from 'zod';
import { apiKeySchema } from './api-key-form';
import {
  MAX_COMPATIBILITY_DATASETS,
  MAX_PER_PAGE,
  MIN_COMPATIBILITY_DATASETS,
  QUALITY_TIERS,
  SORT_FIELDS,
  SORT_ORDERS,
  USE_CASES,
} from './api-types';
import type { AccountReading } from './readings/account-reading';
import type { CategoryListReading } from './readings/category-reading';
import type { CompatibilityReading } from './readings/compatibility-reading';
import type { DatasetDetailReading, DatasetPageReading } from './readings/dataset-reading';
import type { LicenseReading } from './readings/license-reading';
import type { QualityReading } from './readings/quality-reading';

const datasetId = z
  .string()
  .trim()
  .min(1, 'A dataset id or slug is required.')
  .max(200, 'A dataset id or slug is at most 200 characters.')
  .regex(/^[A-Za-z0-9._~-]+$/, 'A dataset id or slug has only letters, digits, dots, dashes and underscores.');

const searchText = z.string().max(500);

/** The search filters and sort field, alike in a dataset query and in the saved search state. */
const searchFilterShape = {
  category: z.string().max(200).optional(),
  format: z.string().max(100).optional(),
  license: z.string().max(200).optional(),
  lqs_min: z.number().min(0).max(100).optional(),
  lqs_tier: z.enum(QUALITY_TIERS).optional(),
  hipaa: z.boolean().optional(),
  gdpr: z.boolean().optional(),
  price_max: z.number().min(0).optional(),
  sort: z.enum(SORT_FIELDS).optional(),
};

export const datasetQuerySchema = z
  .object({
    q: searchText.optional(),
    ...searchFilterShape,
    order: z.enum(SORT_ORDERS).optional(),
    page: z.number().int().min(1).max(1_000_000).optional(),
    per_page: z.number().int().min(1).max(MAX_PER_PAGE).optional(),
  })
  .strict();

export const datasetRefSchema = z.object({ id: datasetId }).strict();

export const compatibilityInputSchema = z
  .object({
    dataset_ids: z
      .array(datasetId)
      .min(MIN_COMPATIBILITY_DATASETS, `Choose at least ${MIN_COMPATIBILITY_DATASETS} datasets.`)
      .max(MAX_COMPATIBILITY_DATASETS, `At most ${MAX_COMPATIBILITY_DATASETS} datasets can be checked together.`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each dataset may appear only once.'),
    use_case: z.enum(USE_CASES).optional(),
  })
  .strict();

export const connectionInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('embedded') }).strict(),
  z.object({ kind: z.literal('custom'), baseUrl: z.string().trim().min(1).max(2000) }).strict(),
]);

/** The key is checked for its form (shared/api-key-form.ts) before it is ever put in a header. */
export const apiKeyInputSchema = z.object({ apiKey: apiKeySchema }).strict();

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const VIEWS = ['search', 'compatibility', 'compare', 'shortlist', 'account', 'settings'] as const;

/** Datasets compared side by side, at most. */
export const MAX_COMPARED = 4;
/** Saved searches kept, at most. */
export const MAX_SAVED_SEARCHES = 50;

const shortText = (max: number) => z.string().max(max);
const isoTime = z.string().max(40);

/** The search filters, sort, order and page size (the text too), as kept and as saved under a name. */
const searchStateSchema = z
  .object({
    q: searchText,
    ...searchFilterShape,
    order: z.enum(SORT_ORDERS),
    per_page: z.union([z.literal(20), z.literal(50), z.literal(100)]),
  })
  .strict();

/** The last check asked for: restored after a restart, and shown from the cache at quota 0. */
const checkRequestSchema = z
  .object({
    datasetIds: z.array(datasetId).min(MIN_COMPATIBILITY_DATASETS).max(MAX_COMPATIBILITY_DATASETS),
    useCase: z.enum(USE_CASES),
    titles: z.record(datasetId, shortText(500)),
    licenses: z.record(datasetId, shortText(200)),
  })
  .strict();

const savedSearchSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
    name: z.string().trim().min(1, 'Give the search a name.').max(80, 'A name is at most 80 characters.'),
    search: searchStateSchema,
    /** When it was last run: results created after it are "new since the last run". */
    lastRunAt: isoTime.optional(),
  })
  .strict();

/** Renderer state the user expects to find again after a restart. */
export const uiStateSchema = z
  .object({
    theme: z.enum(THEMES),
    search: searchStateSchema,
    compatibility: z
      .object({
        tray: z
          .array(z.object({ id: datasetId, title: z.string().max(500), license: z.string().max(200).optional() }).strict())
          .max(MAX_COMPATIBILITY_DATASETS),
        useCase: z.enum(USE_CASES),
        lastCheck: checkRequestSchema.optional(),
      })
      .strict(),
    // Added after the first release: a state saved by an older version has none of these, and gets the defaults.
    /** Datasets chosen for the comparison, in column order. */
    compare: z.object({ ids: z.array(datasetId).max(MAX_COMPARED) }).strict().default({ ids: [] }),
    savedSearches: z.array(savedSearchSchema).max(MAX_SAVED_SEARCHES).default([]),
    /** Hide loaded results whose licence, in the app's reading, does not fit the intended use. */
    fitsMyUse: z.boolean().default(false),
    selectedDatasetId: datasetId.nullable(),
    view: z.enum(VIEWS),
  })
  .strict();
export type UiState = z.infer<typeof uiStateSchema>;
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export type CheckRequestState = z.infer<typeof checkRequestSchema>;

/**
 * A dataset on the shortlist, as it was listed when starred: what the Shortlist screen, the
 * comparison and the exports show without a request (at quota 0 too).
 */
export const shortlistEntrySchema = z
  .object({
    id: datasetId,
    title: shortText(500),
    license: shortText(200).optional(),
    price: z.number().min(0).optional(),
    currency: z.string().regex(/^[A-Z]{3}$/).optional(),
    composite: z.number().min(0).max(100).optional(),
    tier: shortText(40).optional(),
    category: shortText(200).optional(),
    format: shortText(200).optional(),
    itemCount: z.number().int().min(0).optional(),
    pageUrl: shortText(2000).optional(),
    createdAt: isoTime.optional(),
  })
  .strict();
export type ShortlistListing = z.infer<typeof shortlistEntrySchema>;

export interface ShortlistEntry extends ShortlistListing {
  note: string;
  /** ISO 8601 UTC. */
  addedAt: string;
}

export interface Shortlist {
  entries: ShortlistEntry[];
}

export const MAX_SHORTLIST = 200;
export const MAX_NOTE_LENGTH = 2000;

/** A file to save: Markdown, CSV or HTML text the renderer made from what it shows. */
export const exportFileSchema = z
  .object({
    fileName: z.string().regex(/^[A-Za-z0-9 ._()-]{1,120}\.(md|csv|html|pdf)$/, 'A file name of letters, digits and . _ - ( ), ending .md, .csv, .html or .pdf.'),
    mimeType: z.enum(['text/markdown', 'text/csv', 'text/html']),
    content: z.string().max(10_000_000),
  })
  .strict();

export interface ExportSaved {
  /** False when the user cancelled the save dialog. */
  saved: boolean;
  /** Where it was saved. */
  path: string | null;
}

export const externalUrlSchema = z.object({ url: z.string().max(4000) }).strict();

/** A quality badge (`badge_url` of a quality record); the core fetches it only from the connected marketplace. */
export const badgeInputSchema = z.object({ url: z.string().trim().min(1).max(2000) }).strict();

/** react-query's dehydrated cache, serialised by the renderer, stored on disk by the core. */
export const queryCacheSchema = z.object({ blob: z.string().max(20_000_000) }).strict();

const noInput = z.object({}).strict().optional();

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

export interface AppInfo {
  version: string;
  shell: 'electron' | 'browser';
  platform: string;
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

/** Channel → input schema and result type. */
export const invokeChannels = {
  'datasets:search': { input: datasetQuerySchema, result: null as unknown as DatasetPageReading },
  'datasets:get': { input: datasetRefSchema, result: null as unknown as DatasetDetailReading },
  'datasets:quality': { input: datasetRefSchema, result: null as unknown as QualityReading },
  'datasets:license': { input: datasetRefSchema, result: null as unknown as LicenseReading },
  'datasets:badge': { input: badgeInputSchema, result: null as unknown as BadgeImage },
  'categories:list': { input: noInput, result: null as unknown as CategoryListReading },
  'licenses:check': { input: compatibilityInputSchema, result: null as unknown as CompatibilityReading },
  'account:me': { input: noInput, result: null as unknown as AccountReading },
  /** The user pressed Retry: forget the failures the core remembers for this connection (failure-memory.ts). */
  'requests:forget-failures': { input: noInput, result: null as unknown as null },
  'connection:status': { input: noInput, result: null as unknown as ConnectionStatus },
  'connection:set': { input: connectionInputSchema, result: null as unknown as ConnectionStatus },
  'connection:save-key': { input: apiKeyInputSchema, result: null as unknown as ConnectionStatus },
  'connection:remove-key': { input: noInput, result: null as unknown as ConnectionStatus },
  'quota:state': { input: noInput, result: null as unknown as QuotaState },
  'session:stats': { input: noInput, result: null as unknown as SessionStats },
  'ui-state:get': { input: noInput, result: null as unknown as UiState | null },
  'ui-state:set': { input: uiStateSchema, result: null as unknown as null },
  'query-cache:load': { input: noInput, result: null as unknown as StoredQueryCache },
  'query-cache:save': { input: queryCacheSchema, result: null as unknown as null },
  'shell:open-external': { input: externalUrlSchema, result: null as unknown as null },
  'app:info': { input: noInput, result: null as unknown as AppInfo },
  'shortlist:get': { input: noInput, result: null as unknown as Shortlist },
  'shortlist:add': { input: z.object({ entry: shortlistEntrySchema }).strict(), result: null as unknown as Shortlist },
  'shortlist:remove': { input: datasetRefSchema, result: null as unknown as Shortlist },
  'shortlist:note': { input: z.object({ id: datasetId, note: z.string().max(MAX_NOTE_LENGTH, `A note is at most ${MAX_NOTE_LENGTH} characters.`) }).strict(), result: null as unknown as Shortlist },
  /** Electron: a save dialog, then the file. The browser shell has none: the renderer downloads instead. */
  'export:save': { input: exportFileSchema, result: null as unknown as ExportSaved },
  /** Electron: the window's print-to-PDF of the report on screen, then a save dialog. The browser shell prints instead. */
  'export:pdf': { input: z.object({ fileName: exportFileSchema.shape.fileName }).strict(), result: null as unknown as ExportSaved },
} as const;

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

/** A link to a dataset was opened while the app runs (`dataset-marketplace://dataset/<id>`, shared/deep-link.ts): show it. */
export interface OpenDatasetRequest {
  id: string;
}

/** Events pushed to the renderer: by the core, and `app:open-dataset` by the Electron main process. */
export interface EventPayloads {
  'quota:changed': QuotaState;
  'connection:changed': ConnectionStatus;
  'session:stats-changed': SessionStats;
  'marketplace:catalog': CatalogBuildStatus;
  'quota:alert': QuotaAlert;
  'app:open-dataset': OpenDatasetRequest;
}
export type EventChannel = keyof EventPayloads;
export const EVENT_CHANNELS: readonly EventChannel[] = ['quota:changed', 'connection:changed', 'session:stats-changed', 'marketplace:catalog', 'quota:alert', 'app:open-dataset'];

export const INVOKE_CHANNELS = Object.keys(invokeChannels) as InvokeChannel[];
