import type { ResolvedLicense } from '../../../shared/domain/licenses/assess-dataset';
import { readLicenseLabel } from '../../../shared/domain/licenses/license-reader';

export type { ResolvedLicense } from '../../../shared/domain/licenses/assess-dataset';

/**
 * The terms of a licence label, read as the app reads it (shared/domain/licenses/license-reader.ts:
 * any spelling, URL or SPDX expression). A label the table cannot place gets a stand-in with the
 * most restrictive terms (academic-only, no derivatives, no redistribution, attribution), so
 * nothing is ever cleared on an assumption.
 */
export function resolveLicense(type: string): ResolvedLicense {
  const reading = readLicenseLabel(type);
  return { definition: reading.known ? { ...reading.terms, type } : reading.terms, known: reading.known };
}
