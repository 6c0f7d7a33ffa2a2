/**
 * Reads dataset records of any reasonable shape: a list item (GET /v1/datasets), a detail record
 * (GET /v1/datasets/:id, perhaps wrapped in `{"data": …}`) and the list envelope (an array, or
 * items under `data`/`items`/`results` with paging facts flat or under `meta`/`pagination`).
 */
import type {
  DatasetDetailReading,
  DatasetPageReading,
  DatasetSummaryReading,
  QueryCorrectionReading,
  SearchMatchReading,
  SellerReading,
} from '../../../shared/domain/readings/dataset-reading';
import type { Stated } from '../../../shared/domain/stated';
import { licensesNamedIn } from '../../../shared/domain/licenses/license-mentions';
import { readLicenseLabel } from '../../../shared/domain/licenses/license-reader';
import { arrayAt, unwrapRecord } from './fields/collections';
import {
  DATASET_FIELDS,
  FLAT_SELLER_FIELDS,
  LIST_FIELDS,
  QUERY_CORRECTION_FIELDS,
  RECORD_WRAPPERS,
  SEARCH_MATCH_FIELDS,
  SELLER_FIELDS,
} from './fields/field-aliases';
import { canonicalName, isJsonObject, lookupAll } from './fields/field-lookup';
import { loneScoreOnLqsScale, readScoreValue } from './scores/score-scales';
import { readBasis } from './scores/score-evidence';
import { statedFact, statedFlag, statedNullable } from './fields/stated-fact';
import { readBoolean, readCount, readDate, readId, readNonNegative, readTagList, readText, readTextList, type Reader } from './fields/value-readers';
import { knownValueOf, SEARCH_MATCH_WORDS, TIER_WORDS, wordReader } from './fields/word-tables';
import { isPageUrl } from '../../../shared/domain/page-url';

const readCurrency: Reader<string> = (sent) => (typeof sent === 'string' && /^[A-Za-z]{3}$/.test(sent.trim()) ? sent.trim().toUpperCase() : undefined);

/** "$19.99" is a price in dollars too. */
const readPrice: Reader<number> = (sent) => {
  if (typeof sent === 'string' && /^\s*\$\s*[\d.,]+\s*$/.test(sent)) return readNonNegative(sent.replace('$', '').trim());
  return readNonNegative(sent);
};

/** An absolute http(s) address. */
const readUrl: Reader<string> = (sent) => {
  const text = readText(sent);
  if (text === undefined) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? text : undefined;
  } catch {
    return undefined;
  }
};

/** A page a person can open (shared/domain/page-url.ts): a marketplace that names only its API record for a dataset states no page. */
const readPageUrl: Reader<string> = (sent) => {
  const url = readUrl(sent);
  return url !== undefined && isPageUrl(url) ? url : undefined;
};

/** Formats: a word, or a list of them ("csv, json"). */
const readFormat: Reader<string> = (sent) => readTextList(sent)?.join(', ');

function priceOf(record: unknown, base: string): Stated<number> | undefined {
  const price = statedFact(record, DATASET_FIELDS.price, readPrice, base);
  if (price) return price;
  const cents = statedFact(record, DATASET_FIELDS.priceInCents, readNonNegative, base);
  return cents ? { value: Math.round(cents.value) / 100, from: cents.from, sent: cents.sent ?? cents.value } : undefined;
}

/** HIPAA or GDPR: a yes/no field, or a regime named in a compliance list (a listed one is a yes; an unlisted one is not stated). */
function complianceOf(record: unknown, base: string, aliases: readonly string[], regime: string): Stated<boolean> | undefined {
  const flag = statedFlag(record, aliases, 'plain', base);
  if (flag) return flag;
  for (const found of lookupAll(record, DATASET_FIELDS.complianceList, base)) {
    const listed = Array.isArray(found.value) ? found.value : undefined;
    if (listed?.some((entry) => typeof entry === 'string' && canonicalName(entry) === regime)) return { value: true, from: found.from, sent: found.value };
  }
  return undefined;
}

