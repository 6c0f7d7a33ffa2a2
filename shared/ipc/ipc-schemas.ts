/**
 * The zod schemas that check every input the renderer sends, channel by channel: the runtime half
 * of ./ipc-contract.ts, imported only where inputs are checked (the core, the browser shell's
 * server, the Electron main's IPC bridge, tests). The renderer imports the contract's types alone
 * and so ships without zod (eslint.config.js keeps it that way).
 *
 * `invokeChannels` names, for every channel, its input schema and its result type: the contract's
 * channel, input and result types are all read from this one table.
 */
import { z } from 'zod';
import { apiKeySchema } from '../wire/api-key-form';
import { SORT_FIELDS, SORT_ORDERS, USE_CASES } from '../wire/api-types';
import { boundedText } from '../domain/bounded-text';
import { DATASET_ID_PATTERN } from '../domain/deep-link';
import { THEMES, VIEWS } from './ui-choices';
import { checkFirstView, type FirstViewElement } from './first-view';
import type {
  AppInfo,
  BadgeImage,
  CatalogBuildStatus,
  ConnectionStatus,
  Diagnostics,
  ExportSaved,
  LogsFolderOpened,
  QuotaState,
  RequestLog,
  SavedSearchCheckState,
  SessionStats,
  StoredQueryCache,
} from './ipc-results';
import type { LicenseTermsReading } from '../domain/licenses/license-terms';
import {
  DATASET_ID_MAX_LENGTH,
  KEPT_TEXT_LENGTHS,
  QUERY_CACHE_MAX_CHARS,
  LQS_MAX,
  LQS_MIN,
  MAX_BASE_URL_LENGTH,
  MAX_COMPARED,
  MAX_COMPATIBILITY_DATASETS,
  MAX_NOTE_LENGTH,
  MAX_PAGE,
  MAX_PER_PAGE,
  MAX_SAVED_SEARCH_NAME_LENGTH,
  MAX_SAVED_SEARCHES,
  MAX_SEARCH_LENGTH,
  MIN_COMPATIBILITY_DATASETS,
  PAGE_SIZE_CHOICES,
  SAVED_SEARCH_CHECK_BUDGET,
} from '../domain/limits';
import { filterShape } from '../domain/search-filter-schemas';
import type { AccountReading } from '../domain/readings/account-reading';
import type { CategoryListReading } from '../domain/readings/category-reading';
import type { CompatibilityReading } from '../domain/readings/compatibility-reading';
import type { DatasetDetailReading, DatasetPageReading } from '../domain/readings/dataset-reading';
import type { LicenseReading } from '../domain/readings/license-reading';
import type { QualityReading } from '../domain/readings/quality-reading';
import type { SampleAnswer } from '../domain/samples/sample-types';
import { authorityInputSchema, authorityRefSchema, networkProxyInputSchema, proxyCredentialsInputSchema, type NetworkView } from './network-contract';

const datasetId = z
  .string()
  .trim()
  .min(1, 'A dataset id or slug is required.')
  .max(DATASET_ID_MAX_LENGTH, `A dataset id or slug is at most ${DATASET_ID_MAX_LENGTH} characters.`)
  .regex(DATASET_ID_PATTERN, "A dataset id or slug has only the characters of a URL path segment: letters, digits and -._~!$&'()*+,;=:@");

const searchText = z.string().max(MAX_SEARCH_LENGTH);

/** The search filters and sort field, alike in a dataset query and in the saved search state. */
const searchFilterShape = {
  ...filterShape<'values'>({ number: (schema) => schema, flag: z.boolean() }),
  sort: z.enum(SORT_FIELDS).optional(),
};

export const datasetQuerySchema = z
  .object({
    q: searchText.optional(),
    /** "Search instead for …": the words of `q` as typed, uncorrected (docs/api.md, `q_as_typed`). */
    q_as_typed: z.literal(true).optional(),
    ...searchFilterShape,
    order: z.enum(SORT_ORDERS).optional(),
    page: z.number().int().min(1).max(MAX_PAGE).optional(),
    per_page: z.number().int().min(1).max(MAX_PER_PAGE).optional(),
  })
  .strict();

const datasetRefSchema = z.object({ id: datasetId }).strict();

