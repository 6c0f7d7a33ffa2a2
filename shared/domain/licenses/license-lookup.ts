/**
 * A licence label matched against the licence table's own spellings (ids, labels, names, aliases,
 * in any case and punctuation), without the SPDX libraries. The compatibility screen uses it for
 * labels that come with a marketplace's answer; every other reading comes from the core's licence
 * reader (license-reader.ts), which also parses expressions and URLs.
 */
import { LICENSES, type LicenseDefinition } from './license-table';

/** A name in one spelling: lower case, "licence" = "license", without "the", "version", "International" or punctuation. */
export function licenseKey(written: string): string {
  return written
    .toLowerCase()
    .replace(/licence/g, 'license')
    .replace(/\b(the|international|unported|generic|version|public license|license|agreement)\b/g, ' ')
    .replace(/\bv(?=\d)/g, '')
    .replace(/[^a-z0-9+]+/g, '');
}

const byKey = new Map<string, LicenseDefinition>();
for (const license of LICENSES) {
  for (const spelling of [license.id, license.type, license.name, ...license.aliases]) {
    if (!byKey.has(licenseKey(spelling))) byKey.set(licenseKey(spelling), license);
  }
}

/** The entry a spelling of the table names ("CC BY 4.0" = "cc-by-4.0" = "Creative Commons Attribution 4.0 International"). */
export function licenseNamed(label: string): LicenseDefinition | undefined {
  return byKey.get(licenseKey(label));
}
