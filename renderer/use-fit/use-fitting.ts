import { useMemo } from 'react';
import type { UseCase } from '../../shared/wire/api-types';
import type { DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import { useHeldLicenses } from '../licenses/use-held-license';
import { fittingItems } from './use-fit';

/** "Fits my use" over the loaded results while `on`: the one reading, with each licence record the app holds. */
export function useFitting<T extends Pick<DatasetSummaryReading, 'id' | 'license' | 'licenseTerms'>>(items: readonly T[], useCase: UseCase, on: boolean) {
  const recordOf = useHeldLicenses();
  return useMemo(() => (on ? fittingItems(items, useCase, recordOf) : { shown: items as T[], hidden: 0 }), [on, items, useCase, recordOf]);
}
