/**
 * Lenient response schemas: a marketplace we do not control may add fields, leave optional ones
 * out or send them with another type. Unknown fields are kept (`.loose()`), enumerated words the
 * app does not know are kept as plain strings, numbers sent as decimal text are read as numbers,
 * and a field of another type becomes "missing" in the typed record — which then carries the
 * server's JSON exactly as sent under `AS_SENT_FIELD`, so nothing is lost. List items the app
 * cannot identify (no id) are left out of the typed list (and kept in its copy as sent). Only a
 * response whose skeleton is wrong (a list that is not a list, a record with no id) fails, as
 * `unexpected_response`.
 */
import { z } from 'zod';
import { QUALITY_TIERS, USE_CASES } from '../../shared/api-types';
import {
  AS_SENT_FIELD,
  type ReceivedAccountProfile,
  type ReceivedCategoryList,
  type ReceivedCompatibilityResult,
  type ReceivedDatasetDetail,
  type ReceivedDatasetList,
  type ReceivedLicenseRecord,
  type ReceivedQualityRecord,
} from '../../shared/received';

/** An optional field: missing is fine, a wrong type becomes "missing". */
function lenient<T extends z.ZodType>(schema: T) {
  return schema.optional().catch(undefined);
}

function looseObject<S extends z.ZodRawShape>(shape: S) {
  return z.object(shape).loose();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when `output` still holds every value of `sent`, unchanged and in place (extra keys are fine). */
function holdsAllOf(sent: unknown, output: unknown): boolean {
  if (Object.is(sent, output)) return true;
  if (Array.isArray(sent)) {
    return Array.isArray(output) && output.length === sent.length && sent.every((element, index) => holdsAllOf(element, output[index]));
  }
  if (isRecord(sent)) {
    return isRecord(output) && Object.entries(sent).every(([key, entry]) => Object.hasOwn(output, key) && holdsAllOf(entry, output[key]));
  }
  return false;
}

/**
 * A record that keeps the server's JSON as sent (under AS_SENT_FIELD) whenever the typed record
 * lost or changed anything of it. `unchanged` decides that; by default every value must be there.
 */
function keepingWhatWasSent<T extends z.ZodType>(schema: T, unchanged: (sent: unknown, output: z.output<T>) => boolean = holdsAllOf) {
  return z.unknown().transform((sent, ctx): z.output<T> => {
    const parsed = schema.safeParse(sent);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: sent });
      return z.NEVER;
    }
    const output = parsed.data;
    if (!isRecord(output) || unchanged(sent, output)) return output;
    return { ...output, [AS_SENT_FIELD]: sent } as z.output<T>;
  });
}

/** An array whose elements that do not fit are left out rather than failing the array. */
function keepFitting<T extends z.ZodType>(item: T) {
  return z.array(z.unknown()).transform((items) =>
    items.flatMap((element) => {
      const parsed = item.safeParse(element);
      return parsed.success ? [parsed.data as z.output<T>] : [];
    }),
  );
}

/** A word from a known set, matched case-insensitively (and given in its canonical spelling); any other word is kept as it is. */
function lenientEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return lenient(
    z.string().transform((word) => {
      const known = values.find((value) => value === word.trim().toLowerCase());
      return known ?? word;
    }),
  );
}

const DECIMAL_TEXT = /^\s*-?\d+(?:\.\d+)?\s*$/;

const text = lenient(z.string());
const nullableText = lenient(z.string().nullable());
/** A number, or one sent as decimal text ("19.99"). */
const num = lenient(z.preprocess((value) => (typeof value === 'string' && DECIMAL_TEXT.test(value) ? Number(value) : value), z.number()));
const bool = lenient(z.boolean());
const textList = lenient(keepFitting(z.string()));
/** Ids: strings, or numbers from services that use numeric ids. */
const id = z.union([z.string().min(1), z.number().transform(String)]);

const seller = lenient(looseObject({ id: lenient(id), name: text, verified: bool }));

const listItemShape = {
  id,
  slug: text,
  title: text,
  category: text,
  format: text,
  price: num,
  item_count: num,
  license: text,
  quality: lenient(looseObject({ composite: num, tier: lenientEnum(QUALITY_TIERS) })),
  compliance: lenient(looseObject({ hipaa: bool, gdpr: bool })),
  stats: lenient(looseObject({ total_sales: num, avg_rating: num })),
  urls: lenient(looseObject({ dataset: text, license: text, badge: text })),
  created_at: text,
};

const listItem = keepingWhatWasSent(looseObject(listItemShape));

/** Some services answer a list endpoint with a bare array instead of an envelope. */
function envelope(value: unknown): unknown {
  return Array.isArray(value) ? { data: value } : value;
}

/**
 * A list envelope keeps its copy as sent only for what happened at its own level (entries left
 * out, a broken meta): each entry that changed keeps its own copy.
 */
