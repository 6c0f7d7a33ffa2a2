/**
 * Compares what the reading layer read from a dialect's answer with the truth (the decided
 * record it was made from). A fact may be the truth or "not stated" (absent); anything else is a
 * wrong fact, returned as a line saying which and how. `stated` lists the facts that were read,
 * so tests can also require that the important ones come through.
 */
import type {
  AccountProfile,
  CategoryList,
  CompatibilityResult,
  DatasetDetail,
  DatasetList,
  DatasetListItem,
  LicensePermissions,
  LicenseRecord,
  QualityRecord,
  ScoreInterval,
} from '../../shared/wire/api-types';
import type { AccountReading } from '../../shared/domain/readings/account-reading';
import type { CategoryListReading } from '../../shared/domain/readings/category-reading';
import type { CompatibilityReading } from '../../shared/domain/readings/compatibility-reading';
import type { DatasetDetailReading, DatasetPageReading, DatasetSummaryReading, SellerReading } from '../../shared/domain/readings/dataset-reading';
import type { LicenseReading, ObligationFacts, PermissionFacts } from '../../shared/domain/readings/license-reading';
import type { QualityReading } from '../../shared/domain/readings/quality-reading';
import type { Stated } from '../../shared/domain/stated';

export interface Comparison {
  wrong: string[];
  stated: string[];
}

type Equal = (read: unknown, truth: unknown) => boolean;

const same: Equal = (read, truth) => JSON.stringify(read) === JSON.stringify(truth);
/** The same moment; a server that states times to the second (epoch seconds) states the truth too. */
const sameInstant: Equal = (read, truth) => typeof read === 'string' && typeof truth === 'string' && Math.abs(Date.parse(read) - Date.parse(truth)) < 1000;
const near: Equal = (read, truth) => typeof read === 'number' && typeof truth === 'number' && Math.abs(read - truth) < 1e-6;
/** Free text may come as one string or a list: the words must be the same. */
const sameText: Equal = (read, truth) => (Array.isArray(read) ? read.join(' ') : read) === (Array.isArray(truth) ? truth.join(' ') : truth);
const sameSet: Equal = (read, truth) => Array.isArray(read) && Array.isArray(truth) && same([...read].sort(), [...truth].sort());
/** A word as the app reads it; null (not stated, as a tier with no score): nothing may be read. */
const known = (word: string | null) => (word === null ? null : { known: word });
/**
 * The same interval, or the one a server that states only a margin would give for it: the larger
 * side either way round the score, cut at 0 and 100.
 */
const sameIntervalAround =
  (score: number | null): Equal =>
  (read, truth) => {
    const [r, t] = [read as ScoreInterval, truth as ScoreInterval | undefined];
    if (t === undefined || score === null) return false;
    const margin = Math.max(t.high - score, score - t.low);
    const asMargin = { low: Math.max(0, score - margin), high: Math.min(100, score + margin) };
    return [t, asMargin].some((candidate) => near(r.low, candidate.low) && near(r.high, candidate.high));
  };
const canonical = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

class Checker {
  readonly result: Comparison = { wrong: [], stated: [] };
  constructor(private readonly prefix = '') {}

  fact(name: string, fact: Stated<unknown> | undefined, truth: unknown, equal: Equal = same): void {
    if (fact === undefined) return;
    const path = `${this.prefix}${name}`;
    this.result.stated.push(path);
    if (!equal(fact.value, truth)) this.result.wrong.push(`${path}: read ${JSON.stringify(fact.value)} from "${fact.from}", truth ${JSON.stringify(truth)}`);
  }

  value(name: string, read: unknown, truth: unknown, equal: Equal = same): void {
    const path = `${this.prefix}${name}`;
    this.result.stated.push(path);
    if (!equal(read, truth)) this.result.wrong.push(`${path}: read ${JSON.stringify(read)}, truth ${JSON.stringify(truth)}`);
  }

  merge(other: Comparison): void {
    this.result.wrong.push(...other.wrong);
    this.result.stated.push(...other.stated);
  }
}

