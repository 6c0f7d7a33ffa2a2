import { describe, expect, it } from 'vitest';
import { defuseFormula, isFormulaLike, oneLine } from './text-safety';

const BREAKS = ['\n', '\r', '\r\n', '\u000B', '\u000C', '\u0085', '\u2028', '\u2029'];
const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const INVISIBLE = ['', ' ', '   ', '\u00A0', '\u3000', '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u200E', '\u200F', ' \u200B \u200B'];
const STARTERS = ['=', '+', '-', '@', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20', '\uFE66', '\uFE62', '\uFE63', '\uFE6B', '\u2212'];

describe('oneLine', () => {
  it.each(BREAKS.map((b) => [JSON.stringify(b), b]))('turns the break %s into a space', (_, brk) => {
    expect(oneLine(`a${brk}b`)).toBe('a b');
  });

  it('keeps the audit’s title on one line', () => {
    expect(oneLine('Title\r\r# LICENCE VERIFIED\r===')).not.toMatch(/[\r\n\u2028\u2029\u0085]/);
  });

  it.each(BIDI.map((c) => [c.codePointAt(0)!.toString(16), c]))('drops the bidi control U+%s', (_, control) => {
    expect(oneLine(`a${control}b`)).toBe('ab');
  });

  it('drops other control characters but keeps ordinary text, tabs and accents', () => {
    expect(oneLine('Caf\u00e9\u0000\u0007\u009B\tnoir')).toBe('Caf\u00e9\tnoir');
  });
});

describe('isFormulaLike', () => {
  it('defuses the audit’s cells', () => {
    for (const value of ['\u202E=1+1', '\uFF1DHYPERLINK("http://x")', '\u200B=1+1', ' =1+1', '\u202Eabc']) expect(isFormulaLike(value)).toBe(true);
  });

  it.each(INVISIBLE.flatMap((run) => STARTERS.map((s) => [JSON.stringify(run + s), run + s])))('defuses %s', (_, prefix) => {
    expect(isFormulaLike(`${prefix}cmd|' /C calc'!A0`)).toBe(true);
  });

  it.each(BIDI.map((c) => [c.codePointAt(0)!.toString(16), c]))('defuses a cell that starts with U+%s', (_, control) => {
    expect(isFormulaLike(`${control}text`)).toBe(true);
  });

  it('leaves text and plain numbers as they are', () => {
    for (const value of ['Street signs', '429', '-3.5', '+12', '1e6', '67086', 'a=b', '']) expect(isFormulaLike(value)).toBe(false);
    expect(defuseFormula('-3.5')).toBe('-3.5');
    expect(defuseFormula('=1')).toBe("'=1");
    expect(defuseFormula('\tx')).toBe("'\tx");
  });
});
