import { describe, expect, it } from 'vitest';
import { addToTray, canCheck, checkIds, clearTray, isInTray, removeFromTray, TRAY_FULL_MESSAGE, type TrayItem } from './tray';

const item = (n: number, license?: string): TrayItem => ({ id: `ds-${n}`, title: `Dataset ${n}`, ...(license ? { license } : {}) });
const trayOf = (count: number): TrayItem[] => Array.from({ length: count }, (_, i) => item(i + 1));

describe('addToTray', () => {
  it('appends a new dataset and keeps its licence', () => {
    const result = addToTray([item(1)], item(2, 'CC-BY-4.0'));
    expect(result).toEqual({ ok: true, tray: [item(1), item(2, 'CC-BY-4.0')] });
  });

  it('does not add the same dataset twice', () => {
    const result = addToTray([item(1), item(2)], { id: 'ds-1', title: 'Renamed' });
    expect(result).toEqual({ ok: true, tray: [item(1), item(2)] });
  });

  it('drops an empty licence rather than storing ""', () => {
    const result = addToTray([], { id: 'x', title: 'X', license: '' });
    expect(result).toEqual({ ok: true, tray: [{ id: 'x', title: 'X' }] });
  });

  it('refuses an 11th dataset with a message that says what to do', () => {
    const full = trayOf(10);
    const result = addToTray(full, item(11));
    expect(result).toEqual({ ok: false, reason: TRAY_FULL_MESSAGE });
    expect(TRAY_FULL_MESSAGE).toBe('A check holds at most 10 datasets. Remove one first.');
    expect(full).toHaveLength(10);
  });

  it('still accepts a dataset already in a full tray (nothing changes)', () => {
    expect(addToTray(trayOf(10), item(3))).toEqual({ ok: true, tray: trayOf(10) });
  });

  it('does not mutate the tray it was given', () => {
    const tray = trayOf(2);
    addToTray(tray, item(3));
    expect(tray).toEqual(trayOf(2));
  });
});

describe('removeFromTray and clearTray', () => {
  it('removes only the named dataset', () => {
    expect(removeFromTray(trayOf(3), 'ds-2')).toEqual([item(1), item(3)]);
  });

  it('removing an absent id leaves the tray as it was', () => {
    expect(removeFromTray(trayOf(2), 'nope')).toEqual(trayOf(2));
  });

  it('clears to an empty tray', () => {
    expect(clearTray()).toEqual([]);
  });

  it('isInTray tells membership', () => {
    expect(isInTray(trayOf(2), 'ds-2')).toBe(true);
    expect(isInTray(trayOf(2), 'ds-3')).toBe(false);
  });
});

describe('canCheck', () => {
  it('needs at least two datasets and says how many are missing', () => {
    expect(canCheck([])).toEqual({ ok: false, reason: 'Add at least 2 datasets to check them together.' });
    expect(canCheck(trayOf(1))).toEqual({ ok: false, reason: 'Add 1 more dataset to check them together.' });
  });

  it('accepts 2 to 10 datasets', () => {
    for (const count of [2, 5, 10]) expect(canCheck(trayOf(count))).toEqual({ ok: true });
  });

  it('refuses more than 10 (a tray edited elsewhere)', () => {
    expect(canCheck(trayOf(11))).toEqual({ ok: false, reason: TRAY_FULL_MESSAGE });
  });
});

describe('checkIds', () => {
  it('gives the same ids whatever order the tray was built in', () => {
    expect(checkIds([item(3), item(1), item(2)])).toEqual(checkIds([item(2), item(3), item(1)]));
    expect(checkIds([item(3), item(1)])).toEqual(['ds-1', 'ds-3']);
  });
});
