/**
 * The terms of a licence label on the compatibility screen: the core's reading of it where the app
 * holds one (the checked datasets' cached list items carry it: any spelling, URL or SPDX
 * expression), else the licence table's spellings (shared/domain/licenses/license-lookup.ts).
 */
import { licenseKey, licenseNamed } from '../../shared/domain/licenses/license-lookup';
import type { LicenseTerms } from '../../shared/domain/licenses/license-table';
import type { LicenseTermsReading } from '../../shared/domain/licenses/license-terms';

/** The core's readings of licence labels, by the label as written. */
export type LabelReadings = ReadonlyMap<string, LicenseTermsReading>;

export const NO_READINGS: LabelReadings = new Map();

/** The held readings, then the core's readings of the labels a compatibility answer names. */
export function withAnswerReadings(held: LabelReadings, answer: Readonly<Record<string, LicenseTermsReading>> | undefined): LabelReadings {
  if (answer === undefined) return held;
  const readings = new Map(Object.entries(answer));
  for (const [label, reading] of held) readings.set(label, reading);
  return readings;
}

/** The terms a label gives, or undefined when the app cannot place it. */
export function termsOfLabel(label: string, readings: LabelReadings): LicenseTerms | undefined {
  const reading = readings.get(label);
  if (reading !== undefined) return reading.known ? reading.terms : undefined;
  return licenseNamed(label);
}

/** The core's reading of a label, or one made from the licence table's entry for it; undefined when the app cannot place it. */
export function termsReadingOfLabel(label: string, readings: LabelReadings): LicenseTermsReading | undefined {
  const reading = readings.get(label);
  if (reading !== undefined) return reading;
  const terms = licenseNamed(label);
  return terms === undefined
    ? undefined
    : { written: label, combination: 'single', parts: [{ written: label, id: terms.id, known: true }], known: true, terms, choices: [] };
}

/** Whether two labels name the same licence (in any spelling the app reads, an expression's AND and OR in any order). */
export function sameLicense(a: string, b: string, readings: LabelReadings): boolean {
  if (licenseKey(a) === licenseKey(b)) return true;
  const left = expressionOf(a, readings);
  const right = expressionOf(b, readings);
  return left !== undefined && left === right;
}

function expressionOf(label: string, readings: LabelReadings): string | undefined {
  const reading = readings.get(label);
  return reading?.expressionKey ?? reading?.expression ?? termsOfLabel(label, readings)?.id;
}
