/**
 * A dataset, or the shortlist, as Croissant JSON-LD (MLCommons Croissant 1.1): the metadata
 * layer only, written from what the marketplace stated and nothing else. A fact the records the
 * app holds do not state is left out, never filled in, and `missing` names the Croissant fields
 * that stay empty, and whether their record is not loaded or does not state them, so the screen
 * can say so. With no web page for the dataset, `url` is its API record, and `notes` says so. The `@context` is written inline (as mlcroissant
 * writes it), so the file is read without fetching anything.
 */
import type { DatasetDetailReading, DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import { PII_LABELS, type LicenseReading } from '../../shared/domain/readings/license-reading';
import type { Stated } from '../../shared/domain/stated';

const CROISSANT_CONFORMS_TO = 'http://mlcommons.org/croissant/1.1';

/** The @context mlcroissant writes for Croissant 1.1 (mlcroissant `rdf.make_context`). */
const CROISSANT_CONTEXT = {
  '@language': 'en',
  '@vocab': 'https://schema.org/',
  arrayShape: 'cr:arrayShape',
  citeAs: 'cr:citeAs',
  column: 'cr:column',
  conformsTo: 'dct:conformsTo',
  cr: 'http://mlcommons.org/croissant/',
  rai: 'http://mlcommons.org/croissant/RAI/',
  data: { '@id': 'cr:data', '@type': '@json' },
  dataType: { '@id': 'cr:dataType', '@type': '@vocab' },
  dct: 'http://purl.org/dc/terms/',
  examples: { '@id': 'cr:examples', '@type': '@json' },
  extract: 'cr:extract',
  field: 'cr:field',
  fileProperty: 'cr:fileProperty',
  fileObject: 'cr:fileObject',
  fileSet: 'cr:fileSet',
  format: 'cr:format',
  includes: 'cr:includes',
  isArray: 'cr:isArray',
  isLiveDataset: 'cr:isLiveDataset',
  jsonPath: 'cr:jsonPath',
  key: 'cr:key',
  md5: 'cr:md5',
  parentField: 'cr:parentField',
  path: 'cr:path',
  recordSet: 'cr:recordSet',
  references: 'cr:references',
  regex: 'cr:regex',
  repeated: 'cr:repeated',
  replace: 'cr:replace',
  samplingRate: 'cr:samplingRate',
  sc: 'https://schema.org/',
  separator: 'cr:separator',
  source: 'cr:source',
  subField: 'cr:subField',
  transform: 'cr:transform',
} as const;

/**
 * The properties the Croissant 1.0 and 1.1 specifications require of every dataset (besides
 * @context, @type and conformsTo), then those they recommend that the marketplace can state.
 */
export const CROISSANT_REQUIRED = ['name', 'description', 'license', 'url', 'creator', 'datePublished'] as const;
const CROISSANT_RECOMMENDED = ['keywords', 'version', 'dateCreated'] as const;
export type CroissantField = (typeof CROISSANT_REQUIRED)[number] | (typeof CROISSANT_RECOMMENDED)[number];

export type CroissantNode = Record<string, unknown>;

/** A field left out, and why (docs/facts-and-states.md): its record is not loaded, or the records received do not state it. */
export interface CroissantGap {
  field: CroissantField;
  why: 'not-loaded' | 'not-stated';
}

interface CroissantDataset {
  node: CroissantNode;
  /** Required and recommended fields left out. */
  missing: CroissantGap[];
  /** What the file holds that a reader should know, e.g. a url that is the dataset's API record. */
  notes: string[];
}

/** A record of a dataset the app does not hold: its detail record or its licence record. */
export type CroissantRecord = 'record' | 'license';

export interface CroissantSource {
  /** The detail record, or the list item standing in for it. */
  record: DatasetDetailReading | DatasetSummaryReading;
  /** The licence record, when the app holds it. */
  license?: LicenseReading;
  /** The dataset's records the app does not hold (a field they could state is "not loaded", never "not stated"). */
  notLoaded?: readonly CroissantRecord[];
  /** The dataset's API record address: the `url` when the marketplace names no web page for it. */
  apiUrl?: string;
}

/** Which records could state each field. */
const STATED_IN: Record<CroissantField, readonly CroissantRecord[]> = {
  name: ['record'],
  description: ['record'],
  license: ['record', 'license'],
  url: ['record'],
  creator: ['record', 'license'],
  // Only a published date (`published_at`): when a listing was created is not when it was published.
  datePublished: ['record'],
  keywords: ['record'],
  version: ['record'],
  dateCreated: ['record'],
};

const text = (fact: Stated<string | null> | undefined): string | undefined => {
  const value = fact?.value?.trim();
  return value ? value : undefined;
};
const isDetail = (record: DatasetSummaryReading): record is DatasetDetailReading => 'description' in record || 'version' in record || 'tags' in record;
const dropEmpty = (node: CroissantNode): CroissantNode => Object.fromEntries(Object.entries(node).filter(([, value]) => value !== undefined));

/** The Croissant node of one dataset: schema.org facts, then the `rai:` ones its provenance states. */
function croissantDataset({ record, license, notLoaded = [], apiUrl }: CroissantSource): CroissantDataset {
  const detail = isDetail(record) ? record : undefined;
  const tags = detail?.tags?.value.filter((tag) => tag.trim() !== '');
  const seller = text(detail?.seller?.name) ?? text(license?.provenance.seller?.name);
  const provenance = license?.provenance;
  const from = text(provenance?.collectedFrom);
  const to = text(provenance?.collectedTo);
  const pii = license?.compliance.pii?.value;
  const upstream = (provenance?.upstream ?? []).flatMap((item) => {
    const name = text(item.name);
    return name ? [dropEmpty({ '@type': 'sc:CreativeWork', name, license: text(item.license) })] : [];
  });
  const node = dropEmpty({
    '@type': 'sc:Dataset',
    conformsTo: CROISSANT_CONFORMS_TO,
    identifier: record.id,
    name: text(record.title),
    description: text(detail?.description),
    license: text(license?.url) ?? text(record.licenseUrl) ?? text(license?.type) ?? text(record.license),
    url: text(record.pageUrl) ?? apiUrl,
    creator: seller ? { '@type': 'sc:Organization', name: seller } : undefined,
    datePublished: text(detail?.publishedAt),
    dateCreated: text(record.createdAt),
    dateModified: text(detail?.updatedAt),
    version: text(detail?.version),
    keywords: tags && tags.length > 0 ? tags : undefined,
    inLanguage: detail?.languages?.value.length ? detail.languages.value : undefined,
    isBasedOn: upstream.length > 0 ? upstream : undefined,
    'rai:dataCollection': text(provenance?.collectionMethod),
    'rai:dataCollectionRawData': text(provenance?.source),
    'rai:dataCollectionTimeframe': from || to ? [from, to].filter((value): value is string => value !== undefined) : undefined,
    'rai:personalSensitiveInformation': pii === undefined ? undefined : 'known' in pii ? PII_LABELS[pii.known] : pii.other,
  });
  const missing = [...CROISSANT_REQUIRED, ...CROISSANT_RECOMMENDED].flatMap((field): CroissantGap[] =>
    node[field] === undefined ? [{ field, why: STATED_IN[field].some((kind) => notLoaded.includes(kind)) ? 'not-loaded' : 'not-stated' }] : [],
  );
  const onlyApi = text(record.pageUrl) === undefined && apiUrl !== undefined;
  return {
    node,
    missing,
    notes: onlyApi ? [`${text(record.title) ?? record.id}: its url is the dataset’s API record, as the marketplace names no web page for it.`] : [],
  };
}

export interface CroissantFile {
  document: CroissantNode;
  missing: Array<{ id: string; title: string; gaps: CroissantGap[] }>;
  /** What a reader should know of the file (CroissantDataset.notes). */
  notes?: string[];
}

const missingOf = (source: CroissantSource, dataset: CroissantDataset) =>
  dataset.missing.length > 0 ? [{ id: source.record.id, title: text(source.record.title) ?? source.record.id, gaps: dataset.missing }] : [];

/** One dataset as a Croissant file. */
export function croissantDocument(source: CroissantSource): CroissantFile {
  const dataset = croissantDataset(source);
  return { document: { '@context': CROISSANT_CONTEXT, ...dataset.node }, missing: missingOf(source, dataset), notes: dataset.notes };
}

/** Several datasets (the shortlist) as one file: a schema.org DataCatalog of Croissant datasets. */
export function croissantCatalog(name: string, sources: readonly CroissantSource[]): CroissantFile {
  const datasets = sources.map(croissantDataset);
  return {
    document: { '@context': CROISSANT_CONTEXT, '@type': 'sc:DataCatalog', name, dataset: datasets.map((dataset) => dataset.node) },
    missing: datasets.flatMap((dataset, index) => missingOf(sources[index]!, dataset)),
    notes: datasets.flatMap((dataset) => dataset.notes),
  };
}

const SEMVER = /^\d+\.\d+\.\d+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * The checks mlcroissant makes of a dataset's metadata, as far as they can be made offline: the
 * context, the type and version it conforms to, each required field present and of its type.
 * Errors make the file unusable; warnings are a recommended field left out and what mlcroissant
 * warns of (a version that is not MAJOR.MINOR.PATCH).
 */
export function croissantShapeProblems(node: CroissantNode): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (node['@type'] !== 'sc:Dataset') errors.push('@type is not sc:Dataset');
  if (node.conformsTo !== CROISSANT_CONFORMS_TO) errors.push(`conformsTo is not ${CROISSANT_CONFORMS_TO}`);
  for (const field of CROISSANT_REQUIRED) if (node[field] === undefined) errors.push(`${field} is missing`);
  for (const field of CROISSANT_RECOMMENDED) if (node[field] === undefined) warnings.push(`${field} is missing`);
  for (const field of ['name', 'description', 'license'] as const)
    if (node[field] !== undefined && typeof node[field] !== 'string') errors.push(`${field} is not text`);
  if (typeof node.url === 'string' && !/^https?:\/\//.test(node.url)) errors.push('url is not a web address');
  const creator = node.creator as { '@type'?: unknown; name?: unknown } | undefined;
  if (creator !== undefined && (creator['@type'] !== 'sc:Organization' || typeof creator.name !== 'string'))
    errors.push('creator is not an organisation with a name');
  for (const field of ['datePublished', 'dateCreated', 'dateModified'] as const) {
    if (node[field] !== undefined && (typeof node[field] !== 'string' || !ISO_DATE.test(node[field]))) errors.push(`${field} is not an ISO 8601 date`);
  }
  if (node.keywords !== undefined && (!Array.isArray(node.keywords) || node.keywords.some((word) => typeof word !== 'string')))
    errors.push('keywords are not a list of text');
  if (typeof node.version === 'string' && !SEMVER.test(node.version)) warnings.push(`version ${node.version} is not MAJOR.MINOR.PATCH`);
  return { errors, warnings };
}
