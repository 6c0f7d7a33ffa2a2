/**
 * The app's own reading of what a licence allows for an intended use, from its licence table
 * (the one the embedded marketplace's engine uses). Screens label it as the app's reading: it is
 * shown where a marketplace gave no per-dataset answer, and beside results as "use fit". A
 * licence the table does not know is not judged at all.
 */
import type { UseCase } from '../../wire/api-types';
import { assessDataset, conditionSentences } from './assess-dataset';
import { LICENSES, type LicenseDefinition } from './license-table';

/** A licence label in one spelling: "CC BY 4.0", "cc-by-4.0" and "CC-BY-4.0 licence" compare equal once read. */
export const canonicalLicenseLabel = (label: string) =>
  label
    .toLowerCase()
    .replace(/licence/g, 'license')
    .replace(/[^a-z0-9]+/g, '');

const byLabel = new Map<string, LicenseDefinition>();
for (const license of LICENSES) {
  for (const label of [license.type, license.spdxId, license.name]) if (label) byLabel.set(canonicalLicenseLabel(label), license);
}

/** The licence a label names (its type, SPDX id or full name, in any spelling: "CC BY 4.0" = "cc-by-4.0"). */
export function licenseNamed(label: string): LicenseDefinition | undefined {
  return byLabel.get(canonicalLicenseLabel(label));
}

export type LicenseFit = { known: true; license: string; allowed: boolean; reasons: string[]; conditions: string[] } | { known: false; license: string };

export function licenseFit(label: string, useCase: UseCase): LicenseFit {
  const definition = licenseNamed(label);
  if (definition === undefined) return { known: false, license: label };
  const assessment = assessDataset({ definition, known: true }, useCase);
  return {
    known: true,
    license: definition.type,
    allowed: assessment.allowed,
    reasons: assessment.reasons,
    conditions: conditionSentences(assessment),
  };
}