function seller(check: Checker, name: string, read: SellerReading | undefined, truth: { id: string; name: string; verified: boolean }): void {
  check.fact(`${name}.id`, read?.id, truth.id);
  check.fact(`${name}.name`, read?.name, truth.name);
  check.fact(`${name}.verified`, read?.verified, truth.verified);
}

/**
 * The four permissions and two obligations of a licence, or of combined terms, against the
 * record's flags. `obligationsName`: where the reading keeps the obligations (a licence's
 * `obligations`, a compatibility check's `obligationFlags`).
 */
function terms(check: Checker, permissions: PermissionFacts, obligations: ObligationFacts, obligationsName: string, truth: LicensePermissions): void {
  check.fact('permissions.commercialUse', permissions.commercialUse, truth.commercial_use);
  check.fact('permissions.modelTraining', permissions.modelTraining, truth.model_training);
  check.fact('permissions.derivatives', permissions.derivatives, truth.derivatives);
  check.fact('permissions.redistribution', permissions.redistribution, truth.redistribution);
  check.fact(`${obligationsName}.attribution`, obligations.attribution, truth.attribution_required);
  check.fact(`${obligationsName}.shareAlike`, obligations.shareAlike, truth.share_alike);
}

function compareItem(read: DatasetSummaryReading, truth: DatasetListItem, prefix = ''): Comparison {
  const check = new Checker(prefix);
  check.value('id', read.id, truth.id);
  check.fact('slug', read.slug, truth.slug);
  check.fact('title', read.title, truth.title);
  check.fact('category', read.category, truth.category);
  check.fact('format', read.format, truth.format);
  check.fact('price', read.price, truth.price, near);
  check.fact('currency', read.currency, 'USD');
  check.fact('itemCount', read.itemCount, truth.item_count);
  check.fact('license', read.license, truth.license);
  check.fact('composite', read.composite, truth.quality.composite, near);
  check.fact('tier', read.tier, known(truth.quality.tier));
  check.fact('hipaa', read.hipaa, truth.compliance.hipaa);
  check.fact('gdpr', read.gdpr, truth.compliance.gdpr);
  check.fact('totalSales', read.totalSales, truth.stats.total_sales);
  check.fact('averageRating', read.averageRating, truth.stats.avg_rating, near);
  check.fact('pageUrl', read.pageUrl, truth.urls.dataset);
  check.fact('licenseUrl', read.licenseUrl, truth.urls.license);
  check.fact('badgeUrl', read.badgeUrl, truth.urls.badge);
  check.fact('createdAt', read.createdAt, truth.created_at, sameInstant);
  return check.result;
}

export function compareDetail(read: DatasetDetailReading, truth: DatasetDetail): Comparison {
  const check = new Checker();
  check.merge(compareItem(read, truth));
  check.fact('description', read.description, truth.description);
  check.fact('tags', read.tags, truth.tags);
  check.fact('modality', read.modality, truth.modality);
  check.fact('languages', read.languages, truth.languages);
  check.fact('sizeBytes', read.sizeBytes, truth.size_bytes);
  check.fact('version', read.version, truth.version);
  check.fact('updatedAt', read.updatedAt, truth.updated_at, sameInstant);
  seller(check, 'seller', read.seller, truth.seller);
  check.fact('sampleUrl', read.sampleUrl, truth.sample_url);
  return check.result;
}

export function comparePage(read: DatasetPageReading, truth: DatasetList): Comparison {
  const check = new Checker();
  check.value('items.length', read.items.length, truth.data.length);
  read.items.forEach((item, index) => {
    const match = truth.data.find((candidate) => candidate.id === item.id || candidate.slug === item.id);
    if (match === undefined) check.value(`items[${index}].id`, item.id, '(a dataset of the page)');
    else check.merge(compareItem(item, match, `items[${index}].`));
  });
  check.fact('total', read.total, truth.meta.total);
  check.fact('page', read.page, truth.meta.page);
  check.fact('perPage', read.perPage, truth.meta.per_page);
  check.fact('hasMore', read.hasMore, truth.meta.has_more);
  const match = truth.meta.match;
  check.fact('match', read.match, match && { kind: match.kind, words: match.words, missing: match.missing, notFound: match.not_found });
  return check.result;
}

