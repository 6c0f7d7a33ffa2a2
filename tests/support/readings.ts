/**
 * Readings built from records of a given shape by the core's own reading layer, so renderer
 * tests render exactly what the core would hand them for that JSON (any server's dialect).
 */
import type { AccountReading } from '../../shared/domain/readings/account-reading';
import type { CategoryListReading } from '../../shared/domain/readings/category-reading';
import type { CompatibilityReading } from '../../shared/domain/readings/compatibility-reading';
import type { DatasetDetailReading, DatasetPageReading, DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import type { LicenseReading } from '../../shared/domain/readings/license-reading';
import type { QualityReading } from '../../shared/domain/readings/quality-reading';
import { readAccount } from '../../electron/core/reading/read-account';
import { readCategories } from '../../electron/core/reading/read-categories';
import { readCompatibility } from '../../electron/core/reading/read-compatibility';
import { readDatasetDetail, readDatasetPage, readDatasetSummary } from '../../electron/core/reading/read-dataset';
import { readLicense } from '../../electron/core/reading/read-license';
import { readQuality } from '../../electron/core/reading/read-quality';

function required<T>(reading: T | undefined, what: string): T {
  if (reading === undefined) throw new Error(`The core could not read that ${what}.`);
  return reading;
}

export const readAsCore = {
  item: (json: unknown): DatasetSummaryReading => required(readDatasetSummary(json), 'list item'),
  page: (json: unknown): DatasetPageReading => required(readDatasetPage(json), 'list'),
  detail: (json: unknown, id = 'requested-id'): DatasetDetailReading => required(readDatasetDetail(json, id), 'detail record'),
  quality: (json: unknown): QualityReading => required(readQuality(json), 'quality record'),
  license: (json: unknown): LicenseReading => required(readLicense(json), 'licence record'),
  categories: (json: unknown): CategoryListReading => readCategories(json),
  compatibility: (json: unknown): CompatibilityReading => required(readCompatibility(json), 'compatibility answer'),
  account: (json: unknown): AccountReading => required(readAccount(json), 'account record'),
};
