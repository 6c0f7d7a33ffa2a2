/**
 * Where an API key is spelled in a text, however an echoing server spelled it: as typed, in any
 * letter case, reversed, with invisible format characters between its characters, with any of
 * its characters percent-encoded (up to three times over), as JSON `\uXXXX` escapes or HTML
 * character references (any mix of these; spelling-layers.ts), in hex (of its bytes or of its
 * UTF-16), in base64 or base64url of its bytes or of its UTF-16LE/BE (at each of the three byte
 * alignments), or in pieces of KEY_PIECE_MIN characters or more that together make the key's
 * random part (the key split with junk between; a last piece shorter than that counts when the
 * others are there). A single piece of half the random part or more counts on its own. A key's
 * prefix (`ls_live_`, `ls_test_`, …) is not secret: it is never a piece, and never needed.
 * The key's characters are ASCII (shared/wire/api-key-form.ts), so a text read from bytes as
 * latin1 gives byte offsets; UTF-16 and UTF-32 spellings are found in those bytes without their
 * NUL bytes (found, not located: such bytes cannot be rewritten).
 *
 * Every string of every answer comes through here, so a text is first scanned once for the
 * key's 6-character grams (a rolling hash against a bit table); only a text that holds one is
 * looked at closely.
 */
import { spellingLayers, type TextRange } from './spelling-layers';

/**
 * A piece of the key shorter than this is not looked for. Six random base62 characters, case
 * folded, are one of 36^6 (2 × 10^9): even a 20 MB sample of random text holds a given one with
 * a chance of 1 %, and the whole random part (32 characters) in such pieces by chance never.
 */
export const KEY_PIECE_MIN = 6;

/** `ls_live_`, `ls_demo_`, `pk_test_`…: letters and underscores before the random part. */
const KEY_PREFIX = /^(?:[A-Za-z]{1,12}_){1,3}/;

export type SpelledRange = TextRange;

export interface KeySpellings {
  /** The ranges of `text` that spell the key, sorted and merged. */
  find(text: string): SpelledRange[];
}