const compatibilityInputSchema = z
  .object({
    dataset_ids: z
      .array(datasetId)
      .min(MIN_COMPATIBILITY_DATASETS, `Choose at least ${MIN_COMPATIBILITY_DATASETS} datasets.`)
      .max(MAX_COMPATIBILITY_DATASETS, `At most ${MAX_COMPATIBILITY_DATASETS} datasets can be checked together.`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each dataset may appear only once.'),
    use_case: z.enum(USE_CASES).optional(),
  })
  .strict();

/** The marketplace to use; with `apiKey`, switched to only if that key passes its check there (one step). */
const connectionInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('embedded'), apiKey: apiKeySchema.optional() }).strict(),
  z.object({ kind: z.literal('custom'), baseUrl: z.string().trim().min(1).max(MAX_BASE_URL_LENGTH), apiKey: apiKeySchema.optional() }).strict(),
]);

/** The key is checked for its form (shared/wire/api-key-form.ts) before it is ever put in a header. */
export const apiKeyInputSchema = z.object({ apiKey: apiKeySchema }).strict();

/** A marketplace's text the app keeps: cut to `max` (bounded-text.ts), never refused for its length. */
const shortText = (max: number) => z.string().transform((value) => boundedText(value, max));
/** An address the app keeps: dropped when longer than `max`, as a cut one would lead nowhere. */
const keptUrl = (max: number) =>
  z
    .string()
    .transform((value) => (value.length <= max ? value : undefined))
    .optional();
const isoTime = z.string().max(KEPT_TEXT_LENGTHS.time);

/** The search filters, sort, order and page size (the text too), as kept and as saved under a name. */
const searchStateSchema = z
  .object({
    q: searchText,
    ...searchFilterShape,
    order: z.enum(SORT_ORDERS),
    per_page: z.literal(PAGE_SIZE_CHOICES),
  })
  .strict();

/** The last check asked for: restored after a restart, and shown from the cache at quota 0. */
const checkRequestSchema = z
  .object({
    datasetIds: z.array(datasetId).min(MIN_COMPATIBILITY_DATASETS).max(MAX_COMPATIBILITY_DATASETS),
    useCase: z.enum(USE_CASES),
    titles: z.record(datasetId, shortText(KEPT_TEXT_LENGTHS.title)),
    licenses: z.record(datasetId, shortText(KEPT_TEXT_LENGTHS.license)),
  })
  .strict();

const trayItemSchema = z
  .object({ id: datasetId, title: shortText(KEPT_TEXT_LENGTHS.title), license: shortText(KEPT_TEXT_LENGTHS.license).optional() })
  .strict();

const savedSearchSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
    name: z
      .string()
      .trim()
      .min(1, 'Give the search a name.')
      .max(MAX_SAVED_SEARCH_NAME_LENGTH, `A name is at most ${MAX_SAVED_SEARCH_NAME_LENGTH} characters.`),
    search: searchStateSchema,
    /** When it was last run: results created after it are "new since the last run". */
    lastRunAt: isoTime.optional(),
  })
  .strict();

/** `app:open-saved-search`, sent by the Electron main process when its notification is clicked: one saved search's id. */
export const openSavedSearchRequestSchema = z.object({ id: savedSearchSchema.shape.id }).strict();

/** Renderer state the user expects to find again after a restart. */
export const uiStateSchema = z
  .object({
    theme: z.enum(THEMES),
    search: searchStateSchema,
    compatibility: z
      .object({
        tray: z.array(trayItemSchema).max(MAX_COMPATIBILITY_DATASETS),
        useCase: z.enum(USE_CASES),
        lastCheck: checkRequestSchema.optional(),
        /** What "Remove the blocker and check again" took out (each at its place in the tray) and the check before it: "Put … back" restores both. */
        removed: z
          .object({
            items: z
              .array(
                trayItemSchema
                  .extend({
                    index: z
                      .number()
                      .int()
                      .min(0)
                      .max(MAX_COMPATIBILITY_DATASETS - 1),
                  })
                  .strict(),
              )
              .min(1)
              .max(MAX_COMPATIBILITY_DATASETS),
            check: checkRequestSchema,
          })
          .strict()
          .optional(),
      })
      .strict(),
    // Added after the first release: a state saved by an older version has none of these, and gets the defaults.
    /** Datasets chosen for the comparison, in column order. */
    compare: z
      .object({
        ids: z.array(datasetId).max(MAX_COMPARED),
        /** Each compared dataset's title when it was added: its column keeps a name when no record of it is held. */
        titles: z.record(datasetId, shortText(KEPT_TEXT_LENGTHS.title)).optional(),
      })
      .strict()
      .default({ ids: [] }),
    savedSearches: z.array(savedSearchSchema).max(MAX_SAVED_SEARCHES).default([]),
    /** Hide loaded results whose licence, in the app's reading, does not fit the intended use. */
    fitsMyUse: z.boolean().default(false),
    selectedDatasetId: datasetId.nullable(),
    view: z.enum(VIEWS),
  })
  .strict();
