/**
 * Where an API key is spelled in a text, however an echoing server spelled it: as typed, in any
 * letter case, with any of its characters percent-encoded, as JSON `\uXXXX` escapes or HTML
 * character references (any mix of these), in hex, in base64 or base64url (at each of the three
 * byte alignments), or in pieces of KEY_PIECE_MIN characters or more that together make the whole
 * key (the key split with junk between). A single piece of half the key or more counts on its own.
 * The key's characters are ASCII (shared/wire/api-key-form.ts), so a text read from bytes as
 * latin1 gives byte offsets; UTF-16 and UTF-32 spellings are found in those bytes without their
 * NUL bytes (found, not located: such bytes cannot be rewritten).
 */
import { ownValue } from '../../../shared/domain/own-keys';

/** A piece of the key shorter than this is not looked for (8 characters of a random key are identifying). */
export const KEY_PIECE_MIN = 8;

export interface SpelledRange {
  start: number;
  end: number;
}

export interface KeySpellings {
  /** The ranges of `text` that spell the key, sorted and merged. */
  find(text: string): SpelledRange[];
}

const ESCAPE = /%([0-9a-f]{2})|\\u([0-9a-f]{4})|&#x([0-9a-f]{1,6});?|&#(\d{1,7});?|&(lowbar|period|plus|sol|equals);/gi;
/** The named character references of the key's punctuation (letters and digits have none). */
const NAMED: Readonly<Record<string, number>> = { lowbar: 0x5f, period: 0x2e, plus: 0x2b, sol: 0x2f, equals: 0x3d };
const MAY_ESCAPE = /[%\\&]/;

interface Decoded {
  /** The text with each escape of an ASCII character replaced by that character. */
  plain: string;
  /** Each decoded escape: where it is in `plain`, and what it spanned in the text. */
  escapes: Array<{ at: number; start: number; end: number }>;
}

function decodeEscapes(text: string): Decoded {
  if (!MAY_ESCAPE.test(text)) return { plain: text, escapes: [] };
  const escapes: Decoded['escapes'] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(ESCAPE)) {
    const [whole, percent, json, hexRef, decimalRef, named] = match;
    const code =
      named !== undefined ? ownValue(NAMED, named.toLowerCase())! : parseInt(percent ?? json ?? hexRef ?? decimalRef ?? '', decimalRef === undefined ? 16 : 10);
    if (!(code > 0 && code < 0x80)) continue;
    plain += text.slice(last, match.index) + String.fromCharCode(code);
    escapes.push({ at: plain.length - 1, start: match.index, end: match.index + whole.length });
    last = match.index + whole.length;
  }
  return { plain: plain + text.slice(last), escapes };
}

/** The range of the text that `plain[start, end)` came from. */
function rangeInText(decoded: Decoded, start: number, end: number): SpelledRange {
  const offset = (at: number, side: 'start' | 'end'): number => {
    let low = 0;
    let high = decoded.escapes.length - 1;
    let before: Decoded['escapes'][number] | null = null;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const escape = decoded.escapes[middle]!;
      if (escape.at <= at) {
        before = escape;
        low = middle + 1;
      } else high = middle - 1;
    }
    if (before === null) return at + (side === 'end' ? 1 : 0);
    if (before.at === at) return side === 'start' ? before.start : before.end;
    return before.end + (at - before.at - 1) + (side === 'end' ? 1 : 0);
  };
  return { start: offset(start, 'start'), end: offset(end - 1, 'end') };
}

