/**
 * What a text reads as once its escapes are undone, in up to MAX_DECODE_ROUNDS rounds (so
 * `%256C` is `%6C`, then `l`), with invisible format characters (Unicode's Cf: zero-width space,
 * joiners, direction marks, soft hyphen, BOM, …) taken out, whether raw, as UTF-8 read as latin1
 * (a sample's bytes), percent-encoded UTF-8, or an escape. Each layer knows which range of the
 * layer below each of its characters came from, so a range found in the last layer maps back to
 * the original text, the invisible characters between its characters included.
 */
import { ownValue } from '../../../shared/domain/own-keys';

/** Rounds of decoding: double and triple percent-encoding are undone; a fourth layer is not. */
export const MAX_DECODE_ROUNDS = 3;

export interface TextRange {
  start: number;
  end: number;
}

/** One round of decoding: `plain`, and for each character that does not map one to one, the range of the text below it came from. */
interface Layer {
  plain: string;
  spans: Array<{ at: number; start: number; end: number }>;
}

export interface SpellingLayers {
  /** The text itself, then each decoded layer that differs from the one below it. */
  texts: string[];
  /** The range of the original text that `texts[layer]` `[start, end)` came from. */
  toOriginal(layer: number, range: TextRange): TextRange;
}

/** Hex digits are matched in either case by hand: an `i` flag would fold the latin1 ranges of the UTF-8 bytes too. */
const TOKEN =
  /(\p{Cf})|(%[cdCD][0-9a-fA-F]%[89abAB][0-9a-fA-F]|%[eE][0-9a-fA-F](?:%[89abAB][0-9a-fA-F]){2}|%[fF][0-4](?:%[89abAB][0-9a-fA-F]){3}|[\xc2-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf]{2}|[\xf0-\xf4][\x80-\xbf]{3})|%([0-9a-fA-F]{2})|\\[uU]([0-9a-fA-F]{4})|&#[xX]([0-9a-fA-F]{1,6});?|&#(\d{1,7});?|&(lowbar|period|plus|sol|equals|shy|zwj|zwnj|lrm|rlm);/gu;
/** The named character references of the key's punctuation and of invisible characters (letters and digits have none). */
const NAMED: Readonly<Record<string, number>> = {
  lowbar: 0x5f,
  period: 0x2e,
  plus: 0x2b,
  sol: 0x2f,
  equals: 0x3d,
  shy: 0xad,
  zwj: 0x200d,
  zwnj: 0x200c,
  lrm: 0x200e,
  rlm: 0x200f,
};
const MAY_DECODE = /[%\\&\xc2-\xf4]|\p{Cf}/u;
const INVISIBLE = /^\p{Cf}$/u;

/** What a token stands for: an ASCII character, nothing (an invisible character), or itself (kept as it is). */
function meaningOf(match: RegExpMatchArray): string | null | undefined {
  const [, raw, utf8, percent, json, hexRef, decimalRef, named] = match;
  if (raw !== undefined) return null;
  if (utf8 !== undefined) {
    const bytes = utf8.startsWith('%') ? Buffer.from(utf8.replace(/%/g, ''), 'hex') : Buffer.from(utf8, 'latin1');
    return INVISIBLE.test(bytes.toString('utf8')) ? null : undefined;
  }
  const code = named !== undefined ? ownValue(NAMED, named)! : parseInt(percent ?? json ?? hexRef ?? decimalRef ?? '', decimalRef === undefined ? 16 : 10);
  if (code > 0 && code < 0x80) return String.fromCharCode(code);
  if (code <= 0x10ffff && INVISIBLE.test(String.fromCodePoint(code))) return null;
  return undefined;
}

function decodeRound(text: string): Layer | null {
  if (!MAY_DECODE.test(text)) return null;
  const spans: Layer['spans'] = [];
  let plain = '';
  let last = 0;
  /** Where the invisible characters before the next kept character start: they belong to it. */
  let pending: number | null = null;
  let changed = false;
  for (const match of text.matchAll(TOKEN)) {
    const meaning = meaningOf(match);
    if (meaning === undefined) continue;
    changed = true;
    const between = text.slice(last, match.index);
    if (between.length > 0 && pending !== null) {
      spans.push({ at: plain.length, start: pending, end: last + 1 });
      pending = null;
    }
    plain += between;
    const end = match.index + match[0].length;
    if (meaning === null) pending ??= match.index;
    else {
      spans.push({ at: plain.length, start: pending ?? match.index, end });
      pending = null;
      plain += meaning;
    }
    last = end;
  }
  if (!changed) return null;
  if (pending !== null && last < text.length) spans.push({ at: plain.length, start: pending, end: last + 1 });
  return { plain: plain + text.slice(last), spans };
}

/** The range of the text below that `layer.plain[start, end)` came from. */
function rangeBelow(layer: Layer, start: number, end: number): TextRange {
  const offset = (at: number, side: 'start' | 'end'): number => {
    let low = 0;
    let high = layer.spans.length - 1;
    let before: Layer['spans'][number] | null = null;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const span = layer.spans[middle]!;
      if (span.at <= at) {
        before = span;
        low = middle + 1;
      } else high = middle - 1;
    }
    if (before === null) return at + (side === 'end' ? 1 : 0);
    if (before.at === at) return side === 'start' ? before.start : before.end;
    return before.end + (at - before.at - 1) + (side === 'end' ? 1 : 0);
  };
  return { start: offset(start, 'start'), end: offset(end - 1, 'end') };
}

export function spellingLayers(text: string): SpellingLayers {
  const texts = [text];
  const layers: Layer[] = [];
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    const layer = decodeRound(texts.at(-1)!);
    if (layer === null) break;
    layers.push(layer);
    texts.push(layer.plain);
  }
  return {
    texts,
    toOriginal(index, range) {
      let mapped = range;
      for (let layer = index; layer > 0; layer--) mapped = rangeBelow(layers[layer - 1]!, mapped.start, mapped.end);
      return mapped;
    },
  };
}
