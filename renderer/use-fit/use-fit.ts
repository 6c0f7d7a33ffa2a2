/**
 * What a dataset's licence allows for the intended use, at a glance: the one reading
 * (renderer/licenses/use-reading.ts), the app's own from its licence table and the licence
 * record when held, always labelled as the app's. The intended use is the one chosen for
 * compatibility checks.
 */
import type { UseCase } from '../../shared/wire/api-types';
import type { DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import type { LicenseReading } from '../../shared/domain/readings/license-reading';
import { KEPT_STATES, readUse, type UseReading, type UseReadingState } from '../licenses/use-reading';
import { listedLicense, type LicenseLabel } from './listed-license';

export { listedLicense, type LicenseLabel };

export type FitState = UseReadingState;

export type UseFit = UseReading;

export function fitForUse(held: LicenseLabel, useCase: UseCase): UseFit {
  return readUse(held, useCase);
}

export function datasetFit(dataset: Pick<DatasetSummaryReading, 'license' | 'licenseTerms'>, useCase: UseCase, record?: LicenseReading): UseFit {
  return fitForUse(listedLicense(dataset, record), useCase);
}

/**
 * "Fits my use": the loaded results the one reading reads as allowed (with conditions too);
 * `recordOf` gives a dataset's licence record where the app holds it, which then has its say.
 */
export function fittingItems<T extends Pick<DatasetSummaryReading, 'id' | 'license' | 'licenseTerms'>>(
  items: readonly T[],
  useCase: UseCase,
  recordOf: (id: string) => LicenseReading | undefined = () => undefined,
): { shown: T[]; hidden: number } {
  const shown = items.filter((item) => KEPT_STATES.has(datasetFit(item, useCase, recordOf(item.id)).state));
  return { shown, hidden: items.length - shown.length };
}
