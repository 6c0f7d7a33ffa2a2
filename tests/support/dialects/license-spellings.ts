/**
 * "licence spellings": the decided shapes, with every licence written the way marketplaces and
 * dataset cards write them — full names, lowercase with spaces, URLs, short names ("ODC-By",
 * "OpenRAIL-M") — and a different spelling in each place (the listing, the licence record, the
 * description). One dataset in four is mislabelled, as public hubs often are: its licence record
 * names another licence, and its description a third. Its compatibility answers name each
 * dataset's licence by its URL and the most restrictive one by another spelling of its URL, as no
 * listing writes them. Expressions and licences the app cannot place pass through as the
 * marketplace wrote them. Not among FOREIGN_DIALECTS: the dialects suite checks labels shown word
 * for word, and this server rewrites them on purpose.
 */
import { readLicenseLabel } from '../../../shared/domain/licenses/license-reader';
import { LICENSES, findLicense, type LicenseDefinition } from '../../../shared/domain/licenses/license-table';
import type { CompatibilityResult, DatasetDetail, DatasetListItem, LicenseRecord } from '../../../shared/wire/api-types';
import { decided } from './decided';
import type { Dialect } from './dialect';

const hash = (text: string) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);

/** The ways the world writes a licence: its name, its id in lower case with spaces, its URL, its other names. */
function spellingsOf(license: LicenseDefinition): string[] {
  const spaced = license.id
    .replace(/^LicenseRef-/, '')
    .toLowerCase()
    .replace(/-/g, ' ');
  return [license.name, spaced, ...(license.url ? [license.url] : []), ...license.aliases.filter((alias) => !/^https?:/.test(alias))];
}

/** The table's entry a label names in any spelling; undefined for an expression or a licence the app cannot place. */
export function entryOf(label: string): LicenseDefinition | undefined {
  const reading = readLicenseLabel(label);
  return reading.known && reading.combination === 'single' ? findLicense(reading.terms.type) : undefined;
}

/** The spelling a place uses for a dataset's licence (deterministic: the same dataset reads the same each time). */
export function spelling(label: string, datasetId: string, place: number): string {
  const license = entryOf(label);
  if (license === undefined) return label;
  const options = spellingsOf(license);
  return options[(hash(datasetId) + place) % options.length]!;
}

/** Whether a dataset is mislabelled: its record and description name other licences. */
export const isMislabelled = (datasetId: string) => hash(datasetId) % 4 === 0;

/** The licences a mislabelled dataset's record and description name instead. */
export function otherLicenses(label: string): [record: LicenseDefinition, description: LicenseDefinition] {
  const type = entryOf(label)?.type ?? label;
  const others = LICENSES.filter((license) => license.weight > 0 && license.type !== type && license.spdxId !== null);
  const nonCommercial = others.find((license) => license.useClass === 'non-commercial')!;
  const shareAlike = others.find((license) => license.shareAlike && license.id !== nonCommercial.id)!;
  return [nonCommercial, shareAlike];
}

/** A licence as a compatibility answer names it: its URL, or (`other`) the same URL written another way. */
export function answerSpelling(label: string, other = false): string {
  const url = entryOf(label)?.url;
  if (url == null) return label;
  return other ? url.replace(/^https:\/\/(www\.)?/, 'http://www.').replace(/\/$/, '') : url;
}

const item = <T extends DatasetListItem>(record: T): T => ({ ...record, license: spelling(record.license, record.id, 0) });

export const licenseSpellings: Dialect = {
  ...decided,
  name: 'licence spellings',
  description: 'licences written as names, lowercase, URLs and short names, a different spelling in each place, one dataset in four mislabelled',
  list: (list) => ({ ...list, data: list.data.map(item) }),
  detail: (detail: DatasetDetail) => {
    const mislabelled = isMislabelled(detail.id);
    const named = mislabelled ? otherLicenses(detail.license)[1].name : spelling(detail.license, detail.id, 1);
    return { ...item(detail), description: `${detail.description} Released under ${named}.` };
  },
  license: (record: LicenseRecord) => {
    if (!isMislabelled(record.dataset_id))
      return { ...record, license: { ...record.license, type: spelling(record.license.type, record.dataset_id, 2), spdx_id: null } };
    const other = otherLicenses(record.license.type)[0];
    return { ...record, license: { type: other.type, name: other.name, spdx_id: other.spdxId, url: other.url } };
  },
  compatibility: (result: CompatibilityResult) => ({
    ...result,
    datasets: result.datasets.map((dataset) => ({ ...dataset, license: answerSpelling(dataset.license) })),
    combined_terms: { ...result.combined_terms, most_restrictive_license: answerSpelling(result.combined_terms.most_restrictive_license, true) },
  }),
};
