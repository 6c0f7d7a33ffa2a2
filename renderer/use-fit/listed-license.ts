import type { DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import type { LicenseReading } from '../../shared/domain/readings/license-reading';
import type { HeldLicense } from '../licenses/use-reading';

/** A licence label and the core's reading of it (absent for a label the core has not read), with the licence record once held. */
export type LicenseLabel = HeldLicense;

/** A listing's licence label and its reading, with the dataset's licence record when the app holds it. */
export const listedLicense = (dataset: Pick<DatasetSummaryReading, 'license' | 'licenseTerms'>, record?: LicenseReading): LicenseLabel => ({
  license: dataset.license?.value,
  terms: dataset.licenseTerms,
  ...(record ? { record } : {}),
});
