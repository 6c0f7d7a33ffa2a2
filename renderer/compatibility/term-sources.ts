/**
 * Which datasets set each combined term: withhold the right (a permission the combination lacks)
 * or impose the duty (attribution, share-alike). The marketplace's statement when its answer
 * gives one (`term_sources` on the embedded marketplace); else the app's own reading of each
 * dataset's licence label from its licence table (shared/domain/licenses/), labelled as the app's, with
 * the datasets whose licence the table cannot read named as such. Each term's datasets are listed
 * most restrictive licence first ("most restrictive wins"), a licence the table cannot read first of all.
 */
import type { LicensePermissions } from '../../shared/wire/api-types';
import { permissionsOf, setsTerm } from '../../shared/domain/licenses/license-permissions';
import { stricterFirst } from '../../shared/domain/licenses/license-terms';
import type { TermSourcesReading } from '../../shared/domain/readings/compatibility-reading';
import type { ObligationKey, PermissionKey } from '../../shared/domain/readings/license-reading';
import { NO_READINGS, sameLicense, termsOfLabel, type LabelReadings } from './label-terms';

export type TermKey = PermissionKey | ObligationKey;

/** A checked dataset as a term's source names it. */
export interface DatasetRef {
  ref: string;
  title: string;
  license: string | null;
}

export type TermSource =
  | { by: 'marketplace'; datasets: DatasetRef[]; from: string }
  /** `unread`: datasets whose licence the app's table does not know (or that named none). */
  | { by: 'app'; datasets: DatasetRef[]; unread: DatasetRef[] };

const API_TERM: Readonly<Record<TermKey, keyof LicensePermissions>> = {
  commercialUse: 'commercial_use',
  modelTraining: 'model_training',
  derivatives: 'derivatives',
  redistribution: 'redistribution',
  attribution: 'attribution_required',
  shareAlike: 'share_alike',
};

/**
 * @param datasets the checked datasets, in the order the answer lists them
 * @param named a dataset by any reference the answer may use for it (id or slug); unknown refs are named by themselves
 */
export function termSource(
  key: TermKey,
  stated: TermSourcesReading | undefined,
  datasets: readonly DatasetRef[],
  named: (ref: string) => DatasetRef,
  readings: LabelReadings = NO_READINGS,
): TermSource {
  const refs = stated?.[key];
  if (refs !== undefined) return { by: 'marketplace', datasets: mostRestrictiveFirst(refs.value.map(named), readings), from: refs.from };
  const sources: DatasetRef[] = [];
  const unread: DatasetRef[] = [];
  for (const dataset of datasets) {
    const license = dataset.license === null ? undefined : termsOfLabel(dataset.license, readings);
    if (license === undefined) unread.push(dataset);
    else if (setsTerm(permissionsOf(license), API_TERM[key])) sources.push(dataset);
  }
  return { by: 'app', datasets: mostRestrictiveFirst(sources, readings), unread };
}

/** The datasets, most restrictive licence first (a licence the table cannot read counts as the most restrictive); ties keep their order. */
function mostRestrictiveFirst(datasets: readonly DatasetRef[], readings: LabelReadings = NO_READINGS): DatasetRef[] {
  const entryOf = (dataset: DatasetRef) => (dataset.license === null ? undefined : termsOfLabel(dataset.license, readings));
  return [...datasets].sort((a, b) => {
    const left = entryOf(a);
    const right = entryOf(b);
    if (left === undefined || right === undefined) return Number(left === undefined ? 0 : 1) - Number(right === undefined ? 0 : 1);
    return stricterFirst(left, right);
  });
}

/** The checked datasets under the licence the answer ranks most restrictive (matched by its label, in any spelling). */
export function datasetsUnder(license: string, datasets: readonly DatasetRef[], readings: LabelReadings = NO_READINGS): DatasetRef[] {
  return datasets.filter((dataset) => dataset.license !== null && sameLicense(dataset.license, license, readings));
}
