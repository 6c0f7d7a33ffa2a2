import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defuseFormula, isFormulaLike, oneLine, withoutControls } from './text-safety';

const BREAKS = ['\n', '\r', '\r\n', '\u000B', '\u000C', '\u0085', '\u2028', '\u2029'];
const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const INVISIBLE = ['', ' ', '   ', '\u00A0', '\u3000', '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u200E', '\u200F', ' \u200B \u200B'];
const STARTERS = ['=', '+', '-', '@', '|', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20', '\uFF5C', '\uFE66', '\uFE62', '\uFE63', '\uFE6B', '\u2212'];
const codes = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index));
/** C0 but tab, LF and CR; DEL; C1. */
const CONTROLS = [...codes(0x00, 0x1f).filter((c) => !'\t\n\r'.includes(c)), '\u007F', ...codes(0x80, 0x9f)];
/** Format characters and other invisible ones a spreadsheet or a reader may skip. */
const FORMAT = [
  ...codes(0x200b, 0x200f),
  '\u2028',
  '\u2029',
  ...codes(0x202a, 0x202e),
  ...codes(0x2060, 0x2064),
  ...codes(0x2066, 0x2069),
  '\uFEFF',
  '\u00AD',
  '\u180E',
  '\u061C',
  '\u034F',
  '\u3164',
  '\u2800',
];
const hex = (text: string) => [...text].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ');
/** What a spreadsheet that skips every invisible character could take for the cell's first character. */
const firstSeen = (cell: string) =>
  cell
    .normalize('NFKC')
    .replace(/^[\s\p{Cc}\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]*/u, '')
    .charAt(0);
const PLAIN_NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

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

describe('defuseFormula before control and invisible characters', () => {
  const TARGETS = ['=', '+', '-', '@', '|', '\t', '\r', '\n'];
  const cases = [...CONTROLS, ...FORMAT].flatMap((hidden) => TARGETS.map((target) => [hex(hidden + target), hidden, target]));

  it.each(cases)('defuses %s at the start of a cell', (_, hidden, target) => {
    const cell = defuseFormula(`${hidden}${target}HYPERLINK("http://x","y")`);
    expect(cell.startsWith("'")).toBe(true);
    expect([...cell].filter((c) => /\p{Cc}/u.test(c) && !'\t\n\r'.includes(c))).toEqual([]);
  });

  it('defuses the review’s cell: U+0000 then =', () => {
    expect(defuseFormula('\u0000=HYPERLINK("http://x","y")')).toBe(`'=HYPERLINK("http://x","y")`);
  });

  it('defuses runs of several controls, invisible characters and spaces', () => {
    for (const run of ['\u0000\u0000', '\u0000 \u200B\u0007', '   \u0000', '\uFEFF\u00AD\u2060\u0085', '\u009B\u202E\u0000\t', '\u180E\u061C\u200F '])
      for (const target of TARGETS) expect(defuseFormula(`${run}${target}1+1`)).toMatch(/^'/);
  });

  it('removes controls from the text and keeps everything else, so it reads as it did', () => {
    expect(defuseFormula('Caf\u00e9\u0000 noir\u0007')).toBe('Caf\u00e9 noir');
    expect(defuseFormula('a\u000Bb\u0085c')).toBe('a\nb\nc');
    expect(defuseFormula('Line one\r\nline two')).toBe('Line one\r\nline two');
    expect(defuseFormula('\u200D\u2060\u00ADsoft')).toBe('\u200D\u2060\u00ADsoft');
  });

  it('keeps numbers numbers, controls or not', () => {
    for (const number of ['-3.5', '+12', '1e6', '-0.25', '.5', '429']) {
      expect(defuseFormula(number)).toBe(number);
      expect(defuseFormula(`\u0000${number}`)).toBe(number);
    }
    expect(defuseFormula(' -3.5')).toBe("' -3.5");
    expect(defuseFormula('-3.5+1')).toBe("'-3.5+1");
  });

  const hidden = fc.array(fc.constantFrom(...CONTROLS, ...FORMAT, ' ', '\u00A0', '\u3000', '\t', '\r', '\n'), { maxLength: 8 });
  const starter = fc.constantFrom(...STARTERS, '\t', '\r', '\n');

  it('defuses a formula start after any run of invisible characters (property)', () => {
    fc.assert(
      fc.property(hidden, starter, fc.string({ maxLength: 12 }), (run, start, rest) => {
        const cell = defuseFormula(`${run.join('')}${start}${rest}`);
        expect(cell.startsWith("'") || PLAIN_NUMBER.test(cell)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('changes nothing but the controls and the apostrophe, and leaves no formula start a spreadsheet could see (property)', () => {
    fc.assert(
      fc.property(hidden, fc.option(starter), fc.string({ maxLength: 20, unit: 'binary' }), (run, start, rest) => {
        const value = `${run.join('')}${start ?? ''}${rest}`;
        const cell = defuseFormula(value);
        expect(cell.startsWith("'") && isFormulaLike(value) ? cell.slice(1) : cell).toBe(withoutControls(value));
        expect(defuseFormula(cell)).toBe(cell);
        if (!cell.startsWith("'") && !PLAIN_NUMBER.test(cell)) expect(firstSeen(cell)).not.toMatch(/^[=+\-@|\u2212]$/);
      }),
      { numRuns: 2000 },
    );
  });
});
