/**
 * Reads a licence label the way the world writes it ("cc by 4.0", "Creative Commons
 * Attribution-ShareAlike 4.0 International", "CC-BY-4.0 AND ODbL-1.0", "MIT OR Apache-2.0", a URL,
 * "OpenRAIL-M") into SPDX ids or `LicenseRef-` ids, parses expressions with spdx-expression-parse,
 * and combines the table's terms (license-terms.ts). Runs in the core's reading layer and the
 * embedded marketplace, never in the renderer (which receives the readings): the SPDX lists would
 * land in its first screen.
 *
 * A spelling is placed by, in turn: the licence table (ids, labels, names, URLs, aliases, in any
 * case and punctuation), the SPDX licence list (an exact id in any case), then spdx-correct.
 */
import spdxCorrect from 'spdx-correct';
import parseSpdx from 'spdx-expression-parse';
import spdxExceptionIds from 'spdx-exceptions/index.json' with { type: 'json' };
import spdxLicenseIds from 'spdx-license-ids/index.json' with { type: 'json' };
import { licenseNamed } from './license-lookup';
import { LICENSES, termsOf, type LicenseDefinition } from './license-table';
import type { LicenseTerms } from './license-table';
import { mostPermissiveOf, strictestOf, unplacedTerms, type LicenseChoice, type LicensePart, type LicenseTermsReading } from './license-terms';

