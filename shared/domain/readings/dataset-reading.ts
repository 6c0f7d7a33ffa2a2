/**
 * A dataset as the app read it from a marketplace's list item or detail record (the reading layer
 * in electron/core/reading/ builds these). Every fact is `Stated` (value + source field) or absent.
 */
import type { QualityTier, ScoreBasis, SearchMatchKind } from '../../wire/api-types';
import type { LicenseTermsReading } from '../licenses/license-terms';
import type { Stated, Word } from '../stated';

export interface SellerReading {
  id?: Stated<string>;
  name?: Stated<string>;
  verified?: Stated<boolean>;
}

export interface DatasetSummaryReading {
  /** The id to ask the marketplace for this dataset by (its id, else its slug). */
  id: string;
  slug?: Stated<string>;
  title?: Stated<string>;
  category?: Stated<string>;
  format?: Stated<string>;
  price?: Stated<number>;
  /** ISO 4217, when the record names a currency; the spec's prices are dollars. */
  currency?: Stated<string>;
  itemCount?: Stated<number>;
  /** The licence label (type), e.g. `CC-BY-4.0`. */
  license?: Stated<string>;
  /** The app's reading of `license` (its licence table and reader, in the core): what the use-fit marks use. */
  licenseTerms?: LicenseTermsReading;
  composite?: Stated<number>;
  tier?: Stated<Word<QualityTier>>;
  /** What the listing says its scores were computed from: the search row and Compare mark "metadata only". */
  scoreBasis?: Stated<Word<ScoreBasis>>;
  hipaa?: Stated<boolean>;
  gdpr?: Stated<boolean>;
  totalSales?: Stated<number>;
  averageRating?: Stated<number>;
  pageUrl?: Stated<string>;
  licenseUrl?: Stated<string>;
  badgeUrl?: Stated<string>;
  createdAt?: Stated<string>;
  /** The record exactly as the server sent it. */
  raw: unknown;
}

/** A licence the description names, as written there, and the app's reading of it. */
interface LicenseMentionReading {
  written: string;
  reading: LicenseTermsReading;
}

export interface DatasetDetailReading extends DatasetSummaryReading {
  description?: Stated<string>;
  /** The licences the description names (the app's reading of its words); absent when there is no description. */
  descriptionLicenses?: LicenseMentionReading[];
  tags?: Stated<string[]>;
  modality?: Stated<string>;
  languages?: Stated<string[]>;
  sizeBytes?: Stated<number>;
  version?: Stated<string>;
  /** When the dataset was published (`published_at`), which the listing's `createdAt` is not. */
  publishedAt?: Stated<string>;
  updatedAt?: Stated<string>;
  seller?: SellerReading;
  /** `null`: the server stated there is no sample. */
  sampleUrl?: Stated<string | null>;
}

/**
 * How the listed datasets match the words of the search, as the marketplace stated it (docs/api.md,
 * `meta.match`): every word, or all but one of `missing`; `notFound`: words no dataset holds,
 * which every listed one lacks. Words are the buyer's, as typed.
 */
export interface SearchMatchReading {
  kind: SearchMatchKind;
  words: string[];
  missing: string[];
  notFound: string[];
}

/**
 * The search the marketplace ran instead of the one typed, as it stated it (docs/api.md,
 * `meta.query_correction`): each word it corrected, as typed and as searched.
 */
export interface QueryCorrectionReading {
  original: string;
  corrected: string;
  words: Array<{ from: string; to: string }>;
}

export interface DatasetPageReading {
  items: DatasetSummaryReading[];
  /** Absent when the marketplace does not say (the app then says nothing of it either). */
  match?: Stated<SearchMatchReading>;
  /** Absent when the marketplace corrected nothing or does not say. */
  correction?: Stated<QueryCorrectionReading>;
  total?: Stated<number>;
  page?: Stated<number>;
  perPage?: Stated<number>;
  hasMore?: Stated<boolean>;
  /** Entries the app could not use (no id or slug to open them by); they stay in `raw`. */
  unreadable: number;
  /** The envelope exactly as sent (items included). */
  raw: unknown;
}
