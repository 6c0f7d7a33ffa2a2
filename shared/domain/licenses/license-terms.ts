/**
 * The app's reading of a licence label, and how the licences of an SPDX expression combine. Plain
 * data, so the core hands it to the renderer as it is: the renderer never parses a label (the
 * reader, license-reader.ts, and its SPDX libraries stay with the core and the marketplace).
 *
 * - AND: every licence's obligations apply and each permission is the strictest of them.
 * - OR: the buyer may pick; the terms are the most permissive option's, and the reading says a
 *   choice is being made.
 * - WITH: the exception is named; the terms are the licence's own.
 * A licence the app cannot place is read as the most restrictive licence, and labelled so.
 */
import { USE_CLASSES, type CreditElement, type LicenseTerms } from './license-table';

export interface LicensePart {
  /** As written in the label. */
  written: string;
  /** The SPDX id or `LicenseRef-` id the app reads it as; absent when it cannot place it. */
  id?: string;
  /** Whether the licence table holds the licence (its entry is the table's, by `id`). */
  known: boolean;
  /** The table's name and link for it, when it holds it. */
  name?: string;
  url?: string | null;
  /** An SPDX exception (`WITH …`), named as read. */
  exception?: string;
}

export interface LicenseChoice {
  /** Each option as an expression ("MIT", "Apache-2.0"). */
  options: string[];
  /** The option the terms are read from: the most permissive one the app knows. */
  chosen: string;
}

export interface LicenseTermsReading {
  written: string;
  /** The SPDX expression the app reads the label as; absent when a part cannot be placed. */
  expression?: string;
  /**
   * The expression with the operands of each AND and OR in one order, present with it: labels
   * that differ only in that order ("MIT OR Apache-2.0", "Apache-2.0 OR MIT") name one licence.
   */
  expressionKey?: string;
  combination: 'single' | 'and' | 'or';
  parts: LicensePart[];
  /** Whether the table knows every licence the terms rest on. */
  known: boolean;
  /** The terms the app reads: a table entry's, a combination of entries', or the restrictive stand-in's. */
  terms: LicenseTerms;
  choices: LicenseChoice[];
}

/** The terms of a licence the app cannot place: the most restrictive, so nothing is cleared on a guess. */
export function unplacedTerms(written: string): LicenseTerms {
  return {
    type: written,
    id: written,
    name: `Unknown licence (${written})`,
    url: null,
    useClass: 'academic-only',
    attribution: true,
    shareAlike: false,
    noDerivatives: true,
    redistribution: false,
    notice: true,
    credit: [],
    useRestrictions: [],
  };
}

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** The terms of licences that all apply (AND): every obligation, and the strictest of each permission. */
export function strictestOf(licenses: readonly LicenseTerms[], label: string): LicenseTerms {
  if (licenses.length === 1) return licenses[0]!;
  const useClass = USE_CLASSES[Math.max(...licenses.map((license) => USE_CLASSES.indexOf(license.useClass)))]!;
  return {
    type: label,
    id: label,
    name: licenses.map((license) => license.name).join(' and '),
    url: null,
    useClass,
    attribution: licenses.some((license) => license.attribution),
    shareAlike: licenses.some((license) => license.shareAlike),
    noDerivatives: licenses.some((license) => license.noDerivatives),
    redistribution: licenses.every((license) => license.redistribution),
    notice: licenses.some((license) => license.notice),
    credit: unique(licenses.flatMap((license) => license.credit)) as CreditElement[],
    useRestrictions: unique(licenses.flatMap((license) => license.useRestrictions)),
  };
}

/**
 * How restrictive a licence is, as a tuple compared in order: its use class, then what it withholds
 * (adaptation, passing on), then share-alike, then the uses it forbids, then what else it asks
 * (notice, credit). Lower is freer. The embedded marketplace ranks "most restrictive" by it too.
 */
function restrictiveness(license: LicenseTerms): number[] {
  return [
    USE_CLASSES.indexOf(license.useClass),
    Number(license.noDerivatives),
    Number(!license.redistribution),
    Number(license.shareAlike),
    Number(license.useRestrictions.length > 0),
    Number(license.notice),
    Number(license.attribution),
  ];
}

/** Orders licences from the freest to the most restrictive. The app's one restrictiveness order. */
export function freerFirst(a: LicenseTerms, b: LicenseTerms): number {
  const left = restrictiveness(a);
  const right = restrictiveness(b);
  for (let index = 0; index < left.length; index++) if (left[index] !== right[index]) return left[index]! - right[index]!;
  return 0;
}

/** The same order reversed: the most restrictive first. */
export const stricterFirst = (a: LicenseTerms, b: LicenseTerms): number => freerFirst(b, a);

/** The option of an OR the terms are read from: the most permissive one (the first among equals). */
export function mostPermissiveOf<T extends { terms: LicenseTerms; known: boolean }>(options: readonly T[]): T {
  const ranked = [...options].sort((a, b) => Number(b.known) - Number(a.known) || freerFirst(a.terms, b.terms));
  return ranked[0]!;
}
