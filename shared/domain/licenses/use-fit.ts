/**
 * The app's own reading of what a licence allows for an intended use, from the core's reading of
 * its label (license-terms.ts: the licence table, the one the embedded marketplace's engine uses).
 * Screens label it as the app's reading: it is shown where a marketplace gave no per-dataset
 * answer, and beside results as "use fit". A licence the table cannot place is not judged at all.
 * No table is imported here: the search screen shows these marks before anything else loads.
 */
import type { UseCase } from '../../wire/api-types';
import { assessDataset, conditionSentences } from './assess-dataset';
import type { LicenseTerms } from './license-table';
import type { LicenseChoice, LicenseTermsReading } from './license-terms';

export type LicenseFit =
  | { known: true; license: string; allowed: boolean; reasons: string[]; conditions: string[]; choices: LicenseChoice[] }
  | { known: false; license: string; reading?: LicenseTermsReading };

/** What the licence of `reading` allows for the use; `label` is the licence as written, for when it was not read. */
export function licenseFit(reading: LicenseTermsReading | undefined, label: string, useCase: UseCase): LicenseFit {
  if (reading === undefined || !reading.known) return { known: false, license: label, ...(reading ? { reading } : {}) };
  return { ...termsFit(reading.terms, useCase), choices: reading.choices };
}

/** What a licence's terms allow for the use. */
export function termsFit(terms: LicenseTerms, useCase: UseCase): Omit<Extract<LicenseFit, { known: true }>, 'choices'> {
  const assessment = assessDataset({ definition: terms, known: true }, useCase);
  return {
    known: true,
    license: terms.type,
    allowed: assessment.allowed,
    reasons: assessment.reasons,
    conditions: conditionSentences(assessment),
  };
}

/** Why the app cannot judge a licence: it reads no licence in the label, or one its table does not hold. */
export function unknownLicenseSentence(label: string, reading: LicenseTermsReading | undefined): string {
  if (reading === undefined) return `The app has not read the licence “${label}” yet.`;
  const unplaced = reading.parts.filter((part) => part.id === undefined).map((part) => `“${part.written}”`);
  if (unplaced.length > 0) return `The app cannot place ${unplaced.join(' and ')} among the licences it knows, so it reads the licence as restrictive.`;
  const unknown = reading.parts.filter((part) => !part.known).map((part) => part.id);
  return `${unknown.join(' and ')} ${unknown.length > 1 ? 'are SPDX licences' : 'is an SPDX licence'} the app's licence table does not hold, so it reads the licence as restrictive.`;
}

/** The sentence that says a choice is made, for each OR in the licence. */
export function choiceSentences(choices: readonly LicenseChoice[]): string[] {
  return choices.map(
    (choice) => `The licence offers a choice (${choice.options.join(' or ')}): this reading uses ${choice.chosen}, the most permissive option.`,
  );
}
