/**
 * The attribution table of a combination: for each dataset its title, seller or author, licence,
 * link, and the credit line or notice its licence requires, built from the licence table's credit
 * requirements (never invented: a licence the app cannot place says the app cannot state it).
 * "Copy as NOTICE" gives the same as text.
 */
import type { LicenseTerms } from '../../shared/domain/licenses/license-table';
import { LICENSE_TABLE_VERSION } from './license-sources';

export interface AttributionSubject {
  title: string;
  /** The seller or author, as a record states it. */
  by?: string;
  /** The licence as labelled. */
  license?: string;
  /** The app's reading of it; absent when the app cannot place it. */
  terms?: LicenseTerms;
  /** The dataset's page. */
  link?: string;
  /** Why `by` or `link` is absent, in words: "not stated" only where a received record does not state it. */
  missing?: { by?: string; link?: string };
}

export interface AttributionRow {
  title: string;
  by: string;
  license: string;
  link: string;
  credit: string;
}

const NOT_STATED = 'not stated';

/** The credit line or notice the licence requires, in words, with the dataset's facts filled in. */
export function creditLine({ title, by, license, terms, link, missing }: AttributionSubject): string {
  if (license === undefined) return 'The licence is not stated, so the app cannot state what it requires. Ask the seller.';
  if (terms === undefined) return `The app cannot place “${license}”, so it cannot state what it requires. Read the licence, or ask the seller.`;
  const credit = new Set(terms.credit);
  if (credit.size === 0) return `${terms.id} asks for no credit or notice.`;
  const licenceNamed = `${terms.name} (${terms.id})${terms.url ? `, ${terms.url}` : ''}`;
  const sentences: string[] = [];
  const who = by ?? `[creator ${missing?.by ?? NOT_STATED}]`;
  const where = link ?? `[link ${missing?.link ?? NOT_STATED}]`;
  if (credit.has('creator') || (credit.has('title') && credit.has('licence'))) {
    if (credit.has('creator')) sentences.push(`“${title}” by ${who} (${where}), licensed under ${licenceNamed}.`);
    else sentences.push(`Contains information from “${title}” (${where}), made available under ${licenceNamed}.`);
  } else if (credit.has('licence')) sentences.push(`Licensed under ${licenceNamed}.`);
  if (credit.has('copyright')) sentences.push(`Keep the copyright notice that comes with “${title}”${by ? ` (${by})` : ''}.`);
  if (credit.has('licence-text')) sentences.push(`Include the text of ${terms.id} (its permission notice) with every copy.`);
  if (credit.has('notice-file')) sentences.push('Include the NOTICE file that comes with the data, if there is one.');
  if (credit.has('changes')) sentences.push('Say whether you changed the data, and how.');
  if (credit.has('use-restrictions')) sentences.push(`Pass on the use restrictions of ${terms.id} with anything made from the data.`);
  if (terms.notice && !credit.has('licence-text')) sentences.push('Keep this notice with any public use or copy passed on.');
  return sentences.join(' ');
}

export function attributionRow(subject: AttributionSubject): AttributionRow {
  return {
    title: subject.title,
    by: subject.by ?? subject.missing?.by ?? NOT_STATED,
    license:
      subject.license === undefined
        ? NOT_STATED
        : subject.terms && subject.terms.id !== subject.license
          ? `${subject.license} (${subject.terms.id})`
          : subject.license,
    link: subject.link ?? subject.missing?.link ?? NOT_STATED,
    credit: creditLine(subject),
  };
}

export const ATTRIBUTION_COLUMNS = ['Dataset', 'Seller or author', 'Licence', 'Link', 'Credit or notice required'];

export const ATTRIBUTION_NOTE = `The credits and notices each licence requires, in the app's reading (licence table version ${LICENSE_TABLE_VERSION}); not legal advice.`;

/** The attribution table as a NOTICE file's text. */
export function noticeText(rows: readonly AttributionRow[]): string {
  const lines = ['NOTICE', '', 'This work uses the following datasets.', ATTRIBUTION_NOTE, ''];
  rows.forEach((row, index) => {
    lines.push(`${index + 1}. ${row.title}`, `   By: ${row.by}`, `   Licence: ${row.license}`, `   Link: ${row.link}`, `   Credit: ${row.credit}`, '');
  });
  return lines.join('\n');
}

/** The attribution table as lines for an export's notes. */
export function attributionLines(rows: readonly AttributionRow[]): string[] {
  return [ATTRIBUTION_NOTE, ...rows.map((row) => `${row.title} — by ${row.by}; licence ${row.license}; ${row.link}. Credit: ${row.credit}`)];
}
