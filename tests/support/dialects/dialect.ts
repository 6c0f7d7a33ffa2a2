/**
 * A dialect: how an independent marketplace, following the API's public description but choosing
 * differently wherever it is silent, would shape every answer. Each reshapes the embedded
 * marketplace's records (the shapes docs/api.md decides) into its own; the dialect server
 * (../dialect-server.ts) serves them over HTTP, and the property tests feed them straight to
 * the reading layer.
 */
import type {
  AccountProfile,
  ApiErrorBody,
  CategoryList,
  CompatibilityResult,
  DatasetDetail,
  DatasetList,
  LicenseRecord,
  QualityRecord,
  ScoreInterval,
} from '../../../shared/wire/api-types';

export interface DialectError {
  contentType: string;
  body: string;
}

export interface Dialect {
  name: string;
  /** What this server chose, in a sentence (for test names and the README). */
  description: string;
  list(list: DatasetList): unknown;
  detail(detail: DatasetDetail): unknown;
  quality(record: QualityRecord): unknown;
  license(record: LicenseRecord): unknown;
  categories(list: CategoryList): unknown;
  compatibility(result: CompatibilityResult): unknown;
  account(profile: AccountProfile): unknown;
  error(status: number, body: ApiErrorBody): DialectError;
  /** The rate-limit headers of an answer, in this server's formats (values from the decided ones). */
  rateLimitHeaders(
    decided: { limit: string | null; remaining: string | null; reset: string | null; retryAfter: string | null },
    now: Date,
  ): Record<string, string>;
}

export const json = (value: unknown): DialectError => ({ contentType: 'application/json', body: JSON.stringify(value) });

export const epochSecondsToIso = (seconds: string | null) => (seconds === null ? null : new Date(Number(seconds) * 1000).toISOString());

/** The margin a server that states only a margin gives for an interval: its larger side. */
export const marginOf = (score: number | null, interval: ScoreInterval | undefined) =>
  interval && score !== null && Math.round(Math.max(interval.high - score, score - interval.low) * 1e6) / 1e6;

/** An interval on a 0–1 scale, as a `[low, high]` pair. */
export const fractionPair = (interval: ScoreInterval | undefined) => interval && [interval.low / 100, interval.high / 100];
