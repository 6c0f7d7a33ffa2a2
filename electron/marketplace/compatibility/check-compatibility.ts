import type { CompatibilityDatasetResult, CompatibilityResult, UseCase, Verdict } from '../../../shared/api-types';
import { permissionsOf } from '../licenses/license-permissions';
import { assessDataset, conditionSentences } from '../../../shared/licences/assess-dataset';
import { combineObligations } from './combine-obligations';
import { combinePermissions } from './combine-permissions';
import { mostRestrictive } from './license-restrictiveness';
import { resolveLicense } from './resolve-license';
import { findShareAlikeConflicts } from './share-alike-conflicts';
import { USE_CASE_RULES } from '../../../shared/licences/use-case-rules';

export interface CompatibilityCandidate {
  id: string;
  slug: string;
  title: string;
  licenseType: string;
}

/**
 * Whether the datasets may be combined for the use case (POST /v1/licenses/compatibility).
 * Pure and deterministic: the datasets keep their order; an unknown licence type is judged
 * as the most restrictive licence, never an error. The rules are in use-case-rules.ts.
 */
export function checkCompatibility(datasets: readonly CompatibilityCandidate[], useCase: UseCase): CompatibilityResult {
  const assessed = datasets.map((candidate) => ({
    candidate,
    ...assessDataset(resolveLicense(candidate.licenseType), useCase),
  }));

  const conflicts = USE_CASE_RULES[useCase].shareAlikeLicencesConflict
    ? findShareAlikeConflicts(assessed.map(({ candidate, license }) => ({ id: candidate.id, title: candidate.title, license })))
    : [];

  const results: CompatibilityDatasetResult[] = assessed.map(({ candidate, license, allowed, reasons, conditions }) => ({
    id: candidate.id,
    slug: candidate.slug,
    title: candidate.title,
    license: candidate.licenseType,
    allowed,
    conditions: conditionSentences({ license, conditions }),
    reasons: [...reasons, ...conflicts.filter((c) => c.dataset_ids.includes(candidate.id)).map((c) => c.reason)],
  }));

  const obligations = combineObligations(
    assessed.map(({ candidate, license, conditions }) => ({ title: candidate.title, license: license.type, conditions })),
  );
  const licenses = assessed.map(({ license }) => license);

  return {
    verdict: verdictOf(results, conflicts.length, obligations.length),
    use_case: useCase,
    datasets: results,
    combined_terms: {
      ...combinePermissions(licenses.map(permissionsOf)),
      most_restrictive_license: mostRestrictive(licenses)?.type ?? '',
      obligations,
    },
    conflicts,
  };
}

function verdictOf(results: readonly CompatibilityDatasetResult[], conflictCount: number, obligationCount: number): Verdict {
  if (conflictCount > 0 || results.some((r) => !r.allowed)) return 'incompatible';
  if (obligationCount > 0 || results.some((r) => r.conditions.length > 0)) return 'conditional';
  return 'compatible';
}
