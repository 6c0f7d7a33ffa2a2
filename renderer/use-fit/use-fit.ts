/**
 * What a dataset's licence allows for the intended use, at a glance: the app's own reading from
 * its licence table (shared/domain/licenses/license-fit.ts), never the marketplace's word, and always
 * labelled so. The intended use is the one chosen for compatibility checks.
 */
import type { UseCase } from '../../shared/wire/api-types';
import { licenseFit, type LicenseFit } from '../../shared/domain/licenses/license-fit';
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

const APP_READING = "The app's reading of the licence, from its licence table — not the marketplace's word.";

export function fitForUse(license: string | undefined, useCase: UseCase): UseFit {
  const use = USE_CASE_LABELS[useCase].toLowerCase();
  const short = USE_CASE_SHORT_LABELS[useCase].toLowerCase();
  if (license === undefined)
    return { state: 'unknown', label: 'Licence not stated', explanation: `The listing names no licence, so the app cannot say whether it fits ${use}.` };
  const fit: LicenseFit = licenseFit(license, useCase);
  if (!fit.known)
    return {
      state: 'unknown',
      label: 'Licence unknown to the app',
      explanation: `“${license}” is not in the app's licence table, so the app cannot say whether it fits ${use}.`,
    };
  const details = [...fit.reasons, ...fit.conditions].join(' ');
  if (!fit.allowed) return { state: 'blocked', label: `Not for ${short}`, explanation: `${APP_READING} ${details}` };
  if (fit.conditions.length > 0)
    return { state: 'conditions', label: `${short[0]!.toUpperCase()}${short.slice(1)}: conditions`, explanation: `${APP_READING} ${details}` };
  return { state: 'fits', label: `OK for ${short}`, explanation: `${APP_READING} ${details}` };
}

export function datasetFit(dataset: Pick<DatasetSummaryReading, 'license'>, useCase: UseCase): UseFit {
  return fitForUse(dataset.license?.value, useCase);
}

/** "Fits my use": the loaded results whose licence, in the app's reading, allows the use (with conditions too). */
export function fittingItems<T extends Pick<DatasetSummaryReading, 'license'>>(items: readonly T[], useCase: UseCase): { shown: T[]; hidden: number } {
  const shown = items.filter((item) => {
    const state = datasetFit(item, useCase).state;
    return state === 'fits' || state === 'conditions';
  });
  return { shown, hidden: items.length - shown.length };
}