export function readSeller(record: unknown, base: string, nestedAliases: readonly string[]): SellerReading | undefined {
  let seller: SellerReading = {};
  for (const found of lookupAll(record, nestedAliases, base)) {
    if (isJsonObject(found.value)) {
      seller = {
        id: statedFact(found.value, SELLER_FIELDS.id, readId, found.from),
        name: statedFact(found.value, SELLER_FIELDS.name, readText, found.from),
        verified: statedFlag(found.value, SELLER_FIELDS.verified, 'plain', found.from),
      };
      break;
    }
    const name = readText(found.value);
    if (name !== undefined) {
      seller = { name: { value: name, from: found.from } };
      break;
    }
  }
  seller.id ??= statedFact(record, FLAT_SELLER_FIELDS.id, readId, base);
  seller.name ??= statedFact(record, FLAT_SELLER_FIELDS.name, readText, base);
  seller.verified ??= statedFlag(record, FLAT_SELLER_FIELDS.verified, 'plain', base);
  return seller.id || seller.name || seller.verified ? seller : undefined;
}

/** The licence label and the app's reading of it. */
function licenseFacts(license: Stated<string> | undefined): Pick<DatasetSummaryReading, 'license' | 'licenseTerms'> {
  return license === undefined ? { license } : { license, licenseTerms: readLicenseLabel(license.value) };
}

/** A list item's facts, with the id to open it by: its id, else its slug, else `fallbackId`. */
function readSummary(record: Record<string, unknown>, base: string, fallbackId?: string): DatasetSummaryReading | undefined {
  const fact = <T>(aliases: readonly string[], read: Reader<T>) => statedFact(record, aliases, read, base);
  const slug = fact(DATASET_FIELDS.slug, readId);
  const ref = fact(DATASET_FIELDS.id, readId)?.value ?? slug?.value ?? fallbackId;
  if (ref === undefined) return undefined;
  return {
    id: ref,
    slug,
    title: fact(DATASET_FIELDS.title, readText),
    category: fact(DATASET_FIELDS.category, readText),
    format: fact(DATASET_FIELDS.format, readFormat),
    price: priceOf(record, base),
    currency: fact(DATASET_FIELDS.currency, readCurrency),
    itemCount: fact(DATASET_FIELDS.itemCount, readCount),
    ...licenseFacts(fact(DATASET_FIELDS.license, readText)),
    composite: loneScoreOnLqsScale(fact(DATASET_FIELDS.composite, readScoreValue)),
    tier: fact(DATASET_FIELDS.tier, wordReader(TIER_WORDS)),
    scoreBasis: readBasis(record, DATASET_FIELDS.scoreBasis, [], base),
    hipaa: complianceOf(record, base, DATASET_FIELDS.hipaa, 'hipaa'),
    gdpr: complianceOf(record, base, DATASET_FIELDS.gdpr, 'gdpr'),
    totalSales: fact(DATASET_FIELDS.totalSales, readCount),
    averageRating: fact(DATASET_FIELDS.averageRating, readNonNegative),
    pageUrl: fact(DATASET_FIELDS.pageUrl, readPageUrl),
    licenseUrl: fact(DATASET_FIELDS.licenseUrl, readUrl),
    badgeUrl: fact(DATASET_FIELDS.badgeUrl, readUrl),
    createdAt: fact(DATASET_FIELDS.createdAt, readDate),
    raw: record,
  };
}

/** A list item; undefined when it is not a record or names no id or slug to open it by. */
export function readDatasetSummary(record: unknown, base = ''): DatasetSummaryReading | undefined {
  return isJsonObject(record) ? readSummary(record, base) : undefined;
}

/**
 * A detail record. `requestedId` names it when the record itself gives no id or slug (the app
 * knows what it asked for). Undefined when the answer is not a record at all.
 */
export function readDatasetDetail(json: unknown, requestedId: string): DatasetDetailReading | undefined {
  const unwrapped = unwrapRecord(json, RECORD_WRAPPERS);
  if (unwrapped === undefined) return undefined;
  const { record, base } = unwrapped;
  const summary = readSummary(record, base, requestedId)!;
  const fact = <T>(aliases: readonly string[], read: Reader<T>) => statedFact(record, aliases, read, base);
  return {
    ...summary,
    ...descriptionFacts(fact(DATASET_FIELDS.description, readText)),
    tags: fact(DATASET_FIELDS.tags, readTagList),
    modality: fact(DATASET_FIELDS.modality, readFormat),
    languages: fact(DATASET_FIELDS.languages, readTagList),
    sizeBytes: fact(DATASET_FIELDS.sizeBytes, readCount),
    version: fact(DATASET_FIELDS.version, (sent) => (typeof sent === 'number' ? String(sent) : readText(sent))),
    publishedAt: fact(DATASET_FIELDS.publishedAt, readDate),
    updatedAt: fact(DATASET_FIELDS.updatedAt, readDate),
    seller: readSeller(record, base, DATASET_FIELDS.seller),
    sampleUrl: statedNullable(record, DATASET_FIELDS.sampleUrl, readUrl, base),
    raw: json,
  };
}

