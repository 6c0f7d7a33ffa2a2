/**
 * How the generated catalog writes a dataset's licence: as real marketplaces and dataset cards do.
 * About half keep the licence table's label; the rest are written as a lower-case id, lower case
 * with spaces ("cc by 4.0"), the full name, the licence's URL or another name the world uses. A
 * few datasets are written as another licence of the same use class (so prices and the catalog's
 * mix of uses stay as drawn): an AND or OR expression, OpenRAIL-M, or, for a custom licence, words
 * the app cannot place (read as the most restrictive licence). Each choice comes from the
 * dataset's id, not from the catalog's random stream, so every other field is drawn as before.
 */
import type { LicenseDefinition } from '@dmd/shared/domain/licenses/license-table';

/** Labels written instead of the drawn licence, each for a share of that licence's datasets. */
export const WRITTEN_INSTEAD: Readonly<Record<string, ReadonlyArray<{ label: string; share: number }>>> = {
  'CC-BY-4.0': [{ label: 'CC-BY-4.0 AND ODbL-1.0', share: 0.08 }],
  'ODbL-1.0': [{ label: 'CC-BY-4.0 AND ODbL-1.0', share: 0.15 }],
  MIT: [{ label: 'MIT OR Apache-2.0', share: 0.25 }],
  'Apache-2.0': [
    { label: 'OpenRAIL-M', share: 0.2 },
    { label: 'MIT OR Apache-2.0', share: 0.1 },
  ],
  'CC-BY-NC-4.0': [{ label: 'CC-BY-NC-4.0 AND CC-BY-SA-4.0', share: 0.05 }],
  'Custom-Unspecified': [
    { label: 'See the LICENSE file in the download', share: 0.15 },
    { label: 'Free for non-profit use; contact the seller', share: 0.1 },
  ],
};

/** The share of datasets (not written instead) that keep the table's label. */
const TABLE_LABEL_SHARE = 0.5;

/** The ways the world writes one licence, the table's label first. */
export function spellingsOf(license: LicenseDefinition): string[] {
  const lower = license.type.toLowerCase();
  const spellings = [license.type, lower, lower.replace(/-/g, ' '), license.name, ...(license.url ? [license.url] : []), ...license.aliases];
  return [...new Set(spellings)];
}

const spellingCache = new Map<string, string[]>();

/** The label a dataset's listing writes for the licence drawn for it. */
export function writtenLicense(license: LicenseDefinition, datasetId: string): string {
  const instead = WRITTEN_INSTEAD[license.type] ?? [];
  let at = unitHash(datasetId, 0x811c9dc5);
  for (const option of instead) {
    if (at < option.share) return option.label;
    at -= option.share;
  }
  const pick = unitHash(datasetId, 0x01000193);
  if (pick < TABLE_LABEL_SHARE) return license.type;
  let spellings = spellingCache.get(license.type);
  if (spellings === undefined) {
    spellings = spellingsOf(license).slice(1);
    spellingCache.set(license.type, spellings);
  }
  const index = Math.floor(((pick - TABLE_LABEL_SHARE) / (1 - TABLE_LABEL_SHARE)) * spellings.length);
  return spellings[Math.min(index, spellings.length - 1)]!;
}

/** FNV-1a of the text from a seed, as a number in [0, 1). */
function unitHash(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash / 0x1_0000_0000;
}
