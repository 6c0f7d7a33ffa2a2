/** Small wording helpers for generated listings (fast, locale-independent). */

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'per', 'the', 'to', 'with', 'vs']);

/** Capitalises each word except small joining words; words with capitals already (3D, ICD-10) are kept. */
export function titleCase(phrase: string): string {
  return phrase
    .split(' ')
    .map((word, index) => {
      if (word.length === 0 || word !== word.toLowerCase()) return word;
      if (index > 0 && SMALL_WORDS.has(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}

/** Lower-cases a title-case phrase for use inside a sentence, keeping acronyms (MRI, CT, DeFi). */
export function inSentence(phrase: string): string {
  return phrase
    .split(' ')
    .map((word) => (/^[A-Z][a-z’'-]+$/.test(word) || /^[A-Z][a-z]+-[a-z]+$/.test(word) ? word.toLowerCase() : word))
    .join(' ');
}

export function capitalise(sentence: string): string {
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** 1234567 → "1,234,567". */
export function groupThousands(value: number): string {
  const digits = String(Math.round(value));
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return out;
}

/** 1234567 → "1.2M", 45000 → "45K". */
export function compactCount(value: number): string {
  if (value >= 1e9) return `${trimDecimal(value / 1e9)}B`;
  if (value >= 1e6) return `${trimDecimal(value / 1e6)}M`;
  if (value >= 1e3) return `${trimDecimal(value / 1e3)}K`;
  return String(value);
}

/** 1536000000 → "1.5 GB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1e12) return `${trimDecimal(bytes / 1e12)} TB`;
  if (bytes >= 1e9) return `${trimDecimal(bytes / 1e9)} GB`;
  if (bytes >= 1e6) return `${trimDecimal(bytes / 1e6)} MB`;
  return `${trimDecimal(bytes / 1e3)} KB`;
}

function trimDecimal(value: number): string {
  return value >= 100 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function monthYear(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** ["a", "b", "c"] → "a, b and c". */
export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
