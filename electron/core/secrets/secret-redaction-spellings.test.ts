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
      `a piece alone: ${KEY.slice(10, 28)}`,
      'ls_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA and ls_demo_others',
      '%41%42 \\u0041 &#65; &#x41;',
      '',
    ];
    for (const text of texts) expect(redact(text)).toBe(text);
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
