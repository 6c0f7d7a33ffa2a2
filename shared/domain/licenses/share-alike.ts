/**
 * Which share-alike licences a licence reading brings, and which two of them can be met together.
 * Two different share-alike licences each ask that what is made from the data be released under
 * itself alone, so material under both can be shared under neither, unless one licence's text
 * lets material under it be released under the other. The pairs below are those the licences'
 * texts and Creative Commons' list of compatible licences allow (one way each):
 * - CC BY-SA 3.0 and CC BY-NC-SA 3.0 §4(b): an adaptation may be released under "a later version
 *   of this License with the same License Elements", so under their 4.0;
 * - CC BY-SA 4.0 §3(b)(1) and https://creativecommons.org/compatiblelicenses: an adaptation may
 *   be released under GPLv3 (declared on 8 October 2015).
 * Every other pair of different share-alike licences conflicts.
 */
import { ownValue } from '../own-keys';
import { LICENSES } from './license-table';
import type { LicenseTermsReading } from './license-terms';
import { SHARE_ALIKE_CONFLICT_REASON, SHARE_ALIKE_RESOLUTION, fillTemplate } from './use-case-rules';

const RELEASABLE_UNDER: Readonly<Record<string, readonly string[]>> = {
  'CC-BY-SA-3.0': ['CC-BY-SA-4.0'],
  'CC-BY-NC-SA-3.0': ['CC-BY-NC-SA-4.0'],
  'CC-BY-SA-4.0': ['GPL-3.0-only'],
};

const shareAlikeIds = new Map(LICENSES.filter((license) => license.shareAlike).map((license) => [license.id.toLowerCase(), license.id]));

/** The share-alike licences (table ids) the reading's terms rest on: each licence of an AND, the chosen option of an OR. */
export function shareAlikeLicensesOf(reading: LicenseTermsReading): string[] {
  if (!reading.known || !reading.terms.shareAlike) return [];
  if (reading.combination === 'or' || reading.combination === 'single') {
    const id = shareAlikeIds.get(reading.terms.id.toLowerCase());
    if (id !== undefined) return [id];
  }
  const ids = reading.parts.flatMap((part) => {
    const id = part.id === undefined ? undefined : shareAlikeIds.get(part.id.toLowerCase());
    return id === undefined ? [] : [id];
  });
  return [...new Set(ids)];
}

const releasable = (from: string, to: string) => (ownValue(RELEASABLE_UNDER, from) ?? []).includes(to);

/** Whether material under both share-alike licences can be released under one of them. */
export function shareAlikeMeetTogether(a: string, b: string): boolean {
  return a === b || releasable(a, b) || releasable(b, a);
}

export interface ShareAlikeHolder {
  id: string;
  title: string;
  shareAlike: readonly string[];
}

export interface ShareAlikeClash {
  first: string;
  second: string;
  /** The holders under either licence, in their order. */
  holders: ShareAlikeHolder[];
}

/** Every pair of share-alike licences among the holders that cannot be met together, in the order the licences first appear. */
export function shareAlikeClashes(holders: readonly ShareAlikeHolder[]): ShareAlikeClash[] {
  const licenses = [...new Set(holders.flatMap((holder) => holder.shareAlike))];
  return licenses.flatMap((first, index) =>
    licenses
      .slice(index + 1)
      .filter((second) => !shareAlikeMeetTogether(first, second))
      .map((second) => ({
        first,
        second,
        holders: holders.filter((holder) => holder.shareAlike.includes(first) || holder.shareAlike.includes(second)),
      })),
  );
}

const NAMES = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** The clash in words: both licences, with the datasets under each, and what resolves it. */
export function shareAlikeClashSentence(clash: ShareAlikeClash, blocksUse: boolean): string {
  const under = (license: string) =>
    `${license} (${NAMES.format(clash.holders.filter((holder) => holder.shareAlike.includes(license)).map((holder) => holder.title))})`;
  const both = fillTemplate(SHARE_ALIKE_CONFLICT_REASON, { first: under(clash.first), second: under(clash.second) });
  return `${both} ${blocksUse ? SHARE_ALIKE_RESOLUTION.shares : SHARE_ALIKE_RESOLUTION.keepsPrivate}`;
}
