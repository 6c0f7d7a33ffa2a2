import { describe, expect, it } from 'vitest';
import { REDACTED_SECRET, createSecretRedactor, keyRedaction } from './secret-redaction';
import { KEY_PIECE_MIN, keySpellings } from './secret-redaction-spellings';

const KEY = 'ls_live_Q7v2Xk9LpR4tZ8mN3bW6yH1cJ5dF0gSa';
const PUNCTUATED = 'tok.en_Q7v2+Xk9/LpR4=tZ8m~N3bW-6yH1cJ5d';

const percentKeep = (text: string, which: (index: number) => boolean, hexCase: 'upper' | 'lower') =>
  [...text]
    .map((char, index) => (which(index) ? `%${char.charCodeAt(0).toString(16)[hexCase === 'upper' ? 'toUpperCase' : 'toLowerCase']().padStart(2, '0')}` : char))
    .join('');
const jsonEscape = (text: string, which: (index: number) => boolean) =>
  [...text].map((char, index) => (which(index) ? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}` : char)).join('');
/** Invisible format characters (Unicode's Cf): zero-width space, joiners, direction marks, soft hyphen, word joiner, BOM. */
const INVISIBLES = ['\u200b', '\u200c', '\u200d', '\u200e', '\u00ad', '\u2060', '\ufeff', '\u{e0041}'];
const pieces = (text: string, size: number) =>
  Array.from({ length: Math.ceil(text.length / size) }, (_, index) => text.slice(index * size, index * size + size));
/** Random base64 from a fixed seed (xorshift), as a large sample of random-looking text would hold. */
function randomBase64(bytes: number, seed: number): string {
  const out = Buffer.alloc(bytes);
  let state = seed;
  for (let index = 0; index < bytes; index++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    out[index] = state & 0xff;
  }
  return out.toString('base64');
}
const base64At = (text: string, before: string) => Buffer.from(before + text, 'latin1').toString('base64');

/** Each spelling of KEY an echoing server might use, inside some other text. */
const spelled: Array<[string, string]> = [
  ['as it is', KEY],
  ['in upper case', KEY.toUpperCase()],
  ['in lower case', KEY.toLowerCase()],
  ['in mixed case', [...KEY].map((char, index) => (index % 2 ? char.toUpperCase() : char.toLowerCase())).join('')],
  ['percent-encoded, upper-case hex', percentKeep(KEY, () => true, 'upper')],
  ['percent-encoded, lower-case hex', percentKeep(KEY, () => true, 'lower')],
  ['partly percent-encoded', percentKeep(KEY, (index) => index % 3 === 0, 'upper')],
  ['percent-encoded and upper-cased', percentKeep(KEY, (index) => index % 2 === 0, 'lower').toUpperCase()],
  ['as JSON \\u escapes', jsonEscape(KEY, () => true)],
  ['as JSON \\u escapes in upper-case hex', jsonEscape(KEY, () => true).replace(/\\u([0-9a-f]{4})/g, (_all, hex: string) => `\\u${hex.toUpperCase()}`)],
  [
    'as a mix of JSON escapes, percent-encoding and plain characters',
    [...KEY].map((char, index) => [char, `\\u00${char.charCodeAt(0).toString(16)}`, `%${char.charCodeAt(0).toString(16)}`][index % 3]).join(''),
  ],
  ['as HTML hex references', [...KEY].map((char) => `&#x${char.charCodeAt(0).toString(16)};`).join('')],
  ['as HTML decimal references', [...KEY].map((char) => `&#${char.charCodeAt(0)};`).join('')],
  ['as HTML references without semicolons, and named ones', KEY.replace(/_/g, '&lowbar;').replace(/[a-f]/g, (char) => `&#${char.charCodeAt(0)}`)],
  ['in hex', Buffer.from(KEY).toString('hex')],
  ['in upper-case hex', Buffer.from(KEY).toString('hex').toUpperCase()],
  ['in base64', base64At(KEY, '')],
  ['in base64 after one byte', base64At(KEY, 'x')],
  ['in base64 after two bytes', base64At(KEY, 'xy')],
  ['in base64url', base64At(KEY, 'x?').replace(/\+/g, '-').replace(/\//g, '_')],
  ['in halves with junk between', `${KEY.slice(0, 20)} and, later, ${KEY.slice(20)}`],
  ['in halves, the second first', `${KEY.slice(20)} … ${KEY.slice(0, 20)}`],
  ['in two unequal pieces', `${KEY.slice(0, 29)}|||${KEY.slice(29)}`],
  ['in three pieces of at least 8 characters', `${KEY.slice(0, 12)}-x-${KEY.slice(12, 26)}-y-${KEY.slice(26)}`],
  ['in halves, upper-cased and percent-encoded', `${KEY.slice(0, 20).toUpperCase()} junk ${percentKeep(KEY.slice(20), () => true, 'lower')}`],
  ['percent-encoded twice', percentKeep(KEY, () => true, 'upper').replace(/%/g, '%25')],
  [
    'percent-encoded three times, partly',
    percentKeep(KEY, (index) => index % 2 === 0, 'lower')
      .replace(/%/g, '%25')
      .replace(/%/g, '%25'),
  ],
  ['with a zero-width space between each character', [...KEY].join('\u200b')],
  [
    'with other invisible format characters between them (joiners, marks, soft hyphens, BOMs)',
    [...KEY].map((char, index) => char + INVISIBLES[index % INVISIBLES.length]).join(''),
  ],
  ['with zero-width spaces written as JSON escapes and HTML references', [...KEY].map((char, index) => char + (index % 2 ? '\\u200B' : '&#x200b;')).join('')],
  ['with zero-width spaces percent-encoded', [...KEY].join('%E2%80%8B')],
  ['in pieces of 7 characters (the last one shorter)', pieces(KEY, 7).join(' ')],
  [
    'in pieces of 6 characters, upper-cased, with junk between',
    pieces(KEY, 6)
      .map((piece) => piece.toUpperCase())
      .join(' · '),
  ],
  ['in pieces of 7 characters, the first one short', [KEY.slice(0, 10), ...pieces(KEY.slice(10), 7)].join('|')],
  ['in base64 of its UTF-16LE', Buffer.from(KEY, 'utf16le').toString('base64')],
  ['in base64 of its UTF-16LE after one byte', Buffer.concat([Buffer.from('x'), Buffer.from(KEY, 'utf16le')]).toString('base64')],
  ['in base64url of its UTF-16BE', Buffer.from(KEY, 'utf16le').swap16().toString('base64url')],
  ['in hex of its UTF-16LE', Buffer.from(KEY, 'utf16le').toString('hex')],
  ['reversed', [...KEY].reverse().join('')],
  ['reversed, upper-cased and percent-encoded', percentKeep([...KEY].reverse().join(''), (index) => index % 2 === 0, 'upper').toUpperCase()],
  ['reversed, in halves', `${[...KEY].reverse().join('').slice(0, 18)} / ${[...KEY].reverse().join('').slice(18)}`],
];

describe('keySpellings: the key however it is spelled', () => {
  it.each(spelled)('finds and removes the key %s', (_how, spelling) => {
    const redact = keyRedaction(KEY);
    const text = `{"echo": "before ${spelling} after"}`;
    const clean = redact(text);
    expect(clean).toContain(REDACTED_SECRET);
    expect(clean.startsWith('{"echo": "before ')).toBe(true);
    expect(clean.endsWith(' after"}')).toBe(true);
    // Nothing of the key's secret part is left in any spelling the tests make.
    expect(keySpellings(KEY).find(clean)).toEqual([]);
    expect(clean.toLowerCase()).not.toContain(KEY.slice(8, 20).toLowerCase());
    expect(clean.toLowerCase()).not.toContain(KEY.slice(24).toLowerCase());
  });

  it('finds a key with punctuation percent-encoded (%2B, %2F, %3D, %7E) and as named references', () => {
    const redact = keyRedaction(PUNCTUATED);
    const encoded = PUNCTUATED.replace(/\+/g, '%2B').replace(/\//g, '%2f').replace(/=/g, '%3D').replace(/~/g, '%7E');
    expect(redact(`key=${encoded}&x=1`)).toBe(`key=${REDACTED_SECRET}&x=1`);
    expect(redact(`<p>${PUNCTUATED.replace(/\+/g, '&plus;').replace(/\//g, '&sol;').replace(/=/g, '&equals;').replace(/\./g, '&period;')}</p>`)).toBe(
      `<p>${REDACTED_SECRET}</p>`,
    );
  });

  it('replaces exactly what spelled the key, and keeps every other character', () => {
    const redact = keyRedaction(KEY);
    expect(redact(`a,${jsonEscape(KEY, (index) => index < 5)},b`)).toBe(`a,${REDACTED_SECRET},b`);
    expect(redact(`%41${KEY}%42 &amp; \\u0041`)).toBe(`%41${REDACTED_SECRET}%42 &amp; \\u0041`);
    expect(redact(`x${KEY.slice(0, 20)}y${KEY.slice(20)}z`)).toBe(`x${REDACTED_SECRET}y${REDACTED_SECRET}z`);
  });

  it('leaves text without the key as it is, one piece shorter than half the key included', () => {
    const redact = keyRedaction(KEY);
    const texts = [
      'id,label\n1,cat\n2,dog\n',
      `the prefix alone: ${KEY.slice(0, KEY_PIECE_MIN + 4)}`,
      `a piece alone, shorter than half the random part: ${KEY.slice(10, 25)}`,
      `the prefix alone, and its pieces: ${KEY.slice(0, 8)} ${KEY.slice(0, 7)} ls_test_ ${KEY.slice(0, 8).toUpperCase()}`,
      `one piece of 7 characters: ${KEY.slice(12, 19)}; and pieces that leave a gap inside: ${KEY.slice(0, 21)} ${KEY.slice(24)}`.replace(
        KEY.slice(24),
        KEY.slice(24, 38),
      ),
      'ls_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA and ls_demo_others',
      '%41%42 \\u0041 &#65; &#x41;',
      '',
    ];
    for (const text of texts) expect(redact(text)).toBe(text);
  });

  it('finds nothing in a megabyte of random base64, in ordinary text, or in invisible characters alone', () => {
    const spellings = keySpellings(KEY);
    for (let seed = 1; seed <= 4; seed++) expect(spellings.find(randomBase64(768 * 1024, seed * 2_654_435_761))).toEqual([]);
    expect(spellings.find('The sample holds 500 rows; the dataset has 15,448 items (3 % of them) &amp; more.\u200b\u00ad'.repeat(200))).toEqual([]);
  });

  it('replaces the invisible characters between the key’s characters too, and keeps those around it', () => {
    const redact = keyRedaction(KEY);
    expect(redact(`a\u200b ${[...KEY].join('\u200b')} \u200bb`)).toBe(`a\u200b ${REDACTED_SECRET} \u200bb`);
    expect(redact(`x=${percentKeep(KEY, () => true, 'lower').replace(/%/g, '%25')}&y=%2541`)).toBe(`x=${REDACTED_SECRET}&y=%2541`);
    // The prefix is not secret: cut in pieces, it may stay; nothing of the random part does.
    const cut = redact(`k: ${pieces(KEY, 7).join(' ')}.`);
    expect(cut).toMatch(/^k: (ls_live )?\[API key\]/);
    for (const piece of pieces(KEY.slice(8), 4)) expect(cut.toLowerCase()).not.toContain(piece.toLowerCase());
  });

  it('finds a short key (under two pieces long) only whole, in any spelling', () => {
    const redact = keyRedaction('Ab3dE6gH');
    expect(redact('x AB3DE6GH y')).toBe(`x ${REDACTED_SECRET} y`);
    expect(redact('x %41b3dE6gH y')).toBe(`x ${REDACTED_SECRET} y`);
    expect(redact('x Ab3d y E6gH')).toBe('x Ab3d y E6gH');
  });
});

describe('createSecretRedactor: bytes', () => {
  const redactor = createSecretRedactor();
  redactor.remember(KEY);
  const utf16 = (text: string, endian: 'le' | 'be', bom: boolean) => {
    const le = Buffer.from(text, 'utf16le');
    const bytes = endian === 'le' ? le : Buffer.from(le).swap16();
    return Buffer.concat([bom ? Buffer.from(endian === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]) : Buffer.alloc(0), bytes]);
  };
  const utf32le = (text: string) => Buffer.concat([...text].map((char) => Buffer.from([char.charCodeAt(0), 0, 0, 0])));

  it('rewrites ASCII-compatible bytes, byte for byte around the key', () => {
    const bytes = Buffer.concat([Buffer.from([0xc3, 0xa9, 0xff, 0x80]), Buffer.from(`,${KEY.toUpperCase()},`), Buffer.from([0xe2, 0x82])]);
    const result = redactor.bytes(bytes);
    expect(result.found && result.redacted !== null && Buffer.from(result.redacted)).toEqual(
      Buffer.concat([Buffer.from([0xc3, 0xa9, 0xff, 0x80]), Buffer.from(`,${REDACTED_SECRET},`), Buffer.from([0xe2, 0x82])]),
    );
  });

  it('rewrites UTF-8 bytes with invisible characters between the key’s characters, the whole of each taken out', () => {
    const bytes = Buffer.from(`é,${[...KEY].join('\u200b')}\u00ad,${[...KEY].reverse().join('\u2060')},é`, 'utf8');
    const result = redactor.bytes(bytes);
    expect(result.found && result.redacted !== null && Buffer.from(result.redacted).toString('utf8')).toBe(`é,${REDACTED_SECRET}\u00ad,${REDACTED_SECRET},é`);
  });

  it.each([
    ['UTF-16LE with a BOM', utf16(`echo ${KEY}`, 'le', true)],
    ['UTF-16LE without a BOM', utf16(`echo ${KEY}`, 'le', false)],
    ['UTF-16BE with a BOM', utf16(`echo ${KEY}`, 'be', true)],
    ['UTF-16BE without a BOM', utf16(`echo ${KEY}`, 'be', false)],
    ['UTF-32LE', utf32le(`echo ${KEY}`)],
    ['UTF-32BE', Buffer.from(utf32le(`echo ${KEY}`)).swap32()],
    ['UTF-16LE JSON escapes', utf16(`{"k":"${jsonEscape(KEY, () => true)}"}`, 'le', true)],
  ])('finds the key in %s and says it cannot be rewritten', (_how, bytes) => {
    expect(redactor.bytes(bytes)).toEqual({ found: true, redacted: null });
  });

  it('says bytes without the key are clean', () => {
    expect(redactor.bytes(utf16('id,label\n1,cat\n', 'le', true))).toEqual({ found: false });
    expect(redactor.bytes(new Uint8Array([0, 1, 2, 255]))).toEqual({ found: false });
  });
});
