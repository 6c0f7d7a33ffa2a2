import type { ResolvedLicense } from '@dmd/shared/domain/licenses/assess-dataset';
import { readLicenseLabel, urlKey } from '@dmd/shared/domain/licenses/license-reader';

export type { ResolvedLicense } from '@dmd/shared/domain/licenses/assess-dataset';

/**
 * The terms of a licence label, read as the app reads it (shared/domain/licenses/license-reader.ts:
 * any spelling, URL or SPDX expression). A label the table cannot place gets a stand-in with the
 * most restrictive terms (academic-only, no derivatives, no redistribution, attribution), so
 * nothing is ever cleared on an assumption.
 */
export function resolveLicense(type: string): ResolvedLicense {
  const reading = readLicenseLabel(type);
  if (!reading.known) return { definition: reading.terms, known: false };
  // A label written as an address is named by the licence it reads as ("CC-BY-NC-4.0"): the
  // reasons, conditions and combined terms quote it; the dataset's own label stays as written.
  const named = urlKey(type) === undefined ? type : (reading.expression ?? reading.terms.type);
  return { definition: { ...reading.terms, type: named }, known: true };
}
