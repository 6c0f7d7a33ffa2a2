/**
 * Reads one value as sent into the app's type, or says it cannot (undefined). Nothing is
 * guessed: "19.99" is a number, "yes" a yes, but "high" is no number and "maybe" no yes/no.
 */
import { canonicalName } from './field-lookup';

/** A reader: the value in the app's terms, or undefined when the sent value does not clearly mean one. */
export type Reader<T> = (sent: unknown) => T | undefined;

export const readText: Reader<string> = (sent) => (typeof sent === 'string' && sent.trim() !== '' ? sent.trim() : undefined);

/** Ids and slugs: text, or a whole number some services use as an id. */
export const readId: Reader<string> = (sent) => {
  if (typeof sent === 'number' && Number.isSafeInteger(sent)) return String(sent);
  return readText(sent);
};

const DECIMAL = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;
/** "1,234" and "1,234.5": comma thousands separators in their only unambiguous form. */
const GROUPED = /^[-+]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

export const readNumber: Reader<number> = (sent) => {
  if (typeof sent === 'number') return Number.isFinite(sent) ? sent : undefined;
  if (typeof sent !== 'string') return undefined;
  const text = sent.trim();
  if (DECIMAL.test(text)) return Number(text);
  if (GROUPED.test(text)) return Number(text.replace(/,/g, ''));
  return undefined;
};

/** A count: a whole number ≥ 0. */
export const readCount: Reader<number> = (sent) => {
  const value = readNumber(sent);
  return value !== undefined && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
};

/** A score or price: a number ≥ 0. */
export const readNonNegative: Reader<number> = (sent) => {
  const value = readNumber(sent);
  return value !== undefined && value >= 0 ? value : undefined;
};

export type BooleanSense = 'plain' | 'permission' | 'obligation';

const BOOLEAN_WORDS: Readonly<Record<BooleanSense, { yes: readonly string[]; no: readonly string[] }>> = {
  plain: { yes: ['true', 'yes', 'y', '1', 'on'], no: ['false', 'no', 'n', '0', 'off'] },
  permission: {
    yes: ['allowed', 'permitted', 'granted', 'allow', 'permit'],
    no: ['not allowed', 'notallowed', 'disallowed', 'prohibited', 'forbidden', 'denied', 'not permitted', 'notpermitted'],
  },
  obligation: {
    yes: ['required', 'mandatory', 'must'],
    no: ['not required', 'notrequired', 'optional', 'none'],
  },
};

const canonicalWords = (words: readonly string[]) => new Set(words.map(canonicalName));
const BOOLEAN_SETS = Object.fromEntries(
  (Object.keys(BOOLEAN_WORDS) as BooleanSense[]).map((sense) => [
    sense,
    {
      yes: canonicalWords([...BOOLEAN_WORDS.plain.yes, ...BOOLEAN_WORDS[sense].yes]),
      no: canonicalWords([...BOOLEAN_WORDS.plain.no, ...BOOLEAN_WORDS[sense].no]),
    },
  ]),
) as Record<BooleanSense, { yes: Set<string>; no: Set<string> }>;

/**
 * A yes/no: booleans, 1/0, and words ("yes", "no"). A permission also reads "allowed" /
 * "prohibited"; an obligation "required" / "not required". Words of the other kind mean nothing.
 */
export function booleanReader(sense: BooleanSense = 'plain'): Reader<boolean> {
  const words = BOOLEAN_SETS[sense];
  return (sent) => {
    if (typeof sent === 'boolean') return sent;
    if (sent === 1 || sent === 0) return sent === 1;
    if (typeof sent !== 'string') return undefined;
    const word = canonicalName(sent);
    if (words.yes.has(word)) return true;
    if (words.no.has(word)) return false;
    return undefined;
  };
}

export const readBoolean = booleanReader('plain');

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;
/** Epoch numbers this large are milliseconds (1e12 ms is 2001). */
const EPOCH_MS_FLOOR = 1e12;
/** Epoch seconds from 2001 on; smaller numbers are not dates. */
const EPOCH_SECONDS_FLOOR = 1e9;

/**
 * A date or date-time: ISO 8601 text is kept as sent (a date-only value stays a calendar date);
 * epoch seconds or milliseconds become ISO 8601 UTC.
 */
export const readDate: Reader<string> = (sent) => {
  if (typeof sent === 'string') {
    const text = sent.trim();
    if (!ISO_DATE.test(text)) return undefined;
    return Number.isNaN(Date.parse(text.replace(' ', 'T'))) ? undefined : text;
  }
  if (typeof sent === 'number' && Number.isFinite(sent)) {
    const ms = sent >= EPOCH_MS_FLOOR ? sent : sent >= EPOCH_SECONDS_FLOOR ? sent * 1000 : Number.NaN;
    const date = new Date(ms);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  }
  return undefined;
};

/** Text entries of a list (numbers become text); a single text is a list of one. Empty → undefined. */
export const readTextList: Reader<string[]> = (sent) => {
  const entries = Array.isArray(sent) ? sent : [sent];
  const texts = entries.flatMap((entry) => {
    if (typeof entry === 'number' && Number.isFinite(entry)) return [String(entry)];
    const text = readText(entry);
    return text === undefined ? [] : [text];
  });
  return texts.length > 0 ? texts : undefined;
};

/**
 * Like readTextList, and a comma-separated text ("nlp, text") is split: for tags and languages.
 * An empty list is a statement too ("no languages").
 */
export const readTagList: Reader<string[]> = (sent) => {
  if (Array.isArray(sent) && sent.length === 0) return [];
  return readTextList(typeof sent === 'string' && sent.includes(',') ? sent.split(',') : sent);
};