/** ASCII letters lower-cased, every other character kept, so offsets stay as they were. */
function lowerAscii(text: string): string {
  const lower = text.toLowerCase();
  return lower.length === text.length ? lower : text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The part of the key's base64 that does not depend on the bytes around it, for each of the 3 alignments. */
function base64Cores(key: string): string[] {
  const bytes = Buffer.from(key, 'latin1');
  const cores: string[] = [];
  for (const [before, skip] of [
    [0, 0],
    [1, 2],
    [2, 3],
  ] as const) {
    const encoded = Buffer.concat([Buffer.alloc(before), bytes]).toString('base64');
    const whole = Math.floor((before + bytes.length) / 3) * 4;
    const core = encoded.slice(skip, whole);
    if (core.length >= KEY_PIECE_MIN) cores.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return [...new Set(cores)];
}

function merge(ranges: SpelledRange[]): SpelledRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: SpelledRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last !== undefined && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

export function keySpellings(key: string): KeySpellings {
  const lowerKey = key.toLowerCase();
  const n = lowerKey.length;
  const inPieces = n >= 2 * KEY_PIECE_MIN;
  const pieceLength = inPieces ? KEY_PIECE_MIN : n;
  /** Each window of the key (lower case) and where in the key it starts. */
  const windows = new Map<string, number[]>();
  for (let at = 0; at + pieceLength <= n; at++) {
    const window = lowerKey.slice(at, at + pieceLength);
    windows.set(window, [...(windows.get(window) ?? []), at]);
  }
  const hex = Buffer.from(key, 'latin1').toString('hex');
  const caseless = new RegExp([hex, ...[...windows.keys()].sort((a, b) => b.length - a.length)].map(escapeRegExp).join('|'), 'g');
  const cores = base64Cores(key);
  const exact = cores.length > 0 ? new RegExp(cores.map(escapeRegExp).join('|'), 'g') : null;

  function find(text: string): SpelledRange[] {
    if (text.length < Math.min(pieceLength, KEY_PIECE_MIN)) return [];
    const decoded = decodeEscapes(text);
    const lower = lowerAscii(decoded.plain);
    const found: SpelledRange[] = [];
    const pieces = new Map<string, { start: number; end: number; keyStart: number; keyEnd: number }>();
    caseless.lastIndex = 0;
    for (let match = caseless.exec(lower); match !== null; match = caseless.exec(lower)) {
      const at = match.index;
      caseless.lastIndex = at + 1;
      if (match[0] === hex) {
        found.push({ start: at, end: at + hex.length });
        continue;
      }
      for (const keyAt of windows.get(match[0]) ?? []) {
        let start = at;
        let keyStart = keyAt;
        while (start > 0 && keyStart > 0 && lower[start - 1] === lowerKey[keyStart - 1]) {
          start--;
          keyStart--;
        }
        let end = at + pieceLength;
        let keyEnd = keyAt + pieceLength;
        while (end < lower.length && keyEnd < n && lower[end] === lowerKey[keyEnd]) {
          end++;
          keyEnd++;
        }
        pieces.set(`${start}:${keyStart}`, { start, end, keyStart, keyEnd });
      }
    }
    const all = [...pieces.values()];
    const alone = all.filter((piece) => piece.keyEnd - piece.keyStart >= (inPieces ? Math.ceil(n / 2) : n));
    found.push(...(covers(all, n) ? all : alone));
    if (exact !== null) {
      for (const match of decoded.plain.matchAll(exact)) found.push({ start: match.index, end: match.index + match[0].length });
    }
    return merge(found.map((range) => rangeInText(decoded, range.start, range.end)));
  }

  return { find };
}

/** True when the pieces, together, hold every character of the key. */
function covers(pieces: ReadonlyArray<{ keyStart: number; keyEnd: number }>, n: number): boolean {
  let reached = 0;
  for (const piece of [...pieces].sort((a, b) => a.keyStart - b.keyStart)) {
    if (piece.keyStart > reached) return false;
    reached = Math.max(reached, piece.keyEnd);
    if (reached >= n) return true;
  }
  return reached >= n;
}

/** `text` with each range replaced by `replacement`. */
export function replaceRanges(text: string, ranges: readonly SpelledRange[], replacement: string): string {
  let out = '';
  let last = 0;
  for (const range of ranges) {
    out += text.slice(last, range.start) + replacement;
    last = range.end;
  }
  return out + text.slice(last);
}
