/**
 * A licence label as the embedded marketplace reads it: through the app's licence reader
 * (shared/domain/licenses/license-reader.ts), the one normaliser the catalog build, the licence
 * record and the compatibility engine share. Any spelling, URL or SPDX expression names one
 * canonical licence type (the table's label, or the SPDX expression of the licences it names);
 * a label the reader cannot place keeps its own words and the most restrictive terms.
 */
import type { LicenseRecord } from '@dmd/shared/wire/api-types';
import { readLicenseLabel } from '@dmd/shared/domain/licenses/license-reader';
import type { LicenseTerms } from '@dmd/shared/domain/licenses/license-table';

export interface LabelLicense {
  /** The licence record's `license` object. */
  record: LicenseRecord['license'];
  terms: LicenseTerms;
  known: boolean;
}

const read = new Map<string, LabelLicense>();

/** Read once per distinct label: the catalog writes a few hundred labels over 100,000 datasets. */
export function licenseOfLabel(label: string): LabelLicense {
  let license = read.get(label);
  if (license === undefined) {
    license = readUncached(label);
    read.set(label, license);
  }
  return license;
}

function readUncached(label: string): LabelLicense {
  const reading = readLicenseLabel(label);
  const { terms, known } = reading;
  if (!known || reading.expression === undefined) return { record: { type: label, name: label, spdx_id: null, url: null }, terms, known: false };
  if (reading.combination === 'single') {
    const spdxId = reading.parts[0]?.id?.startsWith('LicenseRef-') === false ? reading.expression : null;
    return { record: { type: terms.type, name: terms.name, spdx_id: spdxId, url: terms.url }, terms, known };
  }
  const spdx = reading.parts.every((part) => part.id !== undefined && !part.id.startsWith('LicenseRef-'));
  const flat = !reading.expression.includes('(');
  const name = flat ? reading.parts.map((part) => part.name ?? part.written).join(reading.combination === 'and' ? ' and ' : ' or ') : reading.expression;
  return { record: { type: reading.expression, name, spdx_id: spdx ? reading.expression : null, url: null }, terms, known };
}
