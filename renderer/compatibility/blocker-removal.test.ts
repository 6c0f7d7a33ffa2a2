import { describe, expect, it } from 'vitest';
import type { CompatibilityState } from '../state/ui-state-defaults';
import { putBack, putBackRefusal, removeBlockers, stillRemoved } from './blocker-removal';
import type { CheckRequest } from './check-request-store';
import { checkWithout } from './blocker-removal';
import { PROTOTYPE_NAMES } from '../../shared/domain/own-keys';

const item = (n: number) => ({ id: `ds-${n}`, title: `Dataset ${n}`, license: 'CC0-1.0' });
const checkOf = (ns: number[], useCase: CheckRequest['useCase'] = 'commercial_training'): CheckRequest => ({
  datasetIds: ns.map((n) => `ds-${n}`).sort(),
  useCase,
  titles: Object.fromEntries(ns.map((n) => [`ds-${n}`, `Dataset ${n}`])),
  licenses: Object.fromEntries(ns.map((n) => [`ds-${n}`, 'CC0-1.0'])),
});
const apply = (state: CompatibilityState, change: Partial<CompatibilityState>): CompatibilityState =>
  Object.fromEntries(Object.entries({ ...state, ...change }).filter(([, value]) => value !== undefined)) as CompatibilityState;

const shown = checkOf([1, 2, 3, 4]);
const before: CompatibilityState = { tray: [item(3), item(1), item(4), item(2)], useCase: 'commercial_training', lastCheck: shown };

describe('removeBlockers and putBack', () => {
  it('takes the blockers out, asks for the rest, and keeps what it took for the undo', () => {
    const after = apply(before, removeBlockers(before, ['ds-1', 'ds-2'], shown));
    expect(after.tray.map((entry) => entry.id)).toEqual(['ds-3', 'ds-4']);
    expect(after.lastCheck).toEqual(checkOf([3, 4]));
    expect(after.removed).toEqual({
      items: [
        { ...item(1), index: 1 },
        { ...item(2), index: 3 },
      ],
      check: shown,
    });
    expect(stillRemoved(after)).toEqual([item(1), item(2)]);
  });

  it('puts them back where they were, with the use and the check from before, and leaves nothing to undo', () => {
    const after = apply(before, removeBlockers(before, ['ds-1', 'ds-2'], shown));
    const changedUse = { ...after, useCase: 'research' as const };
    expect(apply(changedUse, putBack(changedUse))).toEqual(before);
  });

  it('puts back around datasets added since, and only those not back already', () => {
    const after = apply(before, removeBlockers(before, ['ds-1', 'ds-2'], shown));
    const edited = { ...after, tray: [...after.tray, item(5), item(2)] };
    expect(stillRemoved(edited)).toEqual([item(1)]);
    expect(apply(edited, putBack(edited)).tray.map((entry) => entry.id)).toEqual(['ds-3', 'ds-1', 'ds-4', 'ds-5', 'ds-2']);
  });

  it('refuses to overfill the tray, and says what to do', () => {
    const after = apply(before, removeBlockers(before, ['ds-1', 'ds-2'], shown));
    const full = { ...after, tray: [...after.tray, ...[5, 6, 7, 8, 9, 10, 11].map(item)] };
    expect(putBackRefusal(full)).toBe('A check holds at most 10 datasets. Remove 1 first.');
    expect(putBack(full)).toEqual({});
    expect(putBackRefusal({ ...after, tray: [...after.tray, item(1), item(2)] })).toBe('They are back in the check already.');
  });

  it('keeps no undo when none of the blockers was in the tray', () => {
    expect(removeBlockers(before, ['elsewhere'], shown).removed).toBeUndefined();
  });
});

describe('checkWithout', () => {
  it('keeps the titles and licences of the datasets left, whatever they are called, and invents none', () => {
    const ids = [...PROTOTYPE_NAMES].sort();
    const shown: CheckRequest = { datasetIds: ids, useCase: 'research', titles: { toString: 'Named' }, licenses: {} };
    const left = checkWithout(shown, ['valueOf']);
    expect(left.datasetIds).toEqual(ids.filter((id) => id !== 'valueOf'));
    expect(left.titles).toEqual({ toString: 'Named' });
    expect(Object.keys(left.licenses)).toEqual([]);
  });
});
