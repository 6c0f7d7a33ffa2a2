import { useMemo } from 'react';
import type { UseCase } from '../../shared/wire/api-types';
import type { DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import { useHeldLicenses } from '../licenses/use-held-license';
import { useUseFitCode } from './use-fit-later';

/**
 * "Fits my use" over the loaded results while `on`: the one reading, with each licence record the
 * app holds. `pending` while the reading's code is not in yet: no row is shown as fitting unread.
 */
export function useFitting<T extends Pick<DatasetSummaryReading, 'id' | 'license' | 'licenseTerms'>>(
  items: readonly T[],
  useCase: UseCase,
  on: boolean,
): { shown: T[]; hidden: number; pending: boolean } {
  const recordOf = useHeldLicenses();
  const code = useUseFitCode();
  return useMemo(() => {
    if (!on) return { shown: items as T[], hidden: 0, pending: false };
    if (code === null) return { shown: [], hidden: 0, pending: true };
    return { ...code.fittingItems(items, useCase, recordOf), pending: false };
  }, [on, items, useCase, recordOf, code]);
}
