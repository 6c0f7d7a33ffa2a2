/**
 * The attribution table of a combination: for each dataset its title, seller or author, licence,
 * link, and the credit line or notice its licence requires, built from the licence table's credit
 * requirements (never invented: a licence the app cannot place says the app cannot state it).
 * "Copy as NOTICE" gives the same as text.
 */
import type { LicenseTerms } from '../../shared/domain/licenses/license-table';
import { distinctRecords, loadWords, type RecordToLoad } from '../export/records-to-load';
import { LICENSE_TABLE_VERSION } from './license-sources';

/** Why a fact is absent (docs/facts-and-states.md): its record is not loaded, or a received record does not state it. */
export type Absence = { why: 'not-loaded'; records: RecordToLoad[] } | { why: 'not-stated' };

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
  /** Why `by`, `link` or `license` is absent; a fact absent with no reason given is not stated. */
  missing?: { by?: Absence; link?: Absence; license?: Absence };
}

/** A fact a credit line names. */
type CreditFact = 'creator' | 'link' | 'licence';

export interface AttributionRow {
  title: string;
  by: string;
  license: string;
  link: string;
  /** The credit line or notice; null while a fact it needs is not loaded (the export names it at its top instead). */
  credit: string | null;
  /** The facts the credit line needs and lacks, and why. */
  gaps: Array<{ fact: CreditFact; why: Absence['why'] }>;
  /** The records that would give the facts not loaded. */
  toLoad: RecordToLoad[];
  /** The facts the records do not give (their cells say why): left out of the NOTICE and the export's lines. */
  absent: CreditFact[];
}

const NOT_STATED = 'not stated';
const ABSENCE_WORDS: Record<Absence['why'], string> = { 'not-loaded': 'not loaded', 'not-stated': NOT_STATED };

/** The facts the licence's credit line names that the subject lacks. */
function creditGaps({ license, terms, by, link, missing }: AttributionSubject): Array<{ fact: CreditFact; absence: Absence }> {
  const absent = (fact: CreditFact, absence: Absence | undefined) => ({ fact, absence: absence ?? { why: 'not-stated' as const } });
  if (license === undefined) return [absent('licence', missing?.license)];
  if (terms === undefined) return [];
  const credit = new Set(terms.credit);
  const gaps: Array<{ fact: CreditFact; absence: Absence }> = [];
  if (credit.has('creator') && by === undefined) gaps.push(absent('creator', missing?.by));
  const namesLink = credit.has('creator') || (credit.has('title') && credit.has('licence'));
  if (namesLink && link === undefined) gaps.push(absent('link', missing?.link));
  return gaps;
}

/**
 * The credit line or notice the licence requires, in words, with the dataset's facts filled in;
 * null while a fact it needs is not loaded. A fact the marketplace does not state is left out of
 * the sentence (never a placeholder in it), and the export says so at its top.
 */
export function creditLine(subject: AttributionSubject): string | null {
  const { title, by, license, terms, link } = subject;
  if (creditGaps(subject).some((gap) => gap.absence.why === 'not-loaded')) return null;
  if (license === undefined) return 'The licence is not stated, so the app cannot state what it requires. Ask the seller.';
  if (terms === undefined) return `The app cannot place “${license}”, so it cannot state what it requires. Read the licence, or ask the seller.`;
  const credit = new Set(terms.credit);
  if (credit.size === 0) return `${terms.id} asks for no credit or notice.`;
  const licenseNamed = `${terms.name} (${terms.id})${terms.url ? `, ${terms.url}` : ''}`;
  const sentences: string[] = [];
  const where = link ? ` (${link})` : '';
  if (credit.has('creator') || (credit.has('title') && credit.has('licence'))) {
    if (credit.has('creator')) sentences.push(`“${title}”${by ? ` by ${by}` : ''}${where}, licensed under ${licenseNamed}.`);
    else sentences.push(`Contains information from “${title}”${where}, made available under ${licenseNamed}.`);
  } else if (credit.has('licence')) sentences.push(`Licensed under ${licenseNamed}.`);
  if (credit.has('copyright')) sentences.push(`Keep the copyright notice that comes with “${title}”${by ? ` (${by})` : ''}.`);
  if (credit.has('licence-text')) sentences.push(`Include the text of ${terms.id} (its permission notice) with every copy.`);
  if (credit.has('notice-file')) sentences.push('Include the NOTICE file that comes with the data, if there is one.');
  if (credit.has('changes')) sentences.push('Say whether you changed the data, and how.');
  if (credit.has('use-restrictions')) sentences.push(`Pass on the use restrictions of ${terms.id} with anything made from the data.`);
  if (terms.notice && !credit.has('licence-text')) sentences.push('Keep this notice with any public use or copy passed on.');
  return sentences.join(' ');
}