export function compareQuality(read: QualityReading, truth: QualityRecord): Comparison {
  const check = new Checker();
  check.fact('datasetId', read.datasetId, truth.dataset_id);
  check.fact('lqsVersion', read.lqsVersion, truth.lqs_version);
  check.fact('composite', read.composite, truth.composite, near);
  check.fact('tier', read.tier, known(truth.tier));
  check.fact('trainability', read.trainability, truth.trainability, near);
  check.fact('compositeInterval', read.compositeInterval, truth.composite_interval, sameIntervalAround(truth.composite));
  check.fact('trainabilityInterval', read.trainabilityInterval, truth.trainability_interval, sameIntervalAround(truth.trainability));
  check.fact('evidence.basis', read.evidence.basis, truth.evidence && known(truth.evidence.basis));
  check.fact('evidence.sampleSize', read.evidence.sampleSize, truth.evidence?.sample_size);
  check.fact('evidence.confidenceLevel', read.evidence.confidenceLevel, truth.evidence?.confidence_level, near);
  check.fact('evidence.intervalMethod', read.evidence.intervalMethod, truth.evidence?.interval_method);
  const thresholds =
    truth.tier_thresholds &&
    Object.entries(truth.tier_thresholds)
      .map(([tier, min]) => ({ tier: known(tier), min }))
      .sort((a, b) => b.min - a.min);
  check.fact(
    'tierThresholds',
    read.tierThresholds,
    thresholds,
    (readValue, truthValue) =>
      Array.isArray(readValue) &&
      Array.isArray(truthValue) &&
      readValue.length === truthValue.length &&
      readValue.every((entry: { tier: unknown; min: number }, index) => same(entry.tier, truthValue[index].tier) && near(entry.min, truthValue[index].min)),
  );
  check.fact('badgeUrl', read.badgeUrl, truth.badge_url);
  check.fact('scoredAt', read.scoredAt, truth.scored_at, sameInstant);
  const byName = <T extends { key: string; label: string }>(list: readonly T[], read: { key: string; label: string }) =>
    list.find((entry) => [entry.key, entry.label].some((name) => [read.key, read.label].some((readName) => canonical(readName) === canonical(name))));
  for (const pillar of read.pillars) {
    if (pillar.key === 'other') {
      for (const dimension of pillar.dimensions) check.value(`pillars.other.${dimension.key}`, 'placed in Other', 'a known pillar');
      continue;
    }
    const truthPillar = byName(truth.pillars, pillar);
    if (truthPillar === undefined) {
      check.value(`pillars.${pillar.key}`, pillar.label, '(a pillar of the record)');
      continue;
    }
    check.fact(`pillars.${truthPillar.key}.score`, pillar.score, truthPillar.score, near);
    check.fact(`pillars.${truthPillar.key}.weight`, pillar.weight, truthPillar.weight, near);
    check.fact(`pillars.${truthPillar.key}.interval`, pillar.interval, truthPillar.interval, sameIntervalAround(truthPillar.score));
    check.fact(`pillars.${truthPillar.key}.description`, pillar.description, truthPillar.description);
    for (const dimension of pillar.dimensions) {
      const truthDimension = byName(truth.dimensions, dimension);
      if (truthDimension === undefined) {
        check.value(`dimensions.${dimension.key}`, dimension.label, '(a dimension of the record)');
        continue;
      }
      check.value(`dimensions.${truthDimension.key}.pillar`, truthPillar.key, truthDimension.pillar);
      check.fact(`dimensions.${truthDimension.key}.score`, dimension.score, truthDimension.score, near);
      check.fact(`dimensions.${truthDimension.key}.weight`, dimension.weight, truthDimension.weight, near);
      check.fact(`dimensions.${truthDimension.key}.interval`, dimension.interval, truthDimension.interval, sameIntervalAround(truthDimension.score));
      check.fact(`dimensions.${truthDimension.key}.basis`, dimension.basis, truthDimension.basis && known(truthDimension.basis));
      check.fact(`dimensions.${truthDimension.key}.description`, dimension.description, truthDimension.description);
      if (dimension.known !== undefined) check.value(`dimensions.${truthDimension.key}.known`, dimension.known, truthDimension.key);
    }
  }
  return check.result;
}

