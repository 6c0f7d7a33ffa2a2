import { LICENSES, type LicenseDefinition } from '@dmd/shared/domain/licenses/license-table';
import type { CatalogDataset, CatalogSeller } from './catalog-types';
import { CATEGORY_VOCABULARIES, type CategoryVocabulary, type DataKind } from './category-vocabularies';
import { composeDescription, composeTitle, type ListingFacts } from './compose-listing-text';
import { titleCandidates, type TitleRegistry } from './unique-titles';
import { createWeightedTable, Random, type WeightedTable } from './prng';
import { compositeScore, DIMENSIONS, roundToTenth, scoresFrom, scoringBasis, tierOfComposite } from './quality-model';
import { GDPR_ZONES, REGIONS, type Region } from './regions';
import { slugify, type SlugRegistry } from './slugify';
import { DAY_MS } from '@dmd/shared/domain/utc-day';
import { writtenLicense } from './written-licenses';
import { writtenLanguages } from '../samples/sample-languages';

const CATALOG_SPAN_MS = 3 * 365 * DAY_MS;

/** Everything drawing a dataset needs besides the generator itself; built once per catalog. */
export interface DatasetDrawContext {
  anchorMs: number;
  sellers: WeightedTable<CatalogSeller>;
  slugs: SlugRegistry;
  titles: TitleRegistry;
}

const CATEGORY_TABLE = createWeightedTable(CATEGORY_VOCABULARIES.map((vocabulary, index) => ({ value: index, weight: vocabulary.weight })));
/** Per category, its kinds weighted by their subjects: every subject is about as common as before kinds. */
const KIND_TABLES = CATEGORY_VOCABULARIES.map((vocabulary) =>
  createWeightedTable(vocabulary.kinds.map((kind) => ({ value: kind, weight: kind.subjects.length }))),
);
const REGION_TABLE = createWeightedTable(REGIONS.map((region) => ({ value: region, weight: region.weight })));
const LICENSE_TABLES = CATEGORY_VOCABULARIES.map((vocabulary) =>
  createWeightedTable(
    LICENSES.filter((license) => license.weight > 0).map((license) => ({
      value: license,
      weight: license.weight * (vocabulary.licenseBias?.[license.type] ?? 1),
    })),
  ),
);

