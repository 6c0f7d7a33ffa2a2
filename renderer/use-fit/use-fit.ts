/**
 * What a dataset's licence allows for the intended use, at a glance: the app's own reading from
 * its licence table (the core reads each label: shared/domain/licenses/license-reader.ts), never
 * the marketplace's word, and always labelled so. The intended use is the one chosen for
 * compatibility checks. The marks use the listing's licence label.
 */
import type { UseCase } from '../../shared/wire/api-types';
import { choiceSentences, licenseFit, unknownLicenseSentence } from '../../shared/domain/licenses/license-fit';
import { LICENSE_TABLE_VERSION } from '../../shared/domain/licenses/license-table-version';
import type { LicenseTermsReading } from '../../shared/domain/licenses/license-terms';
import type { DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import { USE_CASE_LABELS, USE_CASE_SHORT_LABELS } from '../compatibility/use-cases';

export type FitState = 'fits' | 'conditions' | 'blocked' | 'unknown';

export interface UseFit {
  state: FitState;
  /** Short words for a chip: "OK for research", "Commercial training: conditions", "Not for redistribution". */
  label: string;
  /** The full reading, labelled as the app's. */
  explanation: string;
}

const APP_READING = `The app's reading of the licence, from its licence table (version ${LICENSE_TABLE_VERSION}; sources on the dataset's Licence tab) — not the marketplace's word.`;

/** A licence label and the core's reading of it (absent for a label the core has not read). */
export interface LicenseLabel {
  license: string | undefined;
  terms: LicenseTermsReading | undefined;
}

export function fitForUse({ license, terms }: LicenseLabel, useCase: UseCase): UseFit {
  const use = USE_CASE_LABELS[useCase].toLowerCase();
  const short = USE_CASE_SHORT_LABELS[useCase].toLowerCase();
  if (license === undefined)
    return { state: 'unknown', label: 'Licence not stated', explanation: `The listing names no licence, so the app cannot say whether it fits ${use}.` };
  const fit = licenseFit(terms, license, useCase);
  if (!fit.known)
    return {
      state: 'unknown',
      label: 'Licence unknown to the app',
      explanation: `${unknownLicenseSentence(license, terms)} The app cannot say whether it fits ${use}.`,
    };
  const details = [...choiceSentences(fit.choices), ...fit.reasons, ...fit.conditions].join(' ');
  if (!fit.allowed) return { state: 'blocked', label: `Not for ${short}`, explanation: `${APP_READING} ${details}` };
  if (fit.conditions.length > 0)
    return { state: 'conditions', label: `${short[0]!.toUpperCase()}${short.slice(1)}: conditions`, explanation: `${APP_READING} ${details}` };
  return { state: 'fits', label: `OK for ${short}`, explanation: `${APP_READING} ${details}` };
}

/** A listing's licence label and its reading. */
export const listedLicense = (dataset: Pick<DatasetSummaryReading, 'license' | 'licenseTerms'>): LicenseLabel => ({
  license: dataset.license?.value,
  terms: dataset.licenseTerms,
});

export function datasetFit(dataset: Pick<DatasetSummaryReading, 'license' | 'licenseTerms'>, useCase: UseCase): UseFit {
  return fitForUse(listedLicense(dataset), useCase);
}

/** "Fits my use": the loaded results whose licence, in the app's reading, allows the use (with conditions too). */
export function fittingItems<T extends Pick<DatasetSummaryReading, 'license' | 'licenseTerms'>>(
  items: readonly T[],
  useCase: UseCase,
): { shown: T[]; hidden: number } {
  const shown = items.filter((item) => {
    const state = datasetFit(item, useCase).state;
    return state === 'fits' || state === 'conditions';
  });
  return { shown, hidden: items.length - shown.length };
}
