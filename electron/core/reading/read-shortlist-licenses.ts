import type { Result } from '../../../shared/domain/app-error';
import { readLicenseLabel } from '../../../shared/domain/licenses/license-reader';
import type { Shortlist } from '../../../shared/ipc/ipc-contract';

/** The shortlist with the app's reading of each entry's licence label: the renderer receives readings, it never parses a label. */
export function withLicenseReadings(shortlist: Shortlist): Shortlist {
  return { entries: shortlist.entries.map((entry) => (entry.license === undefined ? entry : { ...entry, licenseTerms: readLicenseLabel(entry.license) })) };
}

export function shortlistWithLicenseReadings(result: Result<Shortlist>): Result<Shortlist> {
  return result.ok ? { ...result, value: withLicenseReadings(result.value) } : result;
}