export function generateDataset(random: Random, context: DatasetDrawContext, published: boolean): CatalogDataset {
  const categoryIndex = random.fromTable(CATEGORY_TABLE);
  const vocabulary = CATEGORY_VOCABULARIES[categoryIndex] as CategoryVocabulary;
  const kind = random.fromTable(KIND_TABLES[categoryIndex] as WeightedTable<DataKind>);
  const region = random.fromTable(REGION_TABLE);
  const license = random.fromTable(LICENSE_TABLES[categoryIndex] as WeightedTable<LicenseDefinition>);
  const id = random.uuid();

  const createdMs = Math.floor(context.anchorMs - random.float() * CATALOG_SPAN_MS);
  const updatedMs = random.chance(0.55) ? createdMs + Math.floor(random.float() * (context.anchorMs - createdMs)) : createdMs;
  const scoredMs = updatedMs + Math.floor(random.float() * (context.anchorMs - updatedMs));
  const collectedTo = new Date(createdMs - random.int(7, 180) * DAY_MS);
  const collectedFrom = new Date(collectedTo.getTime() - random.int(30, 1100) * DAY_MS);

  const itemCount = Math.round(random.logUniform(kind.itemCount[0], kind.itemCount[1]));
  const sizeBytes = Math.round(itemCount * random.logUniform(kind.bytesPerItem[0], kind.bytesPerItem[1]));
  // What buyers' ratings and sales follow is the data's quality, scored or not.
  const trueScores = drawDimensionScores(random);
  const appeal = compositeScore(trueScores);
  const scoreBasis = scoringBasis(id);
  const dimensionScores = scoresFrom(scoreBasis, trueScores);
  const composite = compositeScore(dimensionScores);

  const pii = random.weighted(kind.pii);
  const hipaa = vocabulary.medical && pii !== 'contains_pii' && random.chance(region.zone === 'US' ? 0.85 : 0.35);
  const gdpr = random.chance(GDPR_ZONES.has(region.zone) ? 0.85 : 0.2);
  const consentDocumented = pii === 'none' ? false : (gdpr && pii === 'contains_pii') || random.chance(0.7);
  const price = drawPrice(random, vocabulary, license);
  const totalSales = drawSales(random, context.anchorMs - createdMs, appeal, price);

  const format = random.weighted(kind.formats);
  const subject = random.pick(kind.subjects);
  const facts: ListingFacts = {
    kind,
    subject,
    modifier: random.pick(modifiersFor(kind, subject)),
    annotations: random.sample(kind.annotations, random.int(1, 3)),
    annotator: random.pick(kind.annotators),
    sensor: random.pick(sensorsFor(kind, format)),
    useCases: random.sample(kind.useCases, 2),
    place: region.cities.length > 0 && random.chance(0.5) ? random.pick(region.cities) : region.country,
    format,
    itemCount,
    sizeBytes,
    version: `${random.int(1, 4)}.${random.int(0, 9)}.${random.int(0, 3)}`,
    collectedFrom,
    collectedTo,
    collectionMethod: random.pick(methodsFor(kind, hipaa)),
    hipaa,
    gdpr,
    consentDocumented,
    auditAgreement: 0.6 + (trueScores[6] as number) / 260,
  };
  const title = context.titles.claim(titleCandidates(composeTitle(random, facts), facts));
  const slug = context.slugs.claim(title);

  return {
    id,
    slug,
    published,
    title,
    description: composeDescription(random, facts),
    categoryIndex,
    format: facts.format,
    licenseType: writtenLicense(license, id),
    price,
    itemCount,
    scoreBasis,
    dimensionScores,
    composite,
    tier: tierOfComposite(composite),
    hipaa,
    gdpr,
    pii,
    consentDocumented,
    dataResidency: drawResidency(random, region, hipaa, gdpr, pii !== 'none'),
    totalSales,
    avgRating: totalSales === 0 ? 0 : clamp(roundToTenth(3.3 + (appeal - 70) / 22 + random.normal(0, 0.45)), 1, 5),
    createdAt: new Date(createdMs).toISOString(),
    updatedAt: new Date(updatedMs).toISOString(),
    scoredAt: new Date(scoredMs).toISOString(),
    tags: drawTags(random, kind, facts),
    modality: kind.modality,
    languages: kind.languageBound ? drawLanguages(random, region, facts, writtenLanguages(kind)) : [],
    sizeBytes,
    version: facts.version,
    sellerId: random.fromTable(context.sellers).id,
    source: random.pick(kind.sources),
    collectionMethod: facts.collectionMethod,
    collectedFrom: collectedFrom.toISOString().slice(0, 10),
    collectedTo: collectedTo.toISOString().slice(0, 10),
    upstream: kind.upstream.length > 0 && random.chance(0.45) ? random.sample(kind.upstream, random.int(1, 2)) : [],
  };
}

/** A dataset-wide quality level plus per-dimension noise: spreads composites over every tier. */
function drawDimensionScores(random: Random): number[] {
  const level = random.normal(73, 11);
  const scores = new Array<number>(DIMENSIONS.length);
  for (let i = 0; i < DIMENSIONS.length; i++) scores[i] = clamp(roundToTenth(level + random.normal(0, 6)), 5, 100);
  return scores;
}

function drawPrice(random: Random, vocabulary: CategoryVocabulary, license: LicenseDefinition): number {
  if (license.useClass !== 'commercial' && random.chance(0.15)) return 0;
  if (license.spdxId !== null && random.chance(0.06)) return 0;
  let price = random.logUniform(vocabulary.price[0], vocabulary.price[1]);
  if (license.type === 'Proprietary-Commercial') price *= 1.6;
  if (license.useClass === 'non-commercial' || license.useClass === 'academic-only') price *= 0.45;
  const whole = Math.max(1, Math.round(price));
  return random.chance(0.5) ? whole - 0.01 : whole;
}