function listEnvelope<S extends z.ZodRawShape & { data: z.ZodType<unknown[]> }>(shape: S) {
  return keepingWhatWasSent(z.preprocess(envelope, looseObject(shape)), (sent, output) => {
    const wrapped = envelope(sent);
    if (!isRecord(wrapped) || !Array.isArray(wrapped.data)) return false;
    const { data: sentData, ...sentRest } = wrapped;
    const { data: keptData, ...keptRest } = output as Record<string, unknown>;
    return Array.isArray(keptData) && keptData.length === sentData.length && holdsAllOf(sentRest, keptRest);
  });
}

export const datasetListSchema = listEnvelope({
  data: keepFitting(listItem),
  meta: looseObject({ total: num, page: num, per_page: num, has_more: bool }).catch({}),
});

export const datasetDetailSchema = keepingWhatWasSent(looseObject({
  ...listItemShape,
  description: text,
  tags: textList,
  modality: text,
  languages: textList,
  size_bytes: num,
  version: text,
  updated_at: text,
  seller,
  sample_url: nullableText,
}));

const pillar = looseObject({ key: text, label: text, weight: num, score: num });
const dimension = looseObject({ key: text, label: text, pillar: text, weight: num, score: num });

/** Pillars and dimensions: an array of objects, or a `{name: score}` / `{name: {...}}` map. */
function scoreSet<T extends z.ZodType>(entry: T) {
  return lenient(z.union([keepFitting(entry), z.record(z.string(), z.union([z.number(), entry]))]));
}

export const qualityRecordSchema = keepingWhatWasSent(looseObject({
  dataset_id: lenient(id),
  slug: text,
  lqs_version: lenient(z.union([z.string(), z.number().transform(String)])),
  composite: num,
  tier: lenientEnum(QUALITY_TIERS),
  trainability: num,
  badge_url: text,
  scored_at: text,
  pillars: scoreSet(pillar),
  dimensions: scoreSet(dimension),
}));

const permissionsShape = {
  commercial_use: bool,
  model_training: bool,
  derivatives: bool,
  redistribution: bool,
  attribution_required: bool,
  share_alike: bool,
};

export const licenseRecordSchema = keepingWhatWasSent(looseObject({
  dataset_id: lenient(id),
  license: lenient(looseObject({ type: text, name: text, spdx_id: nullableText, url: nullableText })),
  permissions: lenient(looseObject(permissionsShape)),
  compliance: lenient(
    looseObject({
      hipaa: bool,
      gdpr: bool,
      pii: lenientEnum(['none', 'deidentified', 'contains_pii'] as const),
      consent_documented: bool,
      data_residency: nullableText,
    }),
  ),
  provenance: lenient(
    looseObject({
      source: text,
      collection_method: text,
      collected_from: text,
      collected_to: text,
      seller,
      upstream: lenient(keepFitting(looseObject({ name: text, license: text }))),
    }),
  ),
}));

export const categoryListSchema = listEnvelope({
  data: keepFitting(keepingWhatWasSent(looseObject({ name: text, slug: text, count: num }))),
});

export const compatibilityResultSchema = keepingWhatWasSent(looseObject({
  verdict: lenientEnum(['compatible', 'conditional', 'incompatible'] as const),
  use_case: lenientEnum(USE_CASES),
  datasets: lenient(
    keepFitting(
      looseObject({
        id: lenient(id),
        slug: text,
        title: text,
        license: text,
        allowed: bool,
        conditions: textList,
        reasons: textList,
      }),
    ),
  ),
  combined_terms: lenient(looseObject({ ...permissionsShape, most_restrictive_license: text, obligations: textList })),
  conflicts: lenient(keepFitting(looseObject({ dataset_ids: textList, reason: text }))),
}));

export const accountProfileSchema = keepingWhatWasSent(looseObject({
  id: lenient(id),
  name: text,
  email: text,
  tier: lenientEnum(['free', 'pro'] as const),
  active_listings: num,
  quota: lenient(looseObject({ limit: num, used: num, remaining: num, resets_at: text })),
  usage: lenient(
    looseObject({
      requests_today: num,
      requests_all_time: num,
      active_keys: num,
      keys: lenient(
        keepFitting(
          looseObject({
            id: lenient(id),
            name: text,
            prefix: text,
            scopes: textList,
            requests_today: num,
            requests_all_time: num,
            last_used_at: nullableText,
            created_at: text,
          }),
        ),
      ),
      daily: lenient(keepFitting(looseObject({ date: text, requests: num }))),
    }),
  ),
}));

/** Compile-time proof that each schema produces the shared `Received*` type. */
type Produces<S extends z.ZodType, T> = z.output<S> extends T ? true : never;
export const schemaTypeChecks: [
  Produces<typeof datasetListSchema, ReceivedDatasetList>,
  Produces<typeof datasetDetailSchema, ReceivedDatasetDetail>,
  Produces<typeof qualityRecordSchema, ReceivedQualityRecord>,
  Produces<typeof licenseRecordSchema, ReceivedLicenseRecord>,
  Produces<typeof categoryListSchema, ReceivedCategoryList>,
  Produces<typeof compatibilityResultSchema, ReceivedCompatibilityResult>,
  Produces<typeof accountProfileSchema, ReceivedAccountProfile>,
] = [true, true, true, true, true, true, true];
