/**
 * The one reading of a dataset's licence for an intended use: every screen (the result row, the
 * dataset header, the Licence tab, "Fits my use", the shortlist, Compare, the compatibility screen)
 * and every export take their words from here. It reads the listing's label (the core's reading
 * of it) and, when the app holds it, the licence record: where the record names another licence,
 * the record's wins; where it withholds a right the use needs, the use is not allowed; either way
 * the disagreement is named. A licence whose commercial terms are not stated is never read as
 * allowed or "conditions"; a licence for academic research only is its own class.
 */
import type { UseCase } from '../../shared/wire/api-types';
import { choiceSentences, licenseFit, unknownLicenseSentence } from '../../shared/domain/licenses/use-fit';
import { licenseMismatch } from '../../shared/domain/licenses/license-mismatch';
import { permissionsOf } from '../../shared/domain/licenses/license-permissions';
import { LICENSE_TABLE_VERSION } from '../../shared/domain/licenses/license-table-version';
import type { LicenseTermsReading } from '../../shared/domain/licenses/license-terms';
import { USE_CASE_RULES } from '../../shared/domain/licenses/use-case-rules';
import { PERMISSION_LABELS, type LicenseReading, type PermissionKey } from '../../shared/domain/readings/license-reading';
import { USE_CASE_LABELS, USE_CASE_SHORT_LABELS } from '../compatibility/use-cases';

/**
 * fits: allowed as it is; conditions: allowed on conditions; not-stated: the licence does not
 * state the terms the use needs (ask the seller); academic-only: allowed only if the project is
 * academic research; blocked: not allowed; unknown: the app cannot read the licence.
 */
export type UseReadingState = 'fits' | 'conditions' | 'not-stated' | 'academic-only' | 'blocked' | 'unknown';

export interface UseReading {
  state: UseReadingState;
  /** Short words for a chip: "OK for research", "Commercial terms not stated — ask the seller". */
  label: string;
  /** The full reading: whose it is, why, and any disagreement. */
  explanation: string;
  /** The same without the disagreement, for a screen that shows that on its own. */
  why: string;
  /** Which place's licence the reading rests on. */
  from: 'listing' | 'record' | 'none';
  /** Where the listing's label and the licence record disagree for this use, in words; else null. */
  disagreement: string | null;
  /** The record's permissions the disagreement is about (for the Licence tab's lines). */
  disputed: PermissionKey[];
}

/** What the app holds of a dataset's licence: the listing's label and its reading, and the licence record once received. */
export interface HeldLicense {
  license: string | undefined;
  terms: LicenseTermsReading | undefined;
  record?: Pick<LicenseReading, 'type' | 'name' | 'spdxId' | 'terms' | 'permissions'> | undefined;
}

/** Whether "Fits my use" keeps a dataset in this state: only what the app reads as allowed. */
export const KEPT_STATES: ReadonlySet<UseReadingState> = new Set(['fits', 'conditions']);

const APP_READING = `The app's reading of the licence, from its licence table (version ${LICENSE_TABLE_VERSION}; sources on the dataset's Licence tab) — not the marketplace's word.`;

/** The record's permissions a use needs: one it states as "not allowed" means the use is not allowed. */
const NEEDED: Readonly<Record<UseCase, readonly PermissionKey[]>> = {
  commercial_training: ['commercialUse', 'modelTraining'],
  research: ['modelTraining'],
  internal_evaluation: [],
  redistribution: ['commercialUse', 'derivatives', 'redistribution'],
};

const API_KEY: Readonly<Record<PermissionKey, 'commercial_use' | 'model_training' | 'derivatives' | 'redistribution'>> = {
  commercialUse: 'commercial_use',
  modelTraining: 'model_training',
  derivatives: 'derivatives',
  redistribution: 'redistribution',
};

const recordLabel = (record: NonNullable<HeldLicense['record']>) => record.spdxId?.value ?? record.type?.value ?? record.name?.value;

/** Whether the use needs commercial terms the licence does not state (its use class is "unspecified"). */
function commercialTermsNotStated(reading: LicenseTermsReading, useCase: UseCase): boolean {
  const rule = USE_CASE_RULES[useCase].classes.unspecified;
  return reading.terms.useClass === 'unspecified' && rule.admitted && rule.condition !== undefined;
}

