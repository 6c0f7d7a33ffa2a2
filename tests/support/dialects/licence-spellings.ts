/**
 * "licence spellings": the decided shapes, with every licence written the way marketplaces and
 * dataset cards write them — full names, lowercase with spaces, URLs, short names ("ODC-By",
 * "OpenRAIL-M") — and a different spelling in each place (the listing, the licence record, the
 * description). One dataset in four is mislabelled, as public hubs often are: its licence record
 * names another licence, and its description a third. Not among FOREIGN_DIALECTS: the dialects
 * suite checks labels shown word for word, and this server rewrites them on purpose.
 */
import { LICENSES, findLicense, type LicenseDefinition } from '../../../shared/domain/licenses/license-table';
import type { DatasetDetail, DatasetListItem, LicenseRecord } from '../../../shared/wire/api-types';
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

/** The spelling a place uses for a dataset's licence (deterministic: the same dataset reads the same each time). */
export function spelling(type: string, datasetId: string, place: number): string {
  const license = findLicense(type);
  if (license === undefined) return type;
  const options = spellingsOf(license);
  return options[(hash(datasetId) + place) % options.length]!;
}

/** Whether a dataset is mislabelled: its record and description name other licences. */
export const isMislabelled = (datasetId: string) => hash(datasetId) % 4 === 0;

/** The licences a mislabelled dataset's record and description name instead. */
export function otherLicences(type: string): [record: LicenseDefinition, description: LicenseDefinition] {
  const others = LICENSES.filter((license) => license.weight > 0 && license.type !== type && license.spdxId !== null);
  const nonCommercial = others.find((license) => license.useClass === 'non-commercial')!;
  const shareAlike = others.find((license) => license.shareAlike && license.id !== nonCommercial.id)!;
  return [nonCommercial, shareAlike];
}

const item = <T extends DatasetListItem>(record: T): T => ({ ...record, license: spelling(record.license, record.id, 0) });

export const licenceSpellings: Dialect = {
  ...decided,
  name: 'licence spellings',
  description: 'licences written as names, lowercase, URLs and short names, a different spelling in each place, one dataset in four mislabelled',
  list: (list) => ({ ...list, data: list.data.map(item) }),
  detail: (detail: DatasetDetail) => {
    const mislabelled = isMislabelled(detail.id);
    const named = mislabelled ? otherLicences(detail.license)[1].name : spelling(detail.license, detail.id, 1);
    return { ...item(detail), description: `${detail.description} Released under ${named}.` };
  },
  license: (record: LicenseRecord) => {
    if (!isMislabelled(record.dataset_id))
      return { ...record, license: { ...record.license, type: spelling(record.license.type, record.dataset_id, 2), spdx_id: null } };
    const other = otherLicences(record.license.type)[0];
    return { ...record, license: { type: other.type, name: other.name, spdx_id: other.spdxId, url: other.url } };
  },
};
