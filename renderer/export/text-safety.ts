/**
 * What keeps a marketplace's text inside its cell or line in an export: every Unicode line and
 * paragraph break becomes a space, and the controls that reorder text on screen (bidi overrides
 * and isolates) are dropped. A spreadsheet cell (`defuseFormula`, the one rule every CSV cell
 * goes through) loses its C0 and C1 control characters, and a cell that would run as a formula,
 * however it hides its first character (spaces, zero-width, bidi or other invisible characters,
 * full-width or small look-alikes), is defused with a leading apostrophe.
 */

/** Runs of CR LF, LF, CR, VT, FF, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR. */
// eslint-disable-next-line no-control-regex -- VT and FF are among the breaks it finds
const LINE_BREAKS = /(?:\r\n|[\n\r\u000B\u000C\u0085\u2028\u2029])+/g;
/** Embeddings, overrides and isolates (LRE RLE PDF LRO RLO, LRI RLI FSI PDI). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex -- the other C0 and C1 controls are what it removes
const OTHER_CONTROLS = /[\u0000-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F]/g;

/** One line of plain text: no break of any kind, no reordering control, no other control character. */
export function oneLine(value: string): string {
  return value.replace(LINE_BREAKS, ' ').replace(BIDI_CONTROLS, '').replace(OTHER_CONTROLS, '');
}

/** VT, FF and NEL: line breaks spelled as controls. */
// eslint-disable-next-line no-control-regex -- VT and FF are the breaks it finds
const CONTROL_BREAKS = /[\u000B\u000C\u0085]/g;

/**
 * A cell's text without control characters: VT, FF and NEL become a line feed (a cell may hold
 * lines), the rest of C0, DEL and C1 go. Tab, LF and CR stay. A spreadsheet drops some controls
 * (LibreOffice reads "\u0000=1" as the formula =1) and shows others as boxes; none is text.
 */
export function withoutControls(value: string): string {
  return value.replace(CONTROL_BREAKS, '\n').replace(OTHER_CONTROLS, '');
}

/**
 * What may come before a cell's first visible character: whitespace, format characters (zero-width
 * spaces and joiners, BOM, soft hyphen, bidi marks and controls, word joiner, invisible operators,
 * Mongolian vowel separator, Arabic letter mark), combining marks with nothing to combine with,
 * and the blank letters (Hangul fillers, Braille blank).
 */
const LEADING_INVISIBLE = /^[\s\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]*/u;
/** Tab, LF, CR, and the bidi controls that can reorder what a reader sees first. */
const LEADING_HAZARD = /[\t\n\r\u202A-\u202E\u2066-\u2069]/;
/** = + - @ | and the minus sign (full-width and small look-alikes are these after NFKC). */
const FORMULA_START = /^[=+\-@|\u2212]/;
const PLAIN_NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/** Whether a spreadsheet could read the cell as a formula (OWASP's CSV injection, and its disguises). */
export function isFormulaLike(value: string): boolean {
  const text = withoutControls(value);
  if (PLAIN_NUMBER.test(text)) return false;
  if (LEADING_HAZARD.test(LEADING_INVISIBLE.exec(text)?.[0] ?? '')) return true;
  return FORMULA_START.test(text.normalize('NFKC').replace(LEADING_INVISIBLE, ''));
}

/**
 * A CSV cell's text: without control characters, and with a leading apostrophe when it could run
 * as a formula. Nothing else changes, so the text reads as it did; a plain number (-3.5, +12,
 * 1e6) stays a number.
 */
export function defuseFormula(value: string): string {
  const text = withoutControls(value);
  return isFormulaLike(text) ? `'${text}` : text;
}

/** Keeps a text on its line and escapes the characters that would change the meaning of inline Markdown. */
export function escapeMarkdown(value: string): string {
  return oneLine(value)
    .replace(/([\\`*_[\]<>|#~])/g, '\\$1')
    .trim();
}
