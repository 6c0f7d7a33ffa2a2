/**
 * fast-check arbitraries for records in the decided shapes (docs/api.md): valid records of
 * every kind, with edge values (free datasets, empty lists, nulls, unused keys), for the property
 * tests that reshape them by a dialect and read them back.
 */
import fc from 'fast-check';
import {
  QUALITY_TIERS,
  SCOPES,
  SCORE_BASES,
  SEARCH_MATCH_KINDS,
  USE_CASES,
  type AccountProfile,
  type CategoryList,
  type CompatibilityResult,
  type DatasetDetail,
  type DatasetList,
  type DatasetListItem,
  type LicenseRecord,
  type PiiLevel,
  type QualityRecord,
  type SearchMatch,
  type TermSources,
  type Verdict,
} from '../../shared/wire/api-types';
import { PILLARS } from '../../shared/domain/lqs';

const VERDICTS: Verdict[] = ['compatible', 'conditional', 'incompatible'];
const PII_LEVELS: PiiLevel[] = ['none', 'deidentified', 'contains_pii'];

const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{2,11}$/);
const text = fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => words.join(' '));
const slug = fc.array(fc.stringMatching(/^[a-z0-9]{2,8}$/), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('-'));
const id = fc.uuid();
const isoDate = fc.integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2030, 0, 1) }).map((ms) => new Date(Math.floor(ms / 1000) * 1000).toISOString());
const calendarDate = isoDate.map((iso) => iso.slice(0, 10));
/**
 * An LQS score as a marketplace gives one: 5.0–100 in tenths (the embedded marketplace's lie in that
 * range). A score of 1 or less on 0–100 is not realistic, and the reading layer reads a lone one
 * as a fraction (docs/quality-and-scores.md).
 */
const score = fc.integer({ min: 50, max: 1000 }).map((tenths) => tenths / 10);
/** How far below and above its score a score's interval reaches, in tenths (at most 10 points either side). */
const spread = fc.tuple(fc.nat({ max: 100 }), fc.nat({ max: 100 }));
const intervalAround = (value: number, [below, above]: [number, number]) => ({
  low: Math.max(0, Math.round(value * 10 - below) / 10),
  high: Math.min(100, Math.round(value * 10 + above) / 10),
});
const scoreBasis = fc.constantFrom(...SCORE_BASES);
const count = fc.nat({ max: 5_000_000 });
const price = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 1, max: 1_000_000 }).map((cents) => cents / 100),
);
const url = slug.map((path) => `http://127.0.0.1:4010/v1/datasets/${path}`);
const LICENSE_LABELS = ['CC0-1.0', 'CC-BY-4.0', 'CC-BY-SA-4.0', 'CC-BY-NC-4.0', 'ODbL-1.0', 'Research-Only', 'Proprietary-Commercial'];
const licenseLabel = fc.constantFrom(...LICENSE_LABELS);

const listItem: fc.Arbitrary<DatasetListItem> = fc
  .record({
    id,
    slug,
    title: text,
    category: text,
    format: fc.constantFrom('csv', 'jsonl', 'DICOM', 'yolo', 'parquet', 'wav'),
    price,
    item_count: count,
    license: licenseLabel,
    composite: score,
    tier: fc.constantFrom(...QUALITY_TIERS),
    hipaa: fc.boolean(),
    gdpr: fc.boolean(),
    total_sales: fc.nat({ max: 10_000 }),
    avg_rating: fc.integer({ min: 0, max: 50 }).map((tenths) => tenths / 10),
    page: url,
    created_at: isoDate,
  })
  .map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    category: r.category,
    format: r.format,
    price: r.price,
    item_count: r.item_count,
    license: r.license,
    quality: { composite: r.composite, tier: r.tier },
    compliance: { hipaa: r.hipaa, gdpr: r.gdpr },
    stats: { total_sales: r.total_sales, avg_rating: r.avg_rating },
    urls: { dataset: r.page, license: `${r.page}/license`, badge: `${r.page}/badge.svg` },
    created_at: r.created_at,
  }));

const searchWord = fc.stringMatching(/^[A-Za-z][a-z0-9]{0,11}$/);
const searchMatch: fc.Arbitrary<SearchMatch> = fc
  .record({
    words: fc.uniqueArray(searchWord, { minLength: 1, maxLength: 5 }),
    left: fc.nat(),
    notFound: fc.nat({ max: 2 }),
    kind: fc.constantFrom(...SEARCH_MATCH_KINDS),
  })
  .map(({ words, left, notFound, kind }) => ({
    kind,
    words,
    missing: kind === 'all_but_one' ? [words[left % words.length]!] : [],
    not_found: words.slice(words.length - Math.min(notFound, words.length - 1)),
  }));

