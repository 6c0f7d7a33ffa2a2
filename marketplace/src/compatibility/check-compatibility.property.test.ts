import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USE_CASES, type LicensePermissions } from '@dmd/shared/wire/api-types';
import { permissionsOf } from '../licenses/license-permissions';
import { LICENSES, USE_CLASSES } from '@dmd/shared/domain/licenses/license-table';
import { checkCompatibility, type CompatibilityCandidate } from './check-compatibility';
import { stricterFirstByType } from './license-restrictiveness';
import { resolveLicense } from './resolve-license';
import { readLicenseLabel } from '@dmd/shared/domain/licenses/license-reader';
import { shareAlikeLicensesOf, shareAlikeMeetTogether } from '@dmd/shared/domain/licenses/share-alike';

const KNOWN_TYPES = LICENSES.map((license) => license.type);
const UNKNOWN_TYPES = ['Unknown-Licence-1.0', 'cc-by-4.0'];

const candidatesArbitrary = fc
  .array(
    fc.record({
      licenseType: fc.constantFrom(...KNOWN_TYPES, ...UNKNOWN_TYPES),
      title: fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,20}$/),
    }),
    { minLength: 2, maxLength: 10 },
  )
  .map((entries): CompatibilityCandidate[] =>
    entries.map((entry, index) => ({ id: `ds-${index}`, slug: `slug-${index}`, title: entry.title, licenseType: entry.licenseType })),
  );
const useCaseArbitrary = fc.constantFrom(...USE_CASES);

const ALL_OF: Array<keyof LicensePermissions> = ['commercial_use', 'model_training', 'derivatives', 'redistribution'];
const ANY_OF: Array<keyof LicensePermissions> = ['attribution_required', 'share_alike'];

