/**
 * Every limit the app and its marketplace agree on, once: input lengths, list sizes, page sizes,
 * quota shares and the quality tiers' cut-offs. The IPC schemas (ipc-schemas.ts), the screens'
 * inputs, the embedded marketplace's request schemas and so its OpenAPI text all read them here,
 * so the app never accepts what its own marketplace refuses.
 */

// Input lengths, in characters.
/** The search text (`q`). */
export const MAX_SEARCH_LENGTH = 200;
/** The category filter: a category's name or slug. */
export const MAX_CATEGORY_LENGTH = 100;
/** The format filter. */
export const MAX_FORMAT_LENGTH = 50;
/** The licence filter: part of a licence type. */
export const MAX_LICENSE_FILTER_LENGTH = 100;
/** A dataset's id or slug. */
export const DATASET_ID_MAX_LENGTH = 200;
/** A saved search's name. */
export const MAX_SAVED_SEARCH_NAME_LENGTH = 80;
/** A note on a shortlisted dataset. */
export const MAX_NOTE_LENGTH = 2000;
/** A marketplace address typed in Settings. */
export const MAX_BASE_URL_LENGTH = 2000;
/** An API key pasted in Settings (its form: shared/wire/api-key-form.ts). */
export const MIN_API_KEY_LENGTH = 8;
export const MAX_API_KEY_LENGTH = 512;

/**
 * What the app keeps of a listed dataset (the shortlist, the tray, a check's titles), in
 * characters: longer text from a marketplace is cut to it before it is kept.
 */
export const KEPT_TEXT_LENGTHS = { title: 500, license: 200, tier: 40, category: 200, format: 200, version: 100, url: 2000, time: 40 } as const;

// Listings.
export const DEFAULT_PER_PAGE = 20;
/** Larger page sizes are clamped to it by the marketplace. */
export const MAX_PER_PAGE = 100;
/** The page sizes the search screen offers (and a saved search may hold). */
export const PAGE_SIZE_CHOICES = [20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZE_CHOICES)[number];
/** The highest page number a listing takes. */
export const MAX_PAGE = 1_000_000;

// Lists the app keeps, and the datasets of a check.
export const MIN_COMPATIBILITY_DATASETS = 2;
export const MAX_COMPATIBILITY_DATASETS = 10;
/** Datasets compared side by side. */
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;
export const MAX_SAVED_SEARCHES = 50;
export const MAX_SHORTLIST = 200;
/** Requests a day the opt-in start-up check of saved searches may spend (one per saved search checked). */
export const SAVED_SEARCH_CHECK_BUDGET = { min: 1, max: 20, default: 3 } as const;

// The saved copy of the results (react-query's cache, kept on disk by the core), in characters.
/** The most the core takes in one save. */
export const QUERY_CACHE_MAX_CHARS = 20_000_000;
/**
 * What the renderer aims to save at most: the largest records are left out until the rest fit,
 * well within QUERY_CACHE_MAX_CHARS and within the browser shell's body limit once escaped.
 */
export const QUERY_CACHE_SAVE_BUDGET_CHARS = 12_000_000;

// Shares of the daily quota.
/** At or below it the meter warns, the app says so once a day outside its window, and nothing is fetched in the background. */
export const LOW_QUOTA_SHARE = 0.2;
/** At or below it the meter turns critical. */
export const CRITICAL_QUOTA_SHARE = 0.05;
/**
 * The latest a quota reset may be believed: quotas renew daily at 00:00 UTC (the spec), so a
 * reset a response names further ahead is read as the next midnight plus this margin.
 */
export const QUOTA_RESET_MARGIN_MS = 5 * 60_000;
/** The longest pause a rate limit (`Retry-After`, a 429) may impose before the app asks again. */
export const MAX_RATE_LIMIT_PAUSE_MS = 5 * 60_000;

// Searching as the user types (the rule: renderer/search/search-timing.ts).
/**
 * How long typing must pause before a typed search is sent, by the quota's standing (ms). People
 * leave 80–600 ms between keys, with a long tail: a pause longer than nearly all of those sends
 * one search per word, and the loaded results answer each key at once meanwhile. With little
 * quota left the app waits longer.
 */
export const SEARCH_PAUSE_MS = { ok: 750, low: 1_200, critical: 2_000 } as const;
/** A second search sent while typing the same word waits this many times the pause. */
export const SEARCH_SAME_WORD_PAUSE_FACTOR = 2;
/** A last word shorter than this, with no space after it, is a prefix: typing never sends it, Enter does. */
export const MIN_SEARCH_WORD_LENGTH = 3;

// Quality.
/** The range of an LQS composite, and so of its minimum as a filter. */
export const LQS_MIN = 0;
export const LQS_MAX = 100;
/** The lowest LQS composite of each quality tier, best first; anything lower is bronze. */
export const TIER_CUT_OFFS = { platinum: 90, gold: 75, silver: 60 } as const;
