/**
 * Keeps API keys out of everything that leaves the core: every string of every Result and
 * event payload (and every log line) has each key the core knows replaced by `[API key]`, in
 * each spelling secret-redaction-spellings.ts finds (any case, reversed, with invisible characters
 * between, percent-encoded up to three times, JSON- or HTML-escaped, hex, base64, in pieces), so a
 * server that echoes the key (in an error code, a status text, a 200 body, a sample) cannot carry
 * it to the renderer or into a log; the state files written under the user data folder pass
 * through it too (`guardWritesUnder`, storage/atomic-file.ts). A log line and the diagnostics
 * go through `line`, which also takes out credentials by their place (credential-redaction.ts).
 */
import { redactCredentials } from './credential-redaction';
import { keySpellings, replaceRanges, type KeySpellings } from './secret-redaction-spellings';

export const REDACTED_SECRET = '[API key]';
/**
 * Values nested deeper than this are replaced by NESTED_TOO_DEEP: what leaves the core must be
 * something JSON.stringify, Electron's IPC and the renderer can take (V8 overflows its stack
 * serialising a few thousand levels), and no marketplace record needs more than a few levels.
 */
export const MAX_NESTING = 100;
export const NESTED_TOO_DEEP = `[nested more than ${MAX_NESTING} levels deep: left out]`;

/**
 * A shorter secret is not taken out by value: a proxy password such as `x` or `pass` is found in
 * ordinary words and JSON names, and taking it out would break every answer the window reads.
 * Such a password still never reaches a log line or a file by its place (credential-redaction.ts:
 * `Proxy-Authorization`, URL passwords), and nothing logs it otherwise. API keys are far longer.
 */
export const MIN_REMEMBERED_SECRET = 6;

export interface SecretRedactor {
  /** Adds a secret to hide from now on (a key stored, overridden, demo or being checked; a proxy password). */
  remember(secret: string): void;
  text(value: string): string;
  /**
   * The one redaction of every log line and of the diagnostics: header values, `api_key=` and
   * URL passwords by their place, then every remembered secret in each spelling.
   */
  line(value: string): string;
  /** What the keys' spellings are in bytes: see BytesRedaction. */
  bytes(data: Uint8Array): BytesRedaction;
  /**
   * A copy of a JSON-like value with the keys removed from every string, object keys included,
   * and anything nested deeper than MAX_NESTING replaced by NESTED_TOO_DEEP.
   */
  deep<T>(value: T): T;
  /** `deep` with `line` on every string: for what is written under the user data folder. */
  deepLines<T>(value: T): T;
}

/**
 * Bytes with no spelling of a key (`found: false`); with spellings, each replaced by `[API key]` in
 * `redacted` (byte for byte elsewhere); or a key spelled where it cannot be replaced (UTF-16 or
 * UTF-32: between NUL bytes), `redacted` null.
 */
type BytesRedaction = { found: false } | { found: true; redacted: Uint8Array | null };

/** Takes every spelling of `key` out of a text: the same rule, for code that holds one key and no redactor. */
export function keyRedaction(key: string): (value: string) => string {
  if (key.length === 0) return (value) => value;
  const spellings = [keySpellings(key)];
  return (value) => redactWith(value, spellings);
}

function redactWith(value: string, spellings: Iterable<KeySpellings>): string {
  let clean = value;
  for (const spelling of spellings) {
    const ranges = spelling.find(clean);
    if (ranges.length > 0) clean = replaceRanges(clean, ranges, REDACTED_SECRET);
  }
  return clean;
}

export function createSecretRedactor(): SecretRedactor {
  const secrets = new Map<string, KeySpellings>();

  const text = (value: string): string => redactWith(value, secrets.values());
  const line = (value: string): string => text(redactCredentials(value));

  function bytes(data: Uint8Array): BytesRedaction {
    const latin1 = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1');
    const clean = text(latin1);
    const narrowed = data.includes(0) ? clean.replace(/\0/g, '') : '';
    if (text(narrowed) !== narrowed) return { found: true, redacted: null };
    if (clean === latin1) return { found: false };
    return { found: true, redacted: new Uint8Array(Buffer.from(clean, 'latin1')) };
  }

  /** At most MAX_NESTING levels of recursion, so a server's answer nested thousands deep cannot overflow the stack. */
  function walk(value: unknown, depth: number, clean: (value: string) => string = text): unknown {
    if (typeof value === 'string') return clean(value);
    if (typeof value !== 'object' || value === null) return value;
    if (depth >= MAX_NESTING) return NESTED_TOO_DEEP;
    if (Array.isArray(value)) return value.map((entry) => walk(entry, depth + 1, clean));
    // Object.fromEntries defines each property, so a key such as `__proto__` stays an ordinary one.
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [clean(key), walk(entry, depth + 1, clean)]));
  }

  return {
    remember(secret) {
      if (secret.length >= MIN_REMEMBERED_SECRET && !secrets.has(secret)) secrets.set(secret, keySpellings(secret));
    },
    text,
    line,
    bytes,
    deep: <T>(value: T): T => walk(value, 0) as T,
    deepLines: <T>(value: T): T => walk(value, 0, line) as T,
  };
}
