/** Display formatting. Numbers and prices use en-US grouping ("1,234", "$1,250"); dates the user's locale. */

/** A formatter made at its first use: the first few cost tens of ms (ICU's data), which a process that never formats (the core at start) should not pay. */
function numberFormat(options: Intl.NumberFormatOptions): { format(value: number): string } {
  let made: Intl.NumberFormat | null = null;
  return { format: (value) => (made ??= new Intl.NumberFormat('en-US', options)).format(value) };
}

const integerFormat = numberFormat({ maximumFractionDigits: 0 });
const decimalFormat = numberFormat({ maximumFractionDigits: 2 });
const scoreFormat = numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
const wholeDollars = numberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const centDollars = numberFormat({ style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** "1,234"; non-integers keep up to two decimals ("1,234.5"); missing → "—". */
export function formatNumber(value: unknown): string {
  if (!isNumber(value)) return '—';
  return Number.isInteger(value) ? integerFormat.format(value) : decimalFormat.format(value);
}

/** "1 dataset", "1,234 datasets". */
export function formatCount(value: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(value)} ${value === 1 ? singular : plural}`;
}

const compactFormat = numberFormat({ notation: 'compact', maximumFractionDigits: 1 });

/** For dense lists: exact below 10,000 ("9,876 items"), else short ("1.3M items", "175.7K items"). */
export function formatCompactCount(value: number, singular: string, plural = `${singular}s`): string {
  const text = Math.abs(value) < 10_000 ? formatNumber(value) : compactFormat.format(value);
  return `${text} ${value === 1 ? singular : plural}`;
}

/**
 * "$1,250", "$12.50", "Free"; missing → "—". Prices are dollars (the API's unit) unless the
 * marketplace names another currency ("€12.50", "CHF 12.50").
 */
export function formatPrice(value: unknown, currency?: string): string {
  if (!isNumber(value)) return '—';
  if (value === 0) return 'Free';
  if (currency !== undefined && currency !== 'USD') {
    try {
      return new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: Number.isInteger(value) ? 0 : 2 }).format(value);
    } catch {
      return `${decimalFormat.format(value)} ${currency}`;
    }
  }
  return Number.isInteger(value) ? wholeDollars.format(value) : centDollars.format(value);
}

/** An LQS score (the reading layer puts every score on 0–100) with one decimal: "84.2"; missing → "—". */
export function formatScore(value: unknown): string {
  if (!isNumber(value)) return '—';
  return scoreFormat.format(value);
}

/** A weight given as a fraction (0.35) or a percentage (35) → "35%". */
export function formatWeight(value: unknown): string {
  if (!isNumber(value)) return '—';
  const percent = value <= 1 ? value * 100 : value;
  return `${decimalFormat.format(Math.round(percent * 10) / 10)}%`;
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];

/** Decimal units as storage vendors use them: "1.2 GB", "512 B". */
export function formatBytes(value: unknown): string {
  if (!isNumber(value) || value < 0) return '—';
  let size = value;
  let unit = 0;
  while (size >= 1000 && unit < BYTE_UNITS.length - 1) {
    size /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || size >= 100 ? 0 : 1;
  return `${size.toFixed(digits)} ${BYTE_UNITS[unit]}`;
}

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A date-only string (`2025-03-03`) names a calendar day, not an instant: `new Date()` reads it
 * as UTC midnight, which west of UTC is the evening before. It is formatted as that day in UTC.
 */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function calendarDay(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = DATE_ONLY.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  // 2025-02-30 is no day at all: shown as written rather than as March 2.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per locale and options, made once: `toLocaleDateString(locale, options)`
 * builds a new one on every call, which cost a results list of 20 rows several milliseconds
 * per render (measured with the keystroke benchmark).
 */
export function cachedDateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify([locale ?? null, options]);
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** A local date: "Mar 3, 2025" (in the user's locale); a date-only string as that very day; unreadable → the raw text or "—". */
export function formatDate(value: unknown, locale?: string, timeZone?: string): string {
  const day = calendarDay(value);
  if (day) return cachedDateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(day);
  if (typeof value === 'string' && DATE_ONLY.test(value.trim())) return value;
  const date = toDate(value);
  if (!date) return typeof value === 'string' && value ? value : '—';
  return cachedDateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone }).format(date);
}

/** A local date and time: "Mar 3, 2025, 14:05". */
export function formatDateTime(value: unknown, locale?: string, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return typeof value === 'string' && value ? value : '—';
  return cachedDateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }).format(date);
}

/** "just now", "5 min ago", "3 h ago", "2 days ago"; future times "in 3 h". */
export function formatRelative(value: unknown, now: number = Date.now()): string {
  const date = toDate(value);
  if (!date) return '—';
  const diffSeconds = Math.round((now - date.getTime()) / 1000);
  const future = diffSeconds < 0;
  const seconds = Math.abs(diffSeconds);
  let text: string;
  if (seconds < 45) return 'just now';
  if (seconds < 3600) text = `${Math.max(1, Math.round(seconds / 60))} min`;
  else if (seconds < 86_400) text = `${Math.round(seconds / 3600)} h`;
  else {
    const days = Math.round(seconds / 86_400);
    text = `${days} ${days === 1 ? 'day' : 'days'}`;
  }
  return future ? `in ${text}` : `${text} ago`;
}