/**
 * A dataset on the shortlist, as it was listed when starred: what the Shortlist screen, the
 * comparison and the exports show without a request (at quota 0 too).
 */
export const shortlistEntrySchema = z
  .object({
    id: datasetId,
    title: shortText(KEPT_TEXT_LENGTHS.title),
    license: shortText(KEPT_TEXT_LENGTHS.license).optional(),
    price: z.number().min(0).optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    composite: z.number().min(LQS_MIN).max(LQS_MAX).optional(),
    tier: shortText(KEPT_TEXT_LENGTHS.tier).optional(),
    category: shortText(KEPT_TEXT_LENGTHS.category).optional(),
    format: shortText(KEPT_TEXT_LENGTHS.format).optional(),
    itemCount: z.number().int().min(0).optional(),
    pageUrl: keptUrl(KEPT_TEXT_LENGTHS.url),
    createdAt: isoTime.optional(),
    /** The version the detail record stated when starred (a star from the dataset's page). Later than the first files: optional. */
    version: shortText(KEPT_TEXT_LENGTHS.version).optional(),
  })
  .strict();
/** A file to save: Markdown, CSV, HTML or JSON-LD (Croissant) text the renderer made from what it shows. */
const exportFileSchema = z
  .object({
    fileName: z
      .string()
      .regex(/^[A-Za-z0-9 ._()-]{1,120}\.(md|csv|html|pdf|json)$/, 'A file name of letters, digits and . _ - ( ), ending .md, .csv, .html, .pdf or .json.'),
    mimeType: z.enum(['text/markdown', 'text/csv', 'text/html', 'application/ld+json']),
    content: z.string().max(10_000_000),
  })
  .strict();

const externalUrlSchema = z.object({ url: z.string().max(4000) }).strict();

/** `diagnostics:get`: the browser shell's page names its browser (its user agent); Electron's need not. */
const diagnosticsInputSchema = z
  .object({ browser: z.string().max(500).optional() })
  .strict()
  .optional();

/** A quality badge (`badge_url` of a quality record); the core fetches it only from the connected marketplace. */
const badgeInputSchema = z.object({ url: z.string().trim().min(1).max(KEPT_TEXT_LENGTHS.url) }).strict();

/** A dataset's sample (`sample_url` of its detail record); `consent` once the screen named where it comes from; `imageHosts` once it named where its images are. */
const sampleInputSchema = z
  .object({
    id: datasetId,
    url: z.string().trim().min(1).max(KEPT_TEXT_LENGTHS.url),
    consent: z.boolean().optional(),
    /** Hosts the user agreed to fetch the images the sample's labels name from (the core asks only about hosts the labels name). */
    imageHosts: z.array(z.string().trim().min(1).max(300)).max(20).optional(),
  })
  .strict();

/** react-query's dehydrated cache, serialised by the renderer, stored on disk by the core. */
/** The window's last painted results, saved with the cache (first-view.ts); null: nothing to show first next time. */
const firstViewSchema = z.custom<FirstViewElement>((value) => checkFirstView(value) !== null, 'Not a first view the app can show.');

const queryCacheSchema = z.object({ blob: z.string().max(QUERY_CACHE_MAX_CHARS), firstView: firstViewSchema.nullable().optional() }).strict();

const noInput = z.object({}).strict().optional();

/** The start-up check's opt-in and its daily budget of requests. */
export const savedSearchCheckSettingsSchema = z
  .object({
    enabled: z.boolean(),
    budget: z
      .number()
      .int()
      .min(SAVED_SEARCH_CHECK_BUDGET.min, `At least ${SAVED_SEARCH_CHECK_BUDGET.min} request a day.`)
      .max(SAVED_SEARCH_CHECK_BUDGET.max, `At most ${SAVED_SEARCH_CHECK_BUDGET.max} requests a day.`),
  })
  .strict();

