/**
 * The licence table's sources for a reading: each licence it rests on, with where its terms were
 * taken from. Loaded with the screens that show a reading in full (never the first screen).
 */
import { LICENSE_TABLE_VERSION, LICENSES, type CreditElement, type LicenseDefinition } from '../../shared/domain/licenses/license-table';
import type { LicenseTermsReading } from '../../shared/domain/licenses/license-terms';

export { LICENSE_TABLE_VERSION };

const byId = new Map(LICENSES.map((license) => [license.id, license]));
const byIdFolded = new Map(LICENSES.map((license) => [license.id.toLowerCase(), license]));

/** The table's entries a reading rests on, once each. */
export function entriesOf(reading: LicenseTermsReading): LicenseDefinition[] {
  const entries = reading.parts.flatMap((part) => {
    if (!part.known || part.id === undefined) return [];
    const entry = byId.get(part.id) ?? byIdFolded.get(part.id.toLowerCase()) ?? LICENSES.find((license) => license.name === part.name);
    return entry ? [entry] : [];
  });
  return [...new Set(entries)];
}

export const ABOUT_THE_READING = `The app's licence table, version ${LICENSE_TABLE_VERSION}: each licence's terms are taken from its public text and, where it lists the licence, the Data Provenance Initiative's licence classes. It is the app's reading, not legal advice.`;

/** What a credit must hold, in words. */
export const CREDIT_WORDS: Readonly<Record<CreditElement, string>> = {
  creator: 'the creator',
  title: 'the title',
  copyright: 'the copyright notice',
  licence: 'the licence’s name',
  link: 'a link to the source and the licence',
  changes: 'whether you changed it',
  'licence-text': 'the licence’s text (or its permission notice)',
  'notice-file': 'the contents of any NOTICE file',
  'use-restrictions': 'the licence’s use restrictions, passed on',
};