export function attributionRow(subject: AttributionSubject): AttributionRow {
  const gaps = creditGaps(subject);
  const words = (absence: Absence | undefined) => ABSENCE_WORDS[absence?.why ?? 'not-stated'];
  return {
    title: subject.title,
    by: subject.by ?? words(subject.missing?.by),
    license:
      subject.license === undefined
        ? words(subject.missing?.license)
        : subject.terms && subject.terms.id !== subject.license
          ? `${subject.license} (${subject.terms.id})`
          : subject.license,
    link: subject.link ?? words(subject.missing?.link),
    credit: creditLine(subject),
    gaps: gaps.map(({ fact, absence }) => ({ fact, why: absence.why })),
    toLoad: distinctRecords(gaps.flatMap(({ absence }) => (absence.why === 'not-loaded' ? absence.records : []))),
    absent: [
      ...(subject.by === undefined ? ['creator' as const] : []),
      ...(subject.link === undefined ? ['link' as const] : []),
      ...(subject.license === undefined ? ['licence' as const] : []),
    ],
  };
}

const FACT_WORDS: Record<CreditFact, string> = { creator: 'creator', link: 'page', licence: 'licence' };
const and = (words: readonly string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}`);

/**
 * What the attribution lacks, said once at the top of an export or a NOTICE: the credit lines
 * left out because their records are not loaded (with what loading them costs), then each fact
 * the marketplace does not state. Empty when every credit line is whole.
 */
export function attributionMissing(rows: readonly AttributionRow[]): string[] {
  const waiting = rows.filter((row) => row.credit === null);
  const lines: string[] = [];
  if (waiting.length > 0) {
    const records = distinctRecords(waiting.flatMap((row) => row.toLoad));
    const one = waiting.length === 1;
    const { action, cost } = loadWords(records.length);
    lines.push(
      `${one ? 'The credit line for 1 dataset is' : `Credit lines for ${waiting.length} datasets are`} missing (${waiting.map((row) => row.title).join('; ')}): ` +
        `${one ? 'its records are' : 'their records are'} not loaded${records.length > 0 ? ` (${action} · ${cost})` : ''}.`,
    );
  }
  for (const row of rows) {
    const unstated = row.gaps.filter((gap) => gap.why === 'not-stated').map((gap) => FACT_WORDS[gap.fact]);
    if (unstated.length === 0) continue;
    lines.push(
      unstated.includes('licence')
        ? `${row.title}: the marketplace does not state its licence, so no credit it requires can be named.`
        : `${row.title}: the marketplace does not state its ${and(unstated)}, so its credit line names ${unstated.length === 1 ? 'none' : 'neither'}.`,
    );
  }
  return lines;
}

export const ATTRIBUTION_COLUMNS = ['Dataset', 'Seller or author', 'Licence', 'Link', 'Credit or notice required'];

export const ATTRIBUTION_NOTE = `The credits and notices each licence requires, in the app's reading (licence table version ${LICENSE_TABLE_VERSION}); not legal advice.`;

const isAbsent = (row: AttributionRow, fact: CreditFact) => row.absent.includes(fact);

/** The attribution table as a NOTICE file's text: what it lacks first; a fact not held, or a credit line not written, is left out. */
export function noticeText(rows: readonly AttributionRow[]): string {
  const missing = attributionMissing(rows);
  const lines = ['NOTICE', '', ...(missing.length > 0 ? ['Missing from this notice:', ...missing.map((line) => `- ${line}`), ''] : [])];
  lines.push('This work uses the following datasets.', ATTRIBUTION_NOTE, '');
  rows.forEach((row, index) => {
    lines.push(`${index + 1}. ${row.title}`);
    if (!isAbsent(row, 'creator')) lines.push(`   By: ${row.by}`);
    if (!isAbsent(row, 'licence')) lines.push(`   Licence: ${row.license}`);
    if (!isAbsent(row, 'link')) lines.push(`   Link: ${row.link}`);
    if (row.credit !== null) lines.push(`   Credit: ${row.credit}`);
    lines.push('');
  });
  return lines.join('\n');
}

/** The attribution table as lines for an export's notes (what it lacks goes to the export's top: `attributionMissing`). */
export function attributionLines(rows: readonly AttributionRow[]): string[] {
  return [
    ATTRIBUTION_NOTE,
    ...rows.map((row) => {
      const facts = [
        ...(isAbsent(row, 'creator') ? [] : [`by ${row.by}`]),
        ...(isAbsent(row, 'licence') ? [] : [`licence ${row.license}`]),
        ...(isAbsent(row, 'link') ? [] : [row.link]),
      ];
      return `${row.title}${facts.length > 0 ? ` — ${facts.join('; ')}` : ''}.${row.credit === null ? '' : ` Credit: ${row.credit}`}`;
    }),
  ];
}