/** The saved searches the window holds, each as the request it runs (page 1 is the one checked). */
const savedSearchCheckRunSchema = z
  .object({
    searches: z
      .array(
        z
          .object({
            id: savedSearchSchema.shape.id,
            name: savedSearchSchema.shape.name,
            lastRunAt: isoTime.optional(),
            query: datasetQuerySchema,
          })
          .strict(),
      )
      .max(MAX_SAVED_SEARCHES),
  })
  .strict();

/** The types of the state the schemas above check (the contract re-exports them). */
export type UiState = z.infer<typeof uiStateSchema>;

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

/** Channel → input schema and result type. */
export const invokeChannels = {
  'datasets:search': { input: datasetQuerySchema, result: null as unknown as DatasetPageReading },
  'datasets:get': { input: datasetRefSchema, result: null as unknown as DatasetDetailReading },
  'datasets:quality': { input: datasetRefSchema, result: null as unknown as QualityReading },
  'datasets:license': { input: datasetRefSchema, result: null as unknown as LicenseReading },
  'datasets:badge': { input: badgeInputSchema, result: null as unknown as BadgeImage },
  /** Fetched and unpacked by the core (electron/core/samples/), never by the window. */
  'samples:get': { input: sampleInputSchema, result: null as unknown as SampleAnswer },
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
  'session:requests': { input: noInput, result: null as unknown as RequestLog },
  'ui-state:get': { input: noInput, result: null as unknown as UiState | null },
  'ui-state:set': { input: uiStateSchema, result: null as unknown as null },
  'query-cache:load': { input: noInput, result: null as unknown as StoredQueryCache },
  'query-cache:save': { input: queryCacheSchema, result: null as unknown as null },
  'shell:open-external': { input: externalUrlSchema, result: null as unknown as null },
  'app:info': { input: noInput, result: null as unknown as AppInfo },
  /** The text Settings → Diagnostics previews and copies (electron/core/diagnostics/). */
  'diagnostics:get': { input: diagnosticsInputSchema, result: null as unknown as Diagnostics },
  /** Electron: the logs folder in the file manager. The browser shell answers its path only. */
  'diagnostics:open-logs-folder': { input: noInput, result: null as unknown as LogsFolderOpened },
  /** The embedded catalog's latest build status (null before any): a window that subscribes late still sees a build under way. */
  'marketplace:catalog-status': { input: noInput, result: null as unknown as CatalogBuildStatus | null },
  'shortlist:get': { input: noInput, result: null as unknown as Shortlist },
  'shortlist:add': { input: z.object({ entry: shortlistEntrySchema }).strict(), result: null as unknown as Shortlist },
  'shortlist:remove': { input: datasetRefSchema, result: null as unknown as Shortlist },
  'shortlist:note': {
    input: z.object({ id: datasetId, note: z.string().max(MAX_NOTE_LENGTH, `A note is at most ${MAX_NOTE_LENGTH} characters.`) }).strict(),
    result: null as unknown as Shortlist,
  },
  'saved-searches:check-state': { input: noInput, result: null as unknown as SavedSearchCheckState },
  'saved-searches:check-settings': { input: savedSearchCheckSettingsSchema, result: null as unknown as SavedSearchCheckState },
  /** Once at start-up: checks at most the day's budget of saved searches (electron/core/saved-search-check/). */
  'saved-searches:check': { input: savedSearchCheckRunSchema, result: null as unknown as SavedSearchCheckState },
  /** Electron: a save dialog, then the file. The browser shell has none: the renderer downloads instead. */
  'export:save': { input: exportFileSchema, result: null as unknown as ExportSaved },
  /** Electron: the window's print-to-PDF of the report on screen, then a save dialog. The browser shell prints instead. */
  'export:pdf': { input: z.object({ fileName: exportFileSchema.shape.fileName }).strict(), result: null as unknown as ExportSaved },
  /** Settings → Network (electron/core/network/): the proxy, its credentials (kept in the keychain), this app's certificate authorities. */
  'network:get': { input: noInput, result: null as unknown as NetworkView },
  'network:set-proxy': { input: networkProxyInputSchema, result: null as unknown as NetworkView },
  'network:set-credentials': { input: proxyCredentialsInputSchema, result: null as unknown as NetworkView },
  'network:clear-credentials': { input: noInput, result: null as unknown as NetworkView },
  'network:add-authority': { input: authorityInputSchema, result: null as unknown as NetworkView },
  'network:remove-authority': { input: authorityRefSchema, result: null as unknown as NetworkView },
} as const;

export const INVOKE_CHANNELS = Object.keys(invokeChannels) as (keyof typeof invokeChannels)[];
