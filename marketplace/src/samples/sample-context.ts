/**
 * The listing's facts a sample must agree with: its collection period (every date in it falls
 * there), its languages (every text or transcript is in one of them) and whether it holds
 * personal data (without it, no identifier, no date finer than the year, no age above 89).
 */
import type { PiiLevel } from '@dmd/shared/wire/api-types';

export interface SampleContext {
  fromMs: number;
  toMs: number;
  languages: readonly string[];
  /** De-identified or holding no personal data: HIPAA Safe Harbor's 18 identifiers are absent. */
  deidentified: boolean;
}

export interface ListingClaims {
  /** YYYY-MM-DD, the first and last day of collection. */
  collectedFrom?: string;
  collectedTo?: string;
  languages?: readonly string[];
  pii?: PiiLevel;
  hipaa?: boolean;
}

const DAY_MS = 86_400_000;
/** For a sample asked of facts without a period: the year 2024. */
const DEFAULT_FROM = '2024-01-01';
const DEFAULT_TO = '2024-12-31';

export function sampleContext(claims: ListingClaims): SampleContext {
  const fromMs = Date.parse(`${claims.collectedFrom ?? DEFAULT_FROM}T00:00:00Z`);
  const toMs = Date.parse(`${claims.collectedTo ?? DEFAULT_TO}T00:00:00Z`) + DAY_MS - 1;
  return {
    fromMs,
    toMs: Math.max(fromMs, toMs),
    languages: claims.languages !== undefined && claims.languages.length > 0 ? claims.languages : ['en'],
    deidentified: claims.hipaa === true || claims.pii !== 'contains_pii',
  };
}

/** Ages over 89 are one group under HIPAA Safe Harbor. */
export function shownAge(age: number, context: SampleContext): number | string {
  return context.deidentified && age > 89 ? '90+' : age;
}