export function compareLicense(read: LicenseReading, truth: LicenseRecord): Comparison {
  const check = new Checker();
  check.fact('datasetId', read.datasetId, truth.dataset_id);
  check.fact('type', read.type, truth.license.type);
  check.fact('name', read.name, truth.license.name);
  check.fact('spdxId', read.spdxId, truth.license.spdx_id);
  check.fact('url', read.url, truth.license.url);
  terms(check, read.permissions, read.obligations, 'obligations', truth.permissions);
  check.value(
    'otherFlags',
    read.otherFlags.map((flag) => flag.name),
    [],
  );
  check.fact('compliance.hipaa', read.compliance.hipaa, truth.compliance.hipaa);
  check.fact('compliance.gdpr', read.compliance.gdpr, truth.compliance.gdpr);
  check.fact('compliance.pii', read.compliance.pii, known(truth.compliance.pii));
  check.fact('compliance.consentDocumented', read.compliance.consentDocumented, truth.compliance.consent_documented);
  check.fact('compliance.dataResidency', read.compliance.dataResidency, truth.compliance.data_residency);
  check.fact('provenance.source', read.provenance.source, truth.provenance.source);
  check.fact('provenance.collectionMethod', read.provenance.collectionMethod, truth.provenance.collection_method);
  check.fact('provenance.collectedFrom', read.provenance.collectedFrom, truth.provenance.collected_from, sameInstant);
  check.fact('provenance.collectedTo', read.provenance.collectedTo, truth.provenance.collected_to, sameInstant);
  seller(check, 'provenance.seller', read.provenance.seller, truth.provenance.seller);
  read.provenance.upstream.forEach((upstream, index) => {
    check.fact(`provenance.upstream[${index}].name`, upstream.name, truth.provenance.upstream[index]?.name);
    check.fact(`provenance.upstream[${index}].license`, upstream.license, truth.provenance.upstream[index]?.license);
  });
  return check.result;
}

export function compareCategories(read: CategoryListReading, truth: CategoryList): Comparison {
  const check = new Checker();
  for (const category of read.categories) {
    const match = truth.data.find((candidate) => candidate.name === category.name.value || candidate.slug === category.name.value);
    if (match === undefined) {
      check.value(`categories.${category.name.value}`, category.name.value, '(a category of the list)');
      continue;
    }
    check.fact(`categories.${match.slug}.count`, category.count, match.count);
    check.fact(`categories.${match.slug}.slug`, category.slug, match.slug);
  }
  check.value('categories.length', read.categories.length, truth.data.length);
  return check.result;
}

