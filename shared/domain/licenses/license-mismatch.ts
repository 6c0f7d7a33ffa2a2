/**
 * Whether the places that name a dataset's licence disagree: the listing's label, the licence
 * record, and the licences its description names. Each is compared by the core's reading of it
 * (its SPDX ids), so "cc by 4.0" and "CC-BY-4.0" agree. The use-fit marks (the one reading,
 * renderer/licenses/use-reading.ts) use the licence record's label once the app holds it, else the
 * listing's; the warning says which.
 */
import type { LicenseTermsReading } from './license-terms';

const LABEL_PLACES = ['listing', 'record', 'description'] as const;
export type LabelPlace = (typeof LABEL_PLACES)[number];

export const LABEL_PLACE_NAMES: Readonly<Record<LabelPlace, string>> = {
  listing: 'the listing',
  record: 'the licence record',
  description: 'the description',
};

export interface PlacedLabel {
  place: LabelPlace;
  written: string;
  reading?: LicenseTermsReading;
}

export interface LicenseMismatch {
  /** Every label, in the order listing, record, description. */
  labels: PlacedLabel[];
  /** The label the use-fit marks use. */
  marksUse: PlacedLabel;
  sentence: string;
}

/** The licences a label names, as ids (its written words, folded, where the app cannot place it). */
function idsOf(label: PlacedLabel): string[] {
  const parts = label.reading?.parts ?? [{ written: label.written }];
  return parts.map((part) => ('id' in part && part.id !== undefined ? part.id.toLowerCase() : part.written.toLowerCase().replace(/[^a-z0-9]+/g, '')));
}

const sameLicense = (a: PlacedLabel, b: PlacedLabel) => {
  // Both read as expressions: the same one, its ANDs and ORs in any order ("(A AND B) OR C" is not "(A AND C) OR B").
  const [leftKey, rightKey] = [a.reading?.expressionKey, b.reading?.expressionKey];
  if (leftKey !== undefined && rightKey !== undefined) return leftKey === rightKey;
  const left = idsOf(a).sort().join(' ');
  const right = idsOf(b).sort().join(' ');
  return left === right && (a.reading?.combination ?? 'single') === (b.reading?.combination ?? 'single');
};

const shown = (label: PlacedLabel) => {
  const expression = label.reading?.expression;
  return expression !== undefined && expression !== label.written ? `${label.written} (${expression})` : label.written;
};

/**
 * The disagreement among the labels, or undefined when they agree. The listing and the record
 * disagree when they name different licences; a licence the description names disagrees when it
 * is none of the listing's (or, without a listing, the record's).
 */
export function licenseMismatch(labels: readonly PlacedLabel[]): LicenseMismatch | undefined {
  const listing = labels.find((label) => label.place === 'listing');
  const record = labels.find((label) => label.place === 'record');
  const marksUse = record ?? listing;
  if (marksUse === undefined) return undefined;
  const named = new Set([...(listing ? idsOf(listing) : []), ...(record ? idsOf(record) : [])]);
  const mentions = labels.filter((label) => label.place === 'description');
  const recordDisagrees = listing !== undefined && record !== undefined && !sameLicense(listing, record);
  const strangers = mentions.filter((mention) => idsOf(mention).some((id) => !named.has(id)));
  if (!recordDisagrees && strangers.length === 0) return undefined;
  const ordered = LABEL_PLACES.flatMap((place) => labels.filter((label) => label.place === place));
  const says = [
    ...(listing ? [`the listing says ${shown(listing)}`] : []),
    ...(record ? [`the licence record says ${shown(record)}`] : []),
    ...(mentions.length > 0 ? [`the description names ${mentions.map(shown).join(' and ')}`] : []),
  ];
  const sentence =
    `The licence labels disagree: ${says.join('; ')}. ` +
    `The app's marks use ${LABEL_PLACE_NAMES[marksUse.place]}'s label (${marksUse.written}). Ask the seller which licence applies before you rely on it.`;
  return { labels: ordered, marksUse, sentence };
}
