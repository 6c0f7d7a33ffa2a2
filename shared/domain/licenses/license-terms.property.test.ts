/**
 * Expressions combine as the licences say: AND never grants more than its strictest part, OR
 * never less than its most permissive part, whatever the licences and however they are nested.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USE_CASES } from '../../wire/api-types';
import { assessDataset } from './assess-dataset';
import { permissionsOf } from './license-permissions';
import { readLicenseLabel } from './license-reader';
import { LICENSES, type LicenseTerms } from './license-table';
import { freerFirst } from './license-terms';

const RIGHTS = ['commercial_use', 'model_training', 'derivatives', 'redistribution'] as const;
const DUTIES = ['attribution_required', 'share_alike'] as const;

/** Every right `a` grants, `b` grants too; every duty `b` carries, `a` carries too: `a` grants no more than `b`. */
function grantsNoMoreThan(a: LicenseTerms, b: LicenseTerms): boolean {
  const left = permissionsOf(a);
  const right = permissionsOf(b);
  return (
    RIGHTS.every((right_) => !left[right_] || right[right_]) &&
    DUTIES.every((duty) => !right[duty] || left[duty]) &&
    b.useRestrictions.every((restriction) => a.useRestrictions.includes(restriction))
  );
}

const allowedUses = (license: LicenseTerms) => USE_CASES.filter((useCase) => assessDataset({ definition: license, known: true }, useCase).allowed);

const license = fc.constantFrom(...LICENSES.map((entry) => entry.id));
const parts = fc.array(license, { minLength: 2, maxLength: 4 });

describe('AND and OR', () => {
  it('AND grants no more than any of its parts, and clears no use a part does not', () => {
    fc.assert(
      fc.property(parts, (ids) => {
        const reading = readLicenseLabel(ids.join(' AND '));
        expect(reading.known).toBe(true);
        for (const id of ids) {
          const part = readLicenseLabel(id).terms;
          expect(grantsNoMoreThan(reading.terms, part)).toBe(true);
          for (const useCase of allowedUses(reading.terms)) expect(allowedUses(part)).toContain(useCase);
        }
      }),
    );
  });

  it('OR grants at least what its most permissive part grants, and says a choice is made', () => {
    fc.assert(
      fc.property(parts, (ids) => {
        const reading = readLicenseLabel(ids.join(' OR '));
        const freest = ids.map((id) => readLicenseLabel(id).terms).sort(freerFirst)[0]!;
        expect(freerFirst(reading.terms, freest)).toBeLessThanOrEqual(0);
        expect(grantsNoMoreThan(freest, reading.terms)).toBe(true);
        expect(reading.choices).toHaveLength(1);
        expect(ids).toContain(reading.choices[0]!.chosen);
      }),
    );
  });

  it('nests: (A OR B) AND C grants no more than C, and no less than (freest of A, B) AND C', () => {
    fc.assert(
      fc.property(license, license, license, (a, b, c) => {
        const reading = readLicenseLabel(`(${a} OR ${b}) AND ${c}`);
        expect(grantsNoMoreThan(reading.terms, readLicenseLabel(c).terms)).toBe(true);
        const freer = [a, b].sort((x, y) => freerFirst(readLicenseLabel(x).terms, readLicenseLabel(y).terms))[0]!;
        expect(reading.terms.useClass).toBe(readLicenseLabel(`${freer} AND ${c}`).terms.useClass);
      }),
    );
  });

  it('an AND with a part the app cannot place is not known, and clears nothing', () => {
    fc.assert(
      fc.property(parts, (ids) => {
        const reading = readLicenseLabel([...ids, 'LicenseRef-Nobody-Knows'].join(' AND '));
        expect(reading.known).toBe(false);
        expect(allowedUses(reading.terms).filter((useCase) => useCase !== 'research')).toEqual([]);
      }),
    );
  });
});