export function compareCompatibility(read: CompatibilityReading, truth: CompatibilityResult): Comparison {
  const check = new Checker();
  check.fact('verdict', read.verdict, known(truth.verdict));
  check.fact('useCase', read.useCase, known(truth.use_case));
  const combined = truth.combined_terms;
  terms(check, read.permissions, read.obligationFlags, 'obligationFlags', combined);
  check.fact('mostRestrictiveLicense', read.mostRestrictiveLicense, combined.most_restrictive_license);
  const sources = read.termSources ?? {};
  const idOfSlug = new Map(truth.datasets.map((dataset) => [dataset.slug, dataset.id]));
  const sameDatasets: Equal = (refs, ids) =>
    Array.isArray(refs) &&
    sameSet(
      refs.map((ref: string) => idOfSlug.get(ref) ?? ref),
      ids,
    );
  const truthOf = combined.term_sources;
  check.fact('termSources.commercialUse', sources.commercialUse, truthOf.commercial_use, sameDatasets);
  check.fact('termSources.modelTraining', sources.modelTraining, truthOf.model_training, sameDatasets);
  check.fact('termSources.derivatives', sources.derivatives, truthOf.derivatives, sameDatasets);
  check.fact('termSources.redistribution', sources.redistribution, truthOf.redistribution, sameDatasets);
  check.fact('termSources.attribution', sources.attribution, truthOf.attribution_required, sameDatasets);
  check.fact('termSources.shareAlike', sources.shareAlike, truthOf.share_alike, sameDatasets);
  check.fact('obligations', read.obligations, combined.obligations);
  if (read.datasets !== undefined) {
    check.value('datasets.length', read.datasets.value.length, truth.datasets.length);
    read.datasets.value.forEach((finding, index) => {
      const match = truth.datasets.find((candidate) => candidate.id === finding.ref?.value || candidate.slug === finding.ref?.value);
      if (match === undefined) {
        check.value(`datasets[${index}].ref`, finding.ref?.value, '(a checked dataset)');
        return;
      }
      check.fact(`datasets.${match.id}.title`, finding.title, match.title);
      check.fact(`datasets.${match.id}.license`, finding.license, match.license);
      check.fact(`datasets.${match.id}.allowed`, finding.allowed, match.allowed);
      check.value(`datasets.${match.id}.conditions`, finding.conditions, match.conditions, sameText);
      check.value(`datasets.${match.id}.reasons`, finding.reasons, match.reasons, sameText);
    });
  }
  if (read.conflicts !== undefined) {
    check.value('conflicts.length', read.conflicts.value.length, truth.conflicts.length);
    read.conflicts.value.forEach((conflict, index) => {
      const match = truth.conflicts[index];
      check.value(`conflicts[${index}].datasetRefs`, conflict.datasetRefs, match?.dataset_ids, sameSet);
      if (conflict.reason !== undefined) check.value(`conflicts[${index}].reason`, conflict.reason, match?.reason);
      if (conflict.blocking !== undefined) check.value(`conflicts[${index}].blocking`, conflict.blocking, match?.blocking);
    });
  }
  return check.result;
}

export function compareAccount(read: AccountReading, truth: AccountProfile): Comparison {
  const check = new Checker();
  check.fact('id', read.id, truth.id);
  check.fact('name', read.name, truth.name);
  check.fact('email', read.email, truth.email);
  check.fact('plan', read.plan, known(truth.tier));
  check.fact('activeListings', read.activeListings, truth.active_listings);
  check.fact('quota.limit', read.quota.limit, truth.quota.limit);
  check.fact('quota.used', read.quota.used, truth.quota.used);
  check.fact('quota.remaining', read.quota.remaining, truth.quota.remaining);
  check.fact('quota.resetsAt', read.quota.resetsAt, truth.quota.resets_at, sameInstant);
  check.fact('usage.requestsToday', read.usage.requestsToday, truth.usage.requests_today);
  check.fact('usage.requestsAllTime', read.usage.requestsAllTime, truth.usage.requests_all_time);
  check.fact('usage.activeKeys', read.usage.activeKeys, truth.usage.active_keys);
  read.usage.keys?.value.forEach((key, index) => {
    const match = truth.usage.keys.find((candidate) => candidate.id === key.id?.value || candidate.name === key.label?.value);
    if (match === undefined) {
      check.value(`keys[${index}]`, key.label?.value, '(a key of the account)');
      return;
    }
    check.fact(`keys.${match.id}.id`, key.id, match.id);
    check.fact(`keys.${match.id}.label`, key.label, match.name);
    check.fact(`keys.${match.id}.prefix`, key.prefix, match.prefix);
    check.fact(`keys.${match.id}.scopes`, key.scopes, match.scopes, sameSet);
    check.fact(`keys.${match.id}.requestsToday`, key.requestsToday, match.requests_today);
    check.fact(`keys.${match.id}.requestsAllTime`, key.requestsAllTime, match.requests_all_time);
    check.fact(`keys.${match.id}.lastUsedAt`, key.lastUsedAt, match.last_used_at, (readValue, truthValue) =>
      readValue === null || truthValue === null ? readValue === truthValue : sameInstant(readValue, truthValue),
    );
    check.fact(`keys.${match.id}.createdAt`, key.createdAt, match.created_at, sameInstant);
  });
  check.fact('usage.daily', read.usage.daily, truth.usage.daily);
  return check.result;
}
