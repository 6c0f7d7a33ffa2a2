/**
 * What keeps a marketplace's text inside its cell or line in an export: every Unicode line and
 * paragraph break becomes a space, and the controls that reorder text on screen (bidi overrides
 * and isolates) are dropped. A spreadsheet cell that would run as a formula, however it hides its
 * first character (spaces, zero-width characters, bidi controls, full-width or small look-alikes),
 * is defused with a leading apostrophe.
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

/** Whitespace and invisible format characters (zero-width spaces and joiners, BOM, bidi marks). */
const INVISIBLE_RUN = /^[\s\p{Cf}]*/u;
const FORMULA_START = /^[=+\-@\u2212]/;
const PLAIN_NUMBER = /^[-+]?\d+(\.\d+)?(e[-+]?\d+)?$/i;

/** Whether a spreadsheet could read the cell as a formula (OWASP's CSV injection, and its disguises). */
export function isFormulaLike(value: string): boolean {
  if (PLAIN_NUMBER.test(value)) return false;
  if (/^[\t\r\n]/.test(value) || /^[\u202A-\u202E\u2066-\u2069]/.test(value)) return true;
  const visible = value.normalize('NFKC').replace(INVISIBLE_RUN, '');
  return FORMULA_START.test(visible);
}

/** A CSV cell's text, defused when it could run as a formula. */
export function defuseFormula(value: string): string {
  return isFormulaLike(value) ? `'${value}` : value;
}