describe('checkCompatibility properties', () => {
  it('every licence in the table is one the engine understands', () => {
    for (const license of LICENSES) {
      expect(resolveLicense(license.type).known).toBe(true);
      expect(USE_CLASSES).toContain(license.useClass);
      for (const useCase of USE_CASES) {
        const result = checkCompatibility(
          [
            { id: 'a', slug: 'a', title: 'A', licenseType: license.type },
            { id: 'b', slug: 'b', title: 'B', licenseType: 'CC0-1.0' },
          ],
          useCase,
        );
        expect(result.datasets[0]?.reasons.join(' ')).not.toMatch(/not a licence the marketplace knows/);
        expect(result.datasets[0]?.reasons.length).toBeGreaterThan(0);
      }
    }
  });

  it('verdict, combined terms and datasets agree with each other', () => {
    fc.assert(
      fc.property(candidatesArbitrary, useCaseArbitrary, (candidates, useCase) => {
        const result = checkCompatibility(candidates, useCase);
        const blocked = result.datasets.some((entry) => !entry.allowed);
        const anyConditions = result.datasets.some((entry) => entry.conditions.length > 0);

        const blockingConflicts = result.conflicts.filter((conflict) => conflict.blocking);
        expect(result.verdict === 'incompatible').toBe(blocked || blockingConflicts.length > 0);
        expect(result.verdict === 'compatible').toBe(
          result.verdict !== 'incompatible' && result.combined_terms.obligations.length === 0 && !anyConditions && result.conflicts.length === 0,
        );
        // Every reason the verdict is not "compatible" shows as a conflict: no "Not compatible" beside "Conflicts: none".
        if (result.verdict === 'incompatible') expect(blockingConflicts.length).toBeGreaterThan(0);
        for (const entry of result.datasets.filter((dataset) => !dataset.allowed)) {
          expect(
            result.conflicts.some(
              (conflict) =>
                conflict.blocking && conflict.dataset_ids.length === 1 && conflict.dataset_ids[0] === entry.id && conflict.reason.includes(entry.title),
            ),
          ).toBe(true);
        }
        // The obligations agree with the combined terms: attribution required means an attribution obligation.
        if (result.combined_terms.attribution_required && candidates.every((candidate) => resolveLicense(candidate.licenseType).known)) {
          expect(result.combined_terms.obligations.some((obligation) => /^Credit every source/.test(obligation))).toBe(true);
        }

        // Datasets under two share-alike licences that cannot be met together may not be passed on in the combination.
        const clashing = new Set(
          result.conflicts.filter((conflict) => conflict.reason.includes('different share-alike licences')).flatMap((c) => c.dataset_ids),
        );
        const permissions = candidates.map((candidate) => ({
          ...permissionsOf(resolveLicense(candidate.licenseType).definition),
          ...(clashing.has(candidate.id) ? { redistribution: false } : {}),
        }));
        for (const key of ALL_OF) expect(result.combined_terms[key]).toBe(permissions.every((p) => p[key]));
        for (const key of ANY_OF) expect(result.combined_terms[key]).toBe(permissions.some((p) => p[key]));
        // Each term names exactly the datasets that set it (a right withheld, a duty imposed), most restrictive licence first.
        const setters = (sets: (index: number) => boolean) => candidates.filter((_, index) => sets(index)).map((candidate) => candidate.id);
        const restrictiveness = new Map(candidates.map((candidate) => [candidate.id, resolveLicense(candidate.licenseType).definition]));
        for (const key of [...ALL_OF, ...ANY_OF]) {
          const named = result.combined_terms.term_sources[key];
          const sets = ALL_OF.includes(key as (typeof ALL_OF)[number])
            ? (index: number) => !permissions[index]![key]
            : (index: number) => permissions[index]![key];
          expect([...named].sort()).toEqual(setters(sets).sort());
          for (let index = 1; index < named.length; index++)
            expect(stricterFirstByType(restrictiveness.get(named[index - 1]!)!, restrictiveness.get(named[index]!)!)).toBeLessThanOrEqual(0);
        }

        expect(result.use_case).toBe(useCase);
        expect(result.datasets.map((entry) => [entry.id, entry.slug, entry.title, entry.license])).toEqual(
          candidates.map((candidate) => [candidate.id, candidate.slug, candidate.title, candidate.licenseType]),
        );
        for (const entry of result.datasets) {
          expect(entry.reasons.length).toBeGreaterThan(0);
          if (!entry.allowed) expect(entry.conditions).toEqual([]);
          expect(new Set(entry.conditions).size).toBe(entry.conditions.length);
        }

        const obligations = result.combined_terms.obligations;
        expect(new Set(obligations).size).toBe(obligations.length);
        expect(JSON.stringify(result)).not.toMatch(/\{\w+\}/);

        const definitions = candidates.map((candidate) => resolveLicense(candidate.licenseType).definition);
        const worst = definitions.find((definition) => definition.type === result.combined_terms.most_restrictive_license);
        expect(worst).toBeDefined();
        if (worst) for (const definition of definitions) expect(stricterFirstByType(definition, worst)).toBeGreaterThanOrEqual(0);

        const shareAlike = [...new Set(candidates.flatMap((candidate) => shareAlikeLicensesOf(readLicenseLabel(candidate.licenseType))))];
        const clashes = shareAlike.flatMap((first, index) => shareAlike.slice(index + 1).filter((second) => !shareAlikeMeetTogether(first, second)));
        const pairConflicts = result.conflicts.filter((conflict) => conflict.reason.includes('different share-alike licences'));
        expect(pairConflicts).toHaveLength(clashes.length);
        for (const conflict of pairConflicts) expect(conflict.blocking).toBe(useCase === 'redistribution');
        expect(result.conflicts.filter((conflict) => conflict.blocking && conflict.dataset_ids.length === 1)).toHaveLength(
          result.datasets.filter((entry) => !entry.allowed).length,
        );

        expect(checkCompatibility(candidates, useCase)).toEqual(result);
      }),
      { numRuns: 500 },
    );
  });

  it('two different share-alike licences never combine to redistribution allowed, for any use, and the conflicts name both', () => {
    const SHARE_ALIKE = LICENSES.filter((license) => license.shareAlike);
    const others = fc.constantFrom(...KNOWN_TYPES, ...UNKNOWN_TYPES, 'CC-BY-NC-4.0 AND CC-BY-SA-4.0', 'CC-BY-4.0 AND ODbL-1.0', 'open database license');
    const setArbitrary = fc
      .tuple(fc.constantFrom(...SHARE_ALIKE), fc.constantFrom(...SHARE_ALIKE), fc.array(others, { maxLength: 8 }), fc.nat())
      .filter(([first, second]) => !shareAlikeMeetTogether(first.id, second.id))
      .map(([first, second, rest, at]) => {
        const labels = [...rest];
        labels.splice(at % (labels.length + 1), 0, first.type);
        labels.splice((at * 7) % (labels.length + 1), 0, second.type);
        return {
          first: first.id,
          second: second.id,
          candidates: labels.map((licenseType, index): CompatibilityCandidate => ({
            id: `ds-${index}`,
            slug: `s-${index}`,
            title: `Set ${index}`,
            licenseType,
          })),
        };
      });
    fc.assert(
      fc.property(setArbitrary, useCaseArbitrary, ({ first, second, candidates }, useCase) => {
        const result = checkCompatibility(candidates, useCase);
        expect(result.combined_terms.redistribution).toBe(false);
        const named = result.conflicts.filter((conflict) => conflict.reason.includes(first) && conflict.reason.includes(second));
        expect(named.length).toBeGreaterThan(0);
        for (const conflict of named) expect(conflict.blocking).toBe(useCase === 'redistribution');
        if (useCase === 'redistribution') expect(result.verdict).toBe('incompatible');
      }),
      { numRuns: 300 },
    );
  });
});