/** Older, better and cheaper datasets sell more. */
function drawSales(random: Random, ageMs: number, composite: number, price: number): number {
  const months = ageMs / (30 * DAY_MS);
  const priceFactor = price < 100 ? 2.5 : price < 1000 ? 1 : price < 10_000 ? 0.35 : 0.1;
  return Math.floor(months * random.logUniform(0.03, 6) * Math.pow(composite / 75, 3) * priceFactor);
}

function drawResidency(random: Random, region: Region, hipaa: boolean, gdpr: boolean, personal: boolean): string | null {
  if (gdpr && region.zone === 'EU') return 'EU';
  if (gdpr && region.zone === 'UK') return 'UK';
  if (hipaa) return 'US';
  if (personal && region.zone !== 'GLOBAL' && random.chance(0.3)) return region.zone;
  return null;
}

function drawTags(random: Random, kind: DataKind, facts: ListingFacts): string[] {
  const tags = new Set(random.sample(kind.tags, random.int(2, 4)));
  tags.add(slugify(facts.annotations[0] ?? 'labels'));
  tags.add(facts.format.toLowerCase());
  return [...tags].slice(0, 6);
}

/**
 * The region's languages, only those the sample can be written in (`written`; null: any), English
 * alone for a subject that names it, and a second language for translations.
 */
function drawLanguages(random: Random, region: Region, facts: ListingFacts, written: readonly string[] | null): string[] {
  const languages = new Set(random.sample(region.languages, random.int(1, region.languages.length)));
  if (facts.modifier === 'Multilingual') for (const extra of random.sample(['en', 'es', 'fr', 'de', 'zh', 'ar', 'pt', 'ja'], 3)) languages.add(extra);
  if (/\bEnglish\b/.test(facts.subject)) return ['en'];
  const kept = [...languages].filter((language) => written === null || written.includes(language));
  if (facts.kind.sample === 'translation-pairs' && !kept.some((language) => language !== 'en')) {
    kept.push(random.pick((written ?? ['de', 'fr', 'es']).filter((language) => language !== 'en' && !kept.includes(language))));
  }
  return kept.length > 0 ? kept : ['en'];
}

/** "Multilingual" only for a kind whose sample can be written in more than one language, and a subject naming none. */
function modifiersFor(kind: DataKind, subject: string): readonly string[] {
  const written = writtenLanguages(kind);
  const oneLanguage = (written !== null && written.length < 2) || /\bEnglish\b/.test(subject);
  return oneLanguage ? kind.modifiers.filter((modifier) => modifier !== 'Multilingual') : kind.modifiers;
}

/** A collection method naming HIPAA only for data marked HIPAA compliant. */
function methodsFor(kind: DataKind, hipaa: boolean): readonly string[] {
  const methods = hipaa ? kind.collectionMethods : kind.collectionMethods.filter((method) => !method.includes('HIPAA'));
  return methods.length > 0 ? methods : kind.collectionMethods;
}

/** Video and image formats are camera footage: a listing in one names no lidar, radar or motion sensor. */
const CAMERA_FORMATS = new Set(['mp4', 'coco', 'yolo', 'pascal-voc', 'jpeg', 'png']);
const NOT_A_CAMERA = /lidar|radar|imu|gnss|odometry|encoder|force-torque/i;

function sensorsFor(kind: DataKind, format: string): readonly string[] {
  if (!CAMERA_FORMATS.has(format)) return kind.sensors;
  const cameras = kind.sensors.filter((sensor) => !NOT_A_CAMERA.test(sensor));
  return cameras.length > 0 ? cameras : kind.sensors;
}

function clamp(value: number, min: number, max: number): number {
  return value < min ? min : value > max ? max : value;
}