/** A URL in one spelling: no scheme, "www.", language or legal-code suffix, or trailing slash. */
export function urlKey(written: string): string | undefined {
  const match = /^\s*(?:https?:\/\/)?(?:www\.)?([a-z0-9.-]+\.[a-z]{2,}\/\S*)\s*$/i.exec(written);
  if (!match) return undefined;
  return match[1]!
    .toLowerCase()
    .replace(/[?#].*$/, '')
    .replace(/\/(legalcode|deed)(\.[a-z-]+)?$/, '')
    .replace(/\.(html?|txt|php)$/, '')
    .replace(/\/+$/, '');
}

const byUrl = new Map<string, LicenseDefinition>();
for (const license of LICENSES) {
  for (const spelling of [license.id, license.type, license.name, ...license.aliases]) {
    const url = urlKey(spelling);
    if (url !== undefined) byUrl.set(url, license);
  }
  const url = license.url === null ? undefined : urlKey(license.url);
  if (url !== undefined) byUrl.set(url, license);
}
const byId = new Map(LICENSES.map((license) => [license.id.toLowerCase(), license]));
const spdxIds = new Map((spdxLicenseIds as string[]).map((id) => [id.toLowerCase(), id]));
const exceptionIds = new Map((spdxExceptionIds as string[]).map((id) => [id.toLowerCase(), id]));

interface Placed {
  id: string;
  license?: LicenseDefinition;
}

/** The licence one spelling names, or undefined when the app cannot place it. */
function placeLicense(written: string, corrected = true): Placed | undefined {
  const text = written.trim().replace(/^["'“‘(]+|["'”’).,;:]+$/g, '');
  if (text === '') return undefined;
  const url = urlKey(text);
  if (url !== undefined) {
    const license = byUrl.get(url);
    return license ? { id: license.id, license } : undefined;
  }
  const spdxId = spdxIds.get(text.toLowerCase());
  const own = byId.get(text.toLowerCase());
  if (own) return { id: own.id, license: own };
  const keyed = urlKey(text) === undefined ? licenseNamed(text) : undefined;
  if (spdxId !== undefined) return { id: spdxId, ...(keyed ? { license: keyed } : {}) };
  if (keyed) return { id: keyed.id, license: keyed };
  if (/^LicenseRef-[A-Za-z0-9.-]+$/i.test(text)) return { id: text };
  const correction = corrected ? correct(text) : undefined;
  if (correction === undefined) return undefined;
  const license = byId.get(correction.toLowerCase());
  return license ? { id: correction, license } : { id: correction };
}

function correct(text: string): string | undefined {
  try {
    const corrected = spdxCorrect(text, { upgrade: true });
    return corrected !== null && /^[A-Za-z0-9.+-]+$/.test(corrected) ? corrected : undefined;
  } catch {
    return undefined;
  }
}

type Tree = { license: string; plus?: true; exception?: string } | { conjunction: 'and' | 'or'; left: Tree; right: Tree };

/** Splits a label into licences and operators, places each licence, and parses the expression. */
function parseLabel(written: string): { tree: Tree; parts: Map<string, LicensePart> } | undefined {
  const pieces = written.split(/(\s+(?:AND|OR|WITH)\s+|\s+&\s+|[()])/i).filter((piece) => piece.trim() !== '');
  const parts = new Map<string, LicensePart>();
  let source = '';
  let last: string | undefined;
  for (let index = 0; index < pieces.length; index++) {
    const piece = pieces[index]!;
    const operator = piece.trim().toUpperCase();
    if (operator === 'WITH') {
      // The exception belongs to the licence before it: named on that part (the parser takes no WITH after a LicenseRef).
      const exception = exceptionIds.get((pieces[++index] ?? '').trim().toLowerCase());
      const part = last === undefined ? undefined : parts.get(last);
      if (exception === undefined || part === undefined) return undefined;
      parts.set(last!, { ...part, exception });
    } else if (operator === 'AND' || operator === 'OR' || operator === '&') source += ` ${operator === '&' ? 'AND' : operator} `;
    else if (piece === '(' || piece === ')') source += piece;
    else {
      const placed = placeLicense(piece);
      last = `LicenseRef-part-${parts.size}`;
      parts.set(last, partOf(piece.trim(), placed));
      source += last;
    }
  }
  try {
    return { tree: parseSpdx(source) as Tree, parts };
  } catch {
    return undefined;
  }
}

function partOf(written: string, placed: Placed | undefined): LicensePart {
  const license = placed?.license;
  return { written, ...(placed ? { id: placed.id } : {}), known: license !== undefined, ...(license ? { name: license.name, url: license.url } : {}) };
}

const termsByWritten = new Map(LICENSES.map((license) => [license.id, termsOf(license)]));

interface Evaluated {
  terms: LicenseTerms;
  known: boolean;
  expression: string | undefined;
  /** The expression with each AND's and OR's operands sorted (LicenseTermsReading.expressionKey). */
  key: string | undefined;
  parts: LicensePart[];
  choices: LicenseChoice[];
}

function evaluate(tree: Tree, parts: Map<string, LicensePart>, nested: boolean): Evaluated {
  if ('license' in tree) {
    const part = parts.get(tree.license)!;
    const expression = part.id === undefined ? undefined : `${part.id}${tree.plus ? '+' : ''}${part.exception ? ` WITH ${part.exception}` : ''}`;
    const terms = part.known ? placedTerms(part) : undefined;
    return { terms: terms ?? unplacedTerms(part.written), known: terms !== undefined, expression, key: expression, parts: [part], choices: [] };
  }
  const operands = flatten(tree, tree.conjunction).map((operand) => evaluate(operand, parts, true));
  const operator = ` ${tree.conjunction.toUpperCase()} `;
  const placed = operands.every((operand) => operand.expression !== undefined);
  const joined = placed ? operands.map((operand) => operand.expression).join(operator) : undefined;
  const keys = placed
    ? operands
        .map((operand) => operand.key)
        .sort()
        .join(operator)
    : undefined;
  const expression = joined !== undefined && nested ? `(${joined})` : joined;
  const key = keys !== undefined && nested ? `(${keys})` : keys;
  const allParts = operands.flatMap((operand) => operand.parts);
  const innerChoices = operands.flatMap((operand) => operand.choices);
  const label = joined ?? operands.map((operand) => operand.terms.type).join(operator);
  if (tree.conjunction === 'and') {
    const known = operands.every((operand) => operand.known);
    const terms = known
      ? strictestOf(
          operands.map((operand) => operand.terms),
          label,
        )
      : unplacedTerms(label);
    return { terms, known, expression, key, parts: allParts, choices: innerChoices };
  }
  const chosen = mostPermissiveOf(operands);
  const choice: LicenseChoice = {
    options: operands.map((operand) => operand.expression ?? operand.terms.type),
    chosen: chosen.expression ?? chosen.terms.type,
  };
  return { terms: chosen.terms, known: chosen.known, expression, key, parts: allParts, choices: [...chosen.choices, choice] };
}

/** The table's terms for a placed part (by the entry's id: an SPDX id such as GPL-3.0-or-later reads as its entry). */
function placedTerms(part: LicensePart): LicenseTerms | undefined {
  const entry = part.id === undefined ? undefined : (byId.get(part.id.toLowerCase()) ?? placeLicense(part.written)?.license);
  return entry ? termsByWritten.get(entry.id) : undefined;
}

function flatten(tree: Tree, conjunction: 'and' | 'or'): Tree[] {
  if ('conjunction' in tree && tree.conjunction === conjunction) return [...flatten(tree.left, conjunction), ...flatten(tree.right, conjunction)];
  return [tree];
}

const cache = new Map<string, LicenseTermsReading>();
const CACHE_LIMIT = 2000;

/** The app's reading of a licence label: its SPDX expression, each licence, and the terms they give together. */
export function readLicenseLabel(written: string): LicenseTermsReading {
  const cached = cache.get(written);
  if (cached) return cached;
  const reading = readUncached(written);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(written, reading);
  return reading;
}

function readUncached(written: string): LicenseTermsReading {
  const hasOperators = /\s(and|or|with|&)\s|[()]/i.test(written);
  // A name may hold "and" ("… Dedication and License"): the table's own spellings come first, spdx-correct only without operators.
  const whole = placeLicense(written, !hasOperators);
  if (whole !== undefined || !hasOperators) {
    const part = partOf(written.trim(), whole);
    return {
      written,
      ...(whole ? { expression: whole.id, expressionKey: whole.id } : {}),
      combination: 'single',
      parts: [part],
      known: part.known,
      terms: whole?.license ? termsOf(whole.license) : unplacedTerms(written.trim()),
      choices: [],
    };
  }
  const parsed = parseLabel(written);
  if (parsed === undefined) {
    return { written, combination: 'single', parts: [partOf(written.trim(), undefined)], known: false, terms: unplacedTerms(written.trim()), choices: [] };
  }
  const evaluated = evaluate(parsed.tree, parsed.parts, false);
  return {
    written,
    ...(evaluated.expression !== undefined ? { expression: evaluated.expression, expressionKey: evaluated.key } : {}),
    combination: 'conjunction' in parsed.tree ? parsed.tree.conjunction : 'single',
    parts: evaluated.parts,
    known: evaluated.known,
    terms: evaluated.terms,
    choices: evaluated.choices,
  };
}