export function readUse({ license, terms, record }: HeldLicense, useCase: UseCase): UseReading {
  const use = USE_CASE_LABELS[useCase].toLowerCase();
  const short = USE_CASE_SHORT_LABELS[useCase];
  const written = record ? recordLabel(record) : undefined;
  // The record names another licence than the listing: the record's reading wins.
  const mismatch =
    license !== undefined && written !== undefined
      ? licenseMismatch([
          { place: 'listing', written: license, ...(terms ? { reading: terms } : {}) },
          { place: 'record', written, ...(record?.terms ? { reading: record.terms } : {}) },
        ])
      : undefined;
  const fromRecord = written !== undefined && (license === undefined || mismatch !== undefined);
  const label = fromRecord ? written : license;
  const reading = fromRecord ? record?.terms : terms;
  const from = label === undefined ? 'none' : fromRecord ? 'record' : 'listing';
  const notes: string[] = mismatch ? [`The listing says ${license}, the licence record says ${written}: this reading uses the licence record's.`] : [];
  const result = (state: UseReadingState, words: string, lead: string, details: string[], disputed: PermissionKey[] = []): UseReading => {
    const disagreement = notes.length > 0 ? notes.join(' ') : null;
    const why = [lead, ...details].join(' ');
    return { state, label: words, explanation: [why, ...notes].join(' '), why, from, disagreement, disputed };
  };

  if (label === undefined) return result('unknown', 'Licence not stated', `The listing names no licence, so the app cannot say whether it fits ${use}.`, []);
  const fit = licenseFit(reading, label, useCase);
  if (!fit.known)
    return result('unknown', 'Licence unknown to the app', `${unknownLicenseSentence(label, reading)} The app cannot say whether it fits ${use}.`, []);
  const known = reading!;
  const details = [...choiceSentences(fit.choices), ...fit.reasons, ...fit.conditions];
  let state: UseReadingState = !fit.allowed
    ? 'blocked'
    : commercialTermsNotStated(known, useCase)
      ? 'not-stated'
      : known.terms.useClass === 'academic-only'
        ? 'academic-only'
        : fit.conditions.length > 0
          ? 'conditions'
          : 'fits';
  if (state === 'academic-only')
    details.push(
      'Check whether your project qualifies as academic research: research by or for a company often does not. If it does not, the licence does not allow it.',
    );

  // The record's stated permissions against the app's reading of the same licence.
  const disputed: PermissionKey[] = [];
  if (record) {
    const ours = permissionsOf(known.terms);
    for (const key of new Set<PermissionKey>([...NEEDED[useCase], ...(commercialTermsNotStated(known, useCase) ? ['commercialUse' as const] : [])])) {
      const stated = record.permissions[key]?.value;
      if (stated === undefined) continue;
      const words = `${PERMISSION_LABELS[key].toLowerCase()}: ${stated ? 'allowed' : 'not allowed'}`;
      if (key === 'commercialUse' && known.terms.useClass === 'unspecified') {
        // The API gives every permission as a yes or no: a record cannot say "not stated".
        notes.push(
          `The licence record says ${words}, but ${label} does not state commercial terms (the marketplace's API has no word for "not stated"). Ask the seller.`,
        );
        disputed.push(key);
      } else if (!stated && ours[API_KEY[key]]) {
        notes.push(`The licence record says ${words}, though the app's reading of ${label} allows it: the record wins.`);
        disputed.push(key);
        state = 'blocked';
      } else if (stated && !ours[API_KEY[key]]) {
        notes.push(`The licence record says ${words}, but the app's reading of ${label} does not: ask the seller before you rely on the record.`);
        disputed.push(key);
      }
    }
  }

  const words =
    state === 'blocked'
      ? `Not for ${short.toLowerCase()}`
      : state === 'not-stated'
        ? 'Commercial terms not stated — ask the seller'
        : state === 'academic-only'
          ? 'Academic research only'
          : state === 'conditions'
            ? `${short}: conditions`
            : `OK for ${short.toLowerCase()}`;
  return result(state, words, APP_READING, details, disputed);
}