export const datasetList: fc.Arbitrary<DatasetList> = fc
  .record({
    items: fc.uniqueArray(listItem, { maxLength: 6, selector: (item) => item.id }),
    page: fc.integer({ min: 1, max: 50 }),
    perPage: fc.integer({ min: 1, max: 100 }),
    more: fc.nat({ max: 500 }),
    match: fc.option(searchMatch, { nil: undefined }),
  })
  .map(({ items, page, perPage, more, match }) => ({
    data: items,
    meta: { total: (page - 1) * perPage + items.length + more, page, per_page: perPage, has_more: more > 0, ...(match && { match }) },
  }));

const seller = fc.record({ id, name: text, verified: fc.boolean() });

export const datasetDetail: fc.Arbitrary<DatasetDetail> = fc
  .record({
    item: listItem,
    description: text,
    tags: fc.uniqueArray(word, { maxLength: 5 }),
    modality: fc.constantFrom('image', 'text', 'audio', 'tabular'),
    languages: fc.uniqueArray(fc.constantFrom('en', 'de', 'fr', 'es'), { maxLength: 3 }),
    size_bytes: fc.nat({ max: 2 ** 40 }),
    version: fc.tuple(fc.nat(9), fc.nat(20)).map(([major, minor]) => `${major}.${minor}`),
    updated_at: isoDate,
    seller,
    sample_url: fc.option(
      url.map((u) => `${u}/sample.zip`),
      { nil: null },
    ),
  })
  .map(({ item, ...rest }) => ({ ...item, ...rest }));

export const qualityRecord: fc.Arbitrary<QualityRecord> = fc
  .record({
    id,
    slug,
    composite: score,
    tier: fc.constantFrom(...QUALITY_TIERS),
    trainability: score,
    scored_at: isoDate,
    pillarScores: fc.array(score, { minLength: PILLARS.length, maxLength: PILLARS.length }),
    dimensionScores: fc.array(score, { minLength: 14, maxLength: 14 }),
    spreads: fc.array(spread, { minLength: 2 + PILLARS.length + 14, maxLength: 2 + PILLARS.length + 14 }),
    basis: scoreBasis,
    dimensionBases: fc.array(scoreBasis, { minLength: 14, maxLength: 14 }),
    sampleSize: fc.integer({ min: 1, max: 2000 }),
    descriptions: fc.array(text, { minLength: PILLARS.length + 14, maxLength: PILLARS.length + 14 }),
  })
  .map((r) => {
    let offset = 0;
    const dimensions = PILLARS.flatMap((pillar) =>
      pillar.dimensions.map((dimension) => {
        const index = offset++;
        const dimensionScore = r.dimensionScores[index]!;
        return {
          key: dimension.key,
          label: dimension.label,
          pillar: pillar.key,
          weight: Math.round((pillar.weight / pillar.dimensions.length) * 1e6) / 1e6,
          score: dimensionScore,
          interval: intervalAround(dimensionScore, r.spreads[2 + PILLARS.length + index]!),
          basis: r.dimensionBases[index]!,
          description: r.descriptions[PILLARS.length + index]!,
        };
      }),
    );
    return {
      dataset_id: r.id,
      slug: r.slug,
      lqs_version: '3.0',
      composite: r.composite,
      tier: r.tier,
      trainability: r.trainability,
      badge_url: `http://127.0.0.1:4010/v1/datasets/${r.slug}/badge.svg`,
      scored_at: r.scored_at,
      pillars: PILLARS.map((pillar, index) => ({
        key: pillar.key,
        label: pillar.label,
        weight: pillar.weight,
        score: r.pillarScores[index]!,
        interval: intervalAround(r.pillarScores[index]!, r.spreads[2 + index]!),
        description: r.descriptions[index]!,
      })),
      dimensions,
      composite_interval: intervalAround(r.composite, r.spreads[0]!),
      trainability_interval: intervalAround(r.trainability, r.spreads[1]!),
      evidence: { basis: r.basis, sample_size: r.basis === 'files' ? r.sampleSize : null, confidence_level: 0.95, interval_method: 'Wilson score interval' },
      tier_thresholds: { platinum: 90, gold: 75, silver: 60, bronze: 0 },
    };
  });

const permissions = fc.record({
  commercial_use: fc.boolean(),
  model_training: fc.boolean(),
  derivatives: fc.boolean(),
  redistribution: fc.boolean(),
  attribution_required: fc.boolean(),
  share_alike: fc.boolean(),
});

