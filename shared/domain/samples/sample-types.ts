/**
 * What the core tells the renderer about a dataset's sample (channels `samples:plan` and
 * `samples:get`): where it comes from and what fetching it means before the first fetch, and
 * then its files, each sniffed from its bytes. Types only, plus the limits the screen states
 * (the core's on a download, the Preview's on what it reads).
 */
import type { SniffedKind } from './sniff-content';

export type { SniffedKind } from './sniff-content';

/**
 * What a sample request costs: the embedded marketplace counts no sample ('not-counted'); a
 * custom marketplace's own address gets the key and may count it ('may-count'; the app cannot
 * know before); another host never gets the key, so it cannot count against the quota ('no-key').
 */
export type SampleQuotaEffect = 'not-counted' | 'may-count' | 'no-key';

export interface SamplePlan {
  url: string;
  /** The host the sample is fetched from, as a person reads it (`samples.example.com`, `127.0.0.1:4600`). */
  host: string;
  /** On the marketplace's own origin, or on another host. */
  where: 'marketplace' | 'other-host';
  /** The API key goes with the request (the marketplace's own origin of a custom connection only). */
  keySent: boolean;
  quota: SampleQuotaEffect;
  /** The screen must say where the sample comes from (and what it may cost) and wait for a click before the first fetch. */
  needsConsent: boolean;
  /** The copy kept from an earlier fetch of this very address (offline, at quota 0, and for the hour after a fetch). */
  saved: { url: string; fetchedAt: string; bytes: number } | null;
}

export interface SampleFileEntry {
  /** The file's name in the archive, or the sample's own name. */
  path: string;
  bytes: number;
  kind: SniffedKind;
  /** The file's bytes, base64. */
  data: string;
}

export interface SampleBundle {
  plan: SamplePlan;
  /** The address these bytes were fetched from (for a saved copy, the address it was saved for). */
  fetchedFrom: string;
  /** The API key was found in the files and replaced by `[API key]`. */
  keyRemoved: boolean;
  /** ISO 8601 of the fetch these bytes came from. */
  fetchedAt: string;
  /** Fetched now; unchanged since the saved copy (304); or the saved copy alone (offline, at quota 0, or fetched within the hour). */
  source: 'fetched' | 'revalidated' | 'saved';
  /** Why the saved copy is shown, when that is news (offline, quota used up). */
  savedBecause: string | null;
  /** What the server said it was (not trusted: every file is sniffed). */
  declaredType: string | null;
  downloadBytes: number;
  /** The archive the files came out of. */
  container: 'zip' | 'gzip' | null;
  unpackedBytes: number;
  files: SampleFileEntry[];
  /** The images the sample's labels name by address (coco_url, file_name, an image list, VOC's path), when it holds labels but no images. */
  linked?: LinkedImages | null;
}

/**
 * What became of the images a sample's labels name by address: those on the sample's own origin
 * (or the embedded marketplace, or a host agreed to) are fetched with it and are among its files;
 * those on another host wait for the user's go-ahead, which the screen asks for with their count.
 */
export interface LinkedImages {
  /** How the labels name them: 'COCO', 'YOLO image list' or 'Pascal VOC'. */
  format: string;
  /** Distinct images the labels name. */
  named: number;
  /** Fetched now (their bytes are among the files). */
  fetched: number;
  fetchedBytes: number;
  /** The hosts they were fetched from. */
  fetchedFrom: string[];
  /** Hosts whose images wait for a click, with how many and what fetching them costs. */
  waiting: Array<{ host: string; count: number; quota: SampleQuotaEffect }>;
  /** Named but past MAX_LINKED_IMAGES: not fetched. */
  beyondCap: number;
  /** Why some were not fetched, one sentence per reason, each with its count. */
  problems: string[];
}

/** At most this many images named by address are fetched for one sample, and this many bytes of them in all. */
export const MAX_LINKED_IMAGES = 60;
export const MAX_LINKED_IMAGE_BYTES = 10 * 1024 * 1024;
/** Linked images are fetched this many at a time. */
export const LINKED_IMAGE_CONCURRENCY = 4;

/** At most this much is downloaded. */
export const MAX_SAMPLE_DOWNLOAD_BYTES = 10 * 1024 * 1024;
/** At most this much once unpacked (zip or gzip), all files together. */
export const MAX_SAMPLE_UNPACKED_BYTES = 20 * 1024 * 1024;
/** An archive with more files than this is not opened. */
export const MAX_SAMPLE_FILES = 200;
/** A sample fetch gives up after this long, redirects included. */
export const SAMPLE_TIMEOUT_MS = 20_000;
/** The preview's worker is stopped when reading one sample takes longer than this. */
export const SAMPLE_PARSE_TIMEOUT_MS = 20_000;

/**
 * What the Preview reads of a table (CSV, TSV, JSON, JSON Lines, GeoJSON, Parquet), so a wide or
 * long file stays a bounded view: its first columns, its first rows, and no more cells than this
 * in all (a wide table keeps fewer rows). The file's own column and row counts are still stated.
 */
export const MAX_TABLE_COLUMNS = 200;
export const MAX_TABLE_ROWS = 10_000;
export const MAX_TABLE_CELLS = 500_000;
/** The text view shows at most this many lines, each cut to this many characters. */
export const MAX_TEXT_LINES = 500;
export const MAX_TEXT_LINE_CHARS = 2_000;

/**
 * The answer of `samples:get`: the sample, or what the screen must say and ask before the first
 * fetch from where it is (another host; a custom marketplace that may count it; a redirect to
 * another host, `redirectedFrom` naming the host that sent the app on).
 */
export type SampleAnswer = { kind: 'sample'; sample: SampleBundle } | { kind: 'consent-needed'; plan: SamplePlan; redirectedFrom: string | null };
