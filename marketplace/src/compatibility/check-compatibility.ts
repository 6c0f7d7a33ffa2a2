import type { CompatibilityConflict, CompatibilityDatasetResult, CompatibilityResult, UseCase, Verdict } from '@dmd/shared/wire/api-types';
import { assessDataset, conditionSentences } from '@dmd/shared/domain/licenses/assess-dataset';
import { USE_CASE_RULES } from '@dmd/shared/domain/licenses/use-case-rules';
import { readLicenseLabel } from '@dmd/shared/domain/licenses/license-reader';
import { shareAlikeLicensesOf } from '@dmd/shared/domain/licenses/share-alike';
import { permissionsOf } from '../licenses/license-permissions';
import { combineObligations } from './combine-obligations';
import { combinePermissions } from './combine-permissions';
import { blockedDatasetConflicts, findShareAlikeNoRedistributionConflicts } from './dataset-conflicts';
import { mostRestrictive } from './license-restrictiveness';
import { resolveLicense } from './resolve-license';
import { findShareAlikeConflicts } from './share-alike-conflicts';
import { termSources } from './term-sources';

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
 *
 * Every reason the verdict is not "compatible" is a conflict: each dataset whose licence forbids
 * the use (blocking, listed first), different share-alike licences that cannot be met together
 * (for every use: the combination may not be redistributed; blocking where the use shares it),
 * and a share-alike licence beside one that forbids redistribution
 * (a tension the buyer resolves by sharing nothing adapted: not blocking). The obligations cover
 * every dataset's licence, so they agree with the combined terms, and each term names the
 * datasets that set it (`term_sources`).
 */
export function checkCompatibility(datasets: readonly CompatibilityCandidate[], useCase: UseCase): CompatibilityResult {
  const rules = USE_CASE_RULES[useCase];
  const assessed = datasets.map((candidate) => ({
    candidate,
    ...assessDataset(resolveLicense(candidate.licenseType), useCase),
  }));
  const subjects = assessed.map(({ candidate, license, allowed, reasons }) => ({
    id: candidate.id,
    title: candidate.title,
    license,
    allowed,
    reasons,
    shareAlike: shareAlikeLicensesOf(readLicenseLabel(candidate.licenseType)),
  }));
  const shareAlikeConflicts = findShareAlikeConflicts(subjects, rules.shareAlikeLicensesConflict);

  const conflicts: CompatibilityConflict[] = [
    ...blockedDatasetConflicts(subjects),
    ...shareAlikeConflicts,
    ...(rules.terms.shareAlike?.admitted && !rules.shareAlikeLicensesConflict ? findShareAlikeNoRedistributionConflicts(subjects) : []),
  ];

  const results: CompatibilityDatasetResult[] = assessed.map(({ candidate, license, allowed, reasons, conditions }) => ({
    id: candidate.id,
    slug: candidate.slug,
    title: candidate.title,
    license: candidate.licenseType,
    allowed,
    conditions: conditionSentences({ license, conditions }),
    reasons: [...reasons, ...conflicts.filter((c) => c.dataset_ids.length > 1 && c.dataset_ids.includes(candidate.id)).map((c) => c.reason)],
  }));

  const obligations = combineObligations(
    assessed.map(({ candidate, license, obligations: applied }) => ({ title: candidate.title, license: license.type, conditions: applied })),
  );
  const licenses = assessed.map(({ license }) => license);
  // Two share-alike licences that cannot be met together: no dataset of theirs may be passed on in the combination.
  const clashing = new Set(shareAlikeConflicts.flatMap((conflict) => conflict.dataset_ids));
  const permissions = assessed.map(({ candidate, license }) => ({
    ...permissionsOf(license),
    ...(clashing.has(candidate.id) ? { redistribution: false } : {}),
  }));

  return {
    verdict: verdictOf(results, conflicts, obligations.length),
    use_case: useCase,
    datasets: results,
    combined_terms: {
      ...combinePermissions(permissions),
      most_restrictive_license: mostRestrictive(licenses)?.type ?? '',
      obligations,
      term_sources: termSources(assessed.map(({ candidate }, index) => ({ id: candidate.id, permissions: permissions[index]!, license: licenses[index]! }))),
    },
    conflicts,
  };
}

function verdictOf(results: readonly CompatibilityDatasetResult[], conflicts: readonly CompatibilityConflict[], obligationCount: number): Verdict {
  if (conflicts.some((conflict) => conflict.blocking) || results.some((r) => !r.allowed)) return 'incompatible';
  if (conflicts.length > 0 || obligationCount > 0 || results.some((r) => r.conditions.length > 0)) return 'conditional';
  return 'compatible';
}