export const licenseRecord: fc.Arbitrary<LicenseRecord> = fc.record({
  dataset_id: id,
  license: fc.record({ type: licenseLabel, name: text, spdx_id: fc.option(licenseLabel, { nil: null }), url: fc.option(url, { nil: null }) }),
  permissions,
  compliance: fc.record({
    hipaa: fc.boolean(),
    gdpr: fc.boolean(),
    pii: fc.constantFrom(...PII_LEVELS),
    consent_documented: fc.boolean(),
    data_residency: fc.option(fc.constantFrom('EU', 'US', 'UK'), { nil: null }),
  }),
  provenance: fc.record({
    source: text,
    collection_method: text,
    collected_from: calendarDate,
    collected_to: calendarDate,
    seller,
    upstream: fc.array(fc.record({ name: text, license: licenseLabel }), { maxLength: 3 }),
  }),
});

export const categoryList: fc.Arbitrary<CategoryList> = fc
  .uniqueArray(fc.record({ name: text, count: fc.nat({ max: 5000 }) }), { minLength: 1, maxLength: 8, selector: (category) => category.name.toLowerCase() })
  .map((categories) => ({
    data: categories.map((category) => ({ name: category.name, slug: category.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), count: category.count })),
  }));

function termSourcesOf(datasets: ReadonlyArray<{ id: string }>, masks: readonly number[]): TermSources {
  const chosen = (term: number) => datasets.filter((_, index) => ((masks[term] ?? 0) >> index) & 1).map((dataset) => dataset.id);
  return {
    commercial_use: chosen(0),
    model_training: chosen(1),
    derivatives: chosen(2),
    redistribution: chosen(3),
    attribution_required: chosen(4),
    share_alike: chosen(5),
  };
}

export const compatibilityResult: fc.Arbitrary<CompatibilityResult> = fc
  .record({
    verdict: fc.constantFrom(...VERDICTS),
    use_case: fc.constantFrom(...USE_CASES),
    datasets: fc.uniqueArray(
      fc.record({
        id,
        slug,
        title: text,
        license: licenseLabel,
        allowed: fc.boolean(),
        conditions: fc.array(text, { maxLength: 2 }),
        reasons: fc.array(text, { maxLength: 2 }),
      }),
      { minLength: 2, maxLength: 4, selector: (dataset) => dataset.id },
    ),
    terms: permissions,
    most_restrictive_license: licenseLabel,
    obligations: fc.array(text, { maxLength: 3 }),
    /** Per term, which of the datasets set it (bit i: dataset i). */
    sourceMasks: fc.array(fc.nat({ max: 15 }), { minLength: 6, maxLength: 6 }),
    conflictReasons: fc.array(text, { maxLength: 2 }),
  })
  .map((r) => ({
    verdict: r.verdict,
    use_case: r.use_case,
    datasets: r.datasets,
    combined_terms: {
      ...r.terms,
      most_restrictive_license: r.most_restrictive_license,
      obligations: r.obligations,
      term_sources: termSourcesOf(r.datasets, r.sourceMasks),
    },
    conflicts: r.conflictReasons.map((reason, index) => ({
      dataset_ids: r.datasets.slice(index, index + 2).map((dataset) => dataset.id),
      reason,
      blocking: index === 0,
    })),
  }));

export const accountProfile: fc.Arbitrary<AccountProfile> = fc
  .record({
    id,
    name: text,
    email: word.map((local) => `${local.toLowerCase()}@example.com`),
    tier: fc.constantFrom('free' as const, 'pro' as const),
    active_listings: fc.nat({ max: 40 }),
    limit: fc.constantFrom(100, 2000),
    used: fc.nat({ max: 100 }),
    resets_at: isoDate,
    all_time: fc.nat({ max: 100_000 }),
    keys: fc.uniqueArray(
      fc.record({
        id,
        name: text,
        prefix: fc.stringMatching(/^ls_live_[A-Za-z0-9]{2}$/),
        scopes: fc.uniqueArray(fc.constantFrom(...SCOPES), { minLength: 1, maxLength: 3 }),
        requests_today: fc.nat({ max: 100 }),
        requests_all_time: fc.nat({ max: 10_000 }),
        last_used_at: fc.option(isoDate, { nil: null }),
        created_at: isoDate,
      }),
      { minLength: 1, maxLength: 3, selector: (key) => key.name },
    ),
    daily: fc.uniqueArray(fc.record({ date: calendarDate, requests: fc.nat({ max: 200 }) }), { maxLength: 5, selector: (day) => day.date }),
  })
  .map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    tier: r.tier,
    active_listings: r.active_listings,
    quota: { limit: r.limit, used: Math.min(r.used, r.limit), remaining: r.limit - Math.min(r.used, r.limit), resets_at: r.resets_at },
    usage: {
      requests_today: Math.min(r.used, r.limit),
      requests_all_time: r.all_time,
      active_keys: r.keys.length,
      keys: r.keys,
      daily: [...r.daily].sort((a, b) => (a.date < b.date ? -1 : 1)),
    },
  }));