/** The description and the licences it names. */
function descriptionFacts(description: Stated<string> | undefined): Pick<DatasetDetailReading, 'description' | 'descriptionLicenses'> {
  if (description === undefined) return { description };
  const descriptionLicenses = licensesNamedIn(description.value).map(({ written, license }) => ({ written, reading: readLicenseLabel(license.id) }));
  return { description, descriptionLicenses };
}

/** `next: "…?page=3"` says there is a next page, `next: null` that there is none. */
function nextLinkFact(meta: unknown): Stated<boolean> | undefined {
  for (const found of lookupAll(meta, LIST_FIELDS.nextLink)) {
    if (found.value === null) return { value: false, from: found.from, sent: null };
    if (readText(found.value) !== undefined || typeof found.value === 'number') return { value: true, from: found.from, sent: found.value };
  }
  return undefined;
}

/** Words, as a list ([] states none). */
const readWords: Reader<string[]> = (sent) => (Array.isArray(sent) ? sent.flatMap((entry) => readText(entry) ?? []) : readTextList(sent));

/** How the datasets match the search's words; a kind the app does not know is not read (nothing is said of it). */
const readSearchMatch: Reader<SearchMatchReading> = (sent) => {
  const kind = statedFact(sent, SEARCH_MATCH_FIELDS.kind, (word) => (typeof word === 'string' ? knownValueOf(SEARCH_MATCH_WORDS, word) : undefined));
  if (kind === undefined) return undefined;
  const words = (aliases: readonly string[]) => statedFact(sent, aliases, readWords)?.value ?? [];
  return {
    kind: kind.value,
    words: words(SEARCH_MATCH_FIELDS.words),
    missing: words(SEARCH_MATCH_FIELDS.missing),
    notFound: words(SEARCH_MATCH_FIELDS.notFound),
  };
};

/** A corrected search: what was typed, what ran, and at least one corrected word; else undefined. */
const readQueryCorrection: Reader<QueryCorrectionReading> = (sent) => {
  const original = statedFact(sent, QUERY_CORRECTION_FIELDS.original, readText)?.value;
  const corrected = statedFact(sent, QUERY_CORRECTION_FIELDS.corrected, readText)?.value;
  const listed = lookupAll(sent, QUERY_CORRECTION_FIELDS.words).find((found) => Array.isArray(found.value))?.value as unknown[] | undefined;
  const words = (listed ?? []).flatMap((entry) => {
    const from = statedFact(entry, QUERY_CORRECTION_FIELDS.from, readText)?.value;
    const to = statedFact(entry, QUERY_CORRECTION_FIELDS.to, readText)?.value;
    return from === undefined || to === undefined || from === to ? [] : [{ from, to }];
  });
  if (original === undefined || corrected === undefined || words.length === 0) return undefined;
  return { original, corrected, words };
};

/** The list envelope; undefined when no list of items can be found in it. */
export function readDatasetPage(json: unknown): DatasetPageReading | undefined {
  const list = Array.isArray(json) ? { entries: json.map((value, index) => ({ value, from: `[${index}]` })), from: '' } : arrayAt(json, LIST_FIELDS.items);
  if (list === undefined) return undefined;
  const items: DatasetSummaryReading[] = [];
  let unreadable = 0;
  for (const entry of list.entries) {
    const item = readDatasetSummary(entry.value);
    if (item) items.push(item);
    else unreadable += 1;
  }
  const meta = Array.isArray(json) ? {} : json;
  return {
    items,
    total: statedFact(meta, LIST_FIELDS.total, readCount),
    page: statedFact(meta, LIST_FIELDS.page, readCount),
    perPage: statedFact(meta, LIST_FIELDS.perPage, readCount),
    hasMore: statedFact(meta, LIST_FIELDS.hasMore, readBoolean) ?? nextLinkFact(meta),
    match: statedFact(meta, LIST_FIELDS.match, readSearchMatch),
    correction: statedFact(meta, LIST_FIELDS.correction, readQueryCorrection),
    unreadable,
    raw: json,
  };
}
