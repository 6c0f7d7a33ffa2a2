import type {
  AccountProfile,
  CategoryList,
  CompatibilityResult,
  DatasetDetail,
  DatasetList,
  LicenseRecord,
  QualityDimension,
  QualityPillar,
  QualityRecord,
} from './api-types';

/**
 * What the desktop client receives from a marketplace it does not control: any field may be
 * missing, unknown fields are kept, and enumerated words (tier, verdict, scopes, …) may be ones
 * this app does not know, so they are plain strings. The core checks shape leniently and the
 * renderer renders what is there.
 */
export type DeepPartial<T> = T extends (infer U)[]
  ? DeepPartial<U>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T extends string
      ? string
      : T;

/**
 * A record the core could not take exactly as it came (a field of another type than expected,
 * list entries it left out, a known word in another spelling) carries the server's JSON exactly
 * as sent under this key, so the raw JSON view still shows everything. The typed fields beside
 * it hold only values of their declared type.
 */
export const AS_SENT_FIELD = '_as_sent';

type Loose<T> = T & { [extra: string]: unknown };

export type ReceivedListItem = Loose<DeepPartial<DatasetList['data'][number]>> & { id: string };
export type ReceivedDatasetList = { data: ReceivedListItem[]; meta: Loose<DeepPartial<DatasetList['meta']>> };
export type ReceivedDatasetDetail = Loose<DeepPartial<DatasetDetail>> & { id: string };

/** A real service may send dimensions as an array of objects or as a `{name: score}` map. */
export type ReceivedScoreSet<T> = Array<Loose<DeepPartial<T>>> | Record<string, number | Loose<DeepPartial<T>>>;
export type ReceivedQualityRecord = Loose<DeepPartial<Omit<QualityRecord, 'dimensions' | 'pillars'>>> & {
  dimensions?: ReceivedScoreSet<QualityDimension>;
  pillars?: ReceivedScoreSet<QualityPillar>;
};

export type ReceivedLicenseRecord = Loose<DeepPartial<LicenseRecord>>;
export type ReceivedCategoryList = { data: Array<Loose<DeepPartial<CategoryList['data'][number]>>> };
export type ReceivedCompatibilityResult = Loose<DeepPartial<CompatibilityResult>>;
export type ReceivedAccountProfile = Loose<DeepPartial<AccountProfile>>;
