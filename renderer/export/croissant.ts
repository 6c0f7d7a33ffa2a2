/**
 * A dataset, or the shortlist, as Croissant JSON-LD (MLCommons Croissant 1.1): the metadata
 * layer only, written from what the marketplace stated and nothing else. A fact the records the
 * app holds do not state is left out, never filled in, and `missing` names the Croissant fields
 * that stay empty so the screen can say so. The `@context` is written inline (as mlcroissant
 * writes it), so the file is read without fetching anything.
 */
import type { DatasetDetailReading, DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import { PII_LABELS, type LicenseReading } from '../../shared/domain/readings/license-reading';
import type { Stated } from '../../shared/domain/stated';

export const CROISSANT_CONFORMS_TO = 'http://mlcommons.org/croissant/1.1';

/** The @context mlcroissant writes for Croissant 1.1 (mlcroissant `rdf.make_context`). */
export const CROISSANT_CONTEXT = {
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

/** The fields a Croissant dataset must carry (with @context, @type and conformsTo). */
export const CROISSANT_REQUIRED = ['name', 'description', 'license', 'url', 'creator', 'dateCreated', 'version', 'keywords'] as const;
export type CroissantField = (typeof CROISSANT_REQUIRED)[number];

export type CroissantNode = Record<string, unknown>;

export interface CroissantDataset {
  node: CroissantNode;
  /** Required fields the marketplace did not state (left out). */
  missing: CroissantField[];
}

export interface CroissantSource {
  /** The detail record, or the list item standing in for it. */
  record: DatasetDetailReading | DatasetSummaryReading;
  /** The licence record, when the app holds it. */
  license?: LicenseReading;
}

const text = (fact: Stated<string | null> | undefined): string | undefined => {
  const value = fact?.value?.trim();
  return value ? value : undefined;
};
const isDetail = (record: DatasetSummaryReading): record is DatasetDetailReading => 'description' in record || 'version' in record || 'tags' in record;
const dropEmpty = (node: CroissantNode): CroissantNode => Object.fromEntries(Object.entries(node).filter(([, value]) => value !== undefined));

/** The Croissant node of one dataset: schema.org facts, then the `rai:` ones its provenance states. */
export function croissantDataset({ record, license }: CroissantSource): CroissantDataset {
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
    url: text(record.pageUrl),
    creator: seller ? { '@type': 'sc:Organization', name: seller } : undefined,
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
  return { node, missing: CROISSANT_REQUIRED.filter((field) => node[field] === undefined) };
}

/** One dataset as a Croissant file. */
export function croissantDocument(source: CroissantSource): { document: CroissantNode; missing: CroissantField[] } {
  const { node, missing } = croissantDataset(source);
  return { document: { '@context': CROISSANT_CONTEXT, ...node }, missing };
}

/** Several datasets (the shortlist) as one file: a schema.org DataCatalog of Croissant datasets. */
export function croissantCatalog(
  name: string,
  sources: readonly CroissantSource[],
): { document: CroissantNode; missing: Array<{ id: string; fields: CroissantField[] }> } {
  const datasets = sources.map(croissantDataset);
  return {
    document: { '@context': CROISSANT_CONTEXT, '@type': 'sc:DataCatalog', name, dataset: datasets.map((dataset) => dataset.node) },
    missing: datasets.flatMap((dataset, index) => (dataset.missing.length > 0 ? [{ id: sources[index]?.record.id ?? '', fields: dataset.missing }] : [])),
  };
}

const SEMVER = /^\d+\.\d+\.\d+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * The checks mlcroissant makes of a dataset's metadata, as far as they can be made offline: the
 * context, the type and version it conforms to, each required field present and of its type.
 * Errors make the file unusable; warnings are what mlcroissant warns of (a version that is not
 * MAJOR.MINOR.PATCH).
 */
export function croissantShapeProblems(node: CroissantNode): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (node['@type'] !== 'sc:Dataset') errors.push('@type is not sc:Dataset');
  if (node.conformsTo !== CROISSANT_CONFORMS_TO) errors.push(`conformsTo is not ${CROISSANT_CONFORMS_TO}`);
  for (const field of CROISSANT_REQUIRED) if (node[field] === undefined) errors.push(`${field} is missing`);
  for (const field of ['name', 'description', 'license'] as const)
    if (node[field] !== undefined && typeof node[field] !== 'string') errors.push(`${field} is not text`);
  if (typeof node.url === 'string' && !/^https?:\/\//.test(node.url)) errors.push('url is not a web address');
  const creator = node.creator as { '@type'?: unknown; name?: unknown } | undefined;
  if (creator !== undefined && (creator['@type'] !== 'sc:Organization' || typeof creator.name !== 'string'))
    errors.push('creator is not an organisation with a name');
  for (const field of ['dateCreated', 'dateModified'] as const) {
    if (node[field] !== undefined && (typeof node[field] !== 'string' || !ISO_DATE.test(node[field]))) errors.push(`${field} is not an ISO 8601 date`);
  }
  if (node.keywords !== undefined && (!Array.isArray(node.keywords) || node.keywords.some((word) => typeof word !== 'string')))
    errors.push('keywords are not a list of text');
  if (typeof node.version === 'string' && !SEMVER.test(node.version)) warnings.push(`version ${node.version} is not MAJOR.MINOR.PATCH`);
  return { errors, warnings };
}