/** The key's random part: what follows its prefix, or the whole key when too little follows it to be found in pieces. */
function secretPartOf(key: string): { start: number; end: number; inPieces: boolean } {
  const prefix = KEY_PREFIX.exec(key)?.[0].length ?? 0;
  if (key.length - prefix >= 2 * KEY_PIECE_MIN) return { start: prefix, end: key.length, inPieces: true };
  return { start: 0, end: key.length, inPieces: key.length >= 2 * KEY_PIECE_MIN };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The part of the bytes' base64 that does not depend on the bytes around them, for each of the 3 alignments. */
function base64Cores(bytes: Buffer): string[] {
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
  return cores;
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

/** ASCII upper case folded to lower case; every other code as it is. */
const fold = (code: number) => (code >= 65 && code <= 90 ? code | 32 : code);

/** How far from the piece beside it the short end of a key cut in pieces may stand. */
export const NEAR_GAP = 40;
const BASE = 131;
const TABLE_BITS = 20;
const TABLE_MASK = (1 << TABLE_BITS) - 1;
const slotOf = (hash: number) => (hash ^ (hash >>> 13)) & TABLE_MASK;

/** The key, or the key reversed, and where its random part lies in it. */
interface Form {
  codes: Int32Array;
  secretStart: number;
  secretEnd: number;
}

interface Gram {
  /** Where this gram stands in each form. */
  pieces: Array<{ form: number; at: number }>;
  /** A gram of a spelling that is only found whole (hex, base64). */
  whole: boolean;
}

interface Piece {
  form: number;
  start: number;
  end: number;
  keyStart: number;
  keyEnd: number;
}

export function keySpellings(key: string): KeySpellings {
  const secret = secretPartOf(key);
  const n = key.length;
  const g = Math.min(KEY_PIECE_MIN, n);
  const lowerKey = key.toLowerCase();
  const forms: Form[] = [
    { text: lowerKey, secretStart: secret.start, secretEnd: secret.end },
    { text: [...lowerKey].reverse().join(''), secretStart: n - secret.end, secretEnd: n - secret.start },
  ].map(({ text, secretStart, secretEnd }) => ({ codes: Int32Array.from(text, (char) => char.charCodeAt(0)), secretStart, secretEnd }));
  const bytes = Buffer.from(key, 'latin1');
  const utf16le = Buffer.from(key, 'utf16le');
  const utf16be = Buffer.from(utf16le).swap16();
  const hexes = [bytes, utf16le, utf16be].map((spelled) => spelled.toString('hex'));
  const cores = [...new Set([bytes, utf16le, utf16be].flatMap(base64Cores))];
  const hexPattern = new RegExp(hexes.map(escapeRegExp).join('|'), 'gi');
  const base64Pattern = new RegExp(cores.map(escapeRegExp).join('|'), 'g');
  /** A gram's rolling hash over codes already folded; BASE^(g-1) takes the oldest code out again. */
  let power = 1;
  for (let index = 1; index < g; index++) power = Math.imul(power, BASE);

  const grams = new Map<string, Gram>();
  const table = new Uint32Array(1 << (TABLE_BITS - 5));
  const alphabet = new Uint8Array(128);
  const gramOf = (text: string): Gram => {
    let gram = grams.get(text);
    if (gram === undefined) {
      grams.set(text, (gram = { pieces: [], whole: false }));
      let hash = 0;
      for (const char of text) {
        const code = char.charCodeAt(0);
        if (code < 128) alphabet[code] = 1;
        hash = (Math.imul(hash, BASE) + code) | 0;
      }
      const slot = slotOf(hash);
      table[slot >>> 5]! |= 1 << (slot & 31);
    }
    return gram;
  };
  forms.forEach((form, index) => {
    const text = String.fromCharCode(...form.codes);
    // Every window with a character of the random part: a piece of the prefix alone is no piece.
    const first = secret.inPieces ? Math.max(0, form.secretStart - g + 1) : 0;
    const last = secret.inPieces ? Math.min(n - g, form.secretEnd - 1) : n - g;
    for (let at = first; at <= last; at++) gramOf(text.slice(at, at + g)).pieces.push({ form: index, at });
  });
  // A spelling found only whole holds each of its grams: one is enough to look for, one with
  // letters in it, so that a text of numbers seldom holds it.
  for (const whole of [...hexes, ...cores]) {
    const lower = whole.toLowerCase();
    let at = 0;
    while (at + g < lower.length && (lower.slice(at, at + g).match(/[^0-9]/g)?.length ?? 0) < 3) at++;
    gramOf(lower.slice(at, at + g)).whole = true;
  }

  /** Where in `text` a gram of the key starts, and which. */
  function scan(text: string): Array<[number, Gram]> {
    const hits: Array<[number, Gram]> = [];
    let hash = 0;
    let run = 0;
    for (let index = 0; index < text.length; index++) {
      const code = fold(text.charCodeAt(index));
      if (code >= 128 || alphabet[code] === 0) {
        hash = 0;
        run = 0;
        continue;
      }
      if (run < g) {
        hash = (Math.imul(hash, BASE) + code) | 0;
        run++;
      } else hash = (Math.imul((hash - Math.imul(fold(text.charCodeAt(index - g)), power)) | 0, BASE) + code) | 0;
      if (run < g) continue;
      const slot = slotOf(hash);
      if ((table[slot >>> 5]! & (1 << (slot & 31))) === 0) continue;
      const gram = grams.get(text.slice(index - g + 1, index + 1).toLowerCase());
      if (gram !== undefined) hits.push([index - g + 1, gram]);
    }
    return hits;
  }

  /** Each run of the text that matches a form around a gram found in it. */
  function piecesAround(text: string, hits: ReadonlyArray<[number, Gram]>): Piece[] {
    const pieces = new Map<string, Piece>();
    for (const [at, gram] of hits) {
      for (const { form, at: keyAt } of gram.pieces) {
        const codes = forms[form]!.codes;
        let start = at;
        let keyStart = keyAt;
        while (start > 0 && keyStart > 0 && fold(text.charCodeAt(start - 1)) === codes[keyStart - 1]) {
          start--;
          keyStart--;
        }
        let end = at + g;
        let keyEnd = keyAt + g;
        while (end < text.length && keyEnd < n && fold(text.charCodeAt(end)) === codes[keyEnd]) {
          end++;
          keyEnd++;
        }
        pieces.set(`${form}:${start}:${keyStart}`, { form, start, end, keyStart, keyEnd });
      }
    }
    return [...pieces.values()];
  }

  /**
   * The pieces of one form that spell the key: all of them when together they make its random
   * part, else those long enough alone. A gap shorter than a gram at either end of the random part
   * (the last piece of a key cut every 7 characters) counts when the text holds it within
   * NEAR_GAP characters of the piece beside it.
   */
  function spelledBy(text: string, form: number, pieces: Piece[]): SpelledRange[] {
    const { codes, secretStart, secretEnd } = forms[form]!;
    if (!secret.inPieces) return pieces.filter((piece) => piece.keyStart === 0 && piece.keyEnd === n);
    const gaps = gapsOf(pieces, secretStart, secretEnd);
    if (gaps === null || gaps.some((gap) => gap.end - gap.start >= g || (gap.start !== secretStart && gap.end !== secretEnd))) return alone(pieces, form);
    const lower = gaps.length > 0 ? text.toLowerCase() : '';
    const filled: SpelledRange[] = [];
    for (const gap of gaps) {
      const wanted = String.fromCharCode(...codes.subarray(gap.start, gap.end));
      const beside = pieces.filter((piece) => (gap.end === secretEnd ? piece.keyEnd === gap.start : piece.keyStart === gap.end));
      const at = beside
        .map((piece) => {
          if (gap.end === secretEnd) {
            const next = lower.indexOf(wanted, piece.end);
            return next !== -1 && next - piece.end <= NEAR_GAP ? next : -1;
          }
          const before = lower.lastIndexOf(wanted, piece.start - wanted.length);
          return before !== -1 && piece.start - (before + wanted.length) <= NEAR_GAP ? before : -1;
        })
        .find((found) => found !== -1);
      if (at === undefined) return alone(pieces, form);
      filled.push({ start: at, end: at + wanted.length });
    }
    return [...pieces, ...filled];
  }

  function alone(pieces: Piece[], form: number): Piece[] {
    const { secretStart, secretEnd } = forms[form]!;
    const half = Math.ceil((secretEnd - secretStart) / 2);
    return pieces.filter((piece) => Math.min(piece.keyEnd, secretEnd) - Math.max(piece.keyStart, secretStart) >= half);
  }

  function findIn(text: string): SpelledRange[] {
    const hits = scan(text);
    if (hits.length === 0) return [];
    const found: SpelledRange[] = [];
    const pieces = piecesAround(text, hits);
    for (let form = 0; form < forms.length; form++)
      found.push(
        ...spelledBy(
          text,
          form,
          pieces.filter((piece) => piece.form === form),
        ),
      );
    if (hits.some(([, gram]) => gram.whole)) {
      for (const pattern of [hexPattern, base64Pattern])
        for (const match of text.matchAll(pattern)) found.push({ start: match.index, end: match.index + match[0].length });
    }
    return found;
  }

  function find(text: string): SpelledRange[] {
    if (text.length < g) return [];
    // The last layer only: the key's own characters are never escapes, so each layer keeps them.
    const layers = spellingLayers(text);
    const last = layers.texts.length - 1;
    return merge(findIn(layers.texts[last]!).map((range) => layers.toOriginal(last, range)));
  }

  return { find };
}

/** The parts of `[from, to)` no piece covers, or null when a piece is missing at either end. */
function gapsOf(pieces: readonly Piece[], from: number, to: number): SpelledRange[] | null {
  const gaps: SpelledRange[] = [];
  let reached = from;
  for (const piece of [...pieces].sort((a, b) => a.keyStart - b.keyStart)) {
    if (piece.keyEnd <= reached) continue;
    if (piece.keyStart > reached) gaps.push({ start: reached, end: piece.keyStart });
    reached = piece.keyEnd;
    if (reached >= to) break;
  }
  if (reached < to) gaps.push({ start: reached, end: to });
  return pieces.length === 0 ? null : gaps;
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
