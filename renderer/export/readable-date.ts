/**
 * An export's timestamps as a reader wants them in the Markdown and the printed report: the
 * local date and time with the zone named ("26 Nov 2026, 19:10 GMT"), in the user's locale and
 * time zone unless told otherwise. The CSV keeps the ISO value, for a spreadsheet to sort.
 */
import { cachedDateTimeFormat } from '../../shared/display/format';

export interface DateStyle {
  /** A BCP 47 locale; the user's by default. */
  locale?: string;
  /** An IANA time zone; the user's by default. */
  timeZone?: string;
}

/** An ISO instant as a local date and time with its zone; anything else as written. */
export function readableDate(iso: string, { locale, timeZone }: DateStyle = {}): string {
  const at = /^\d{4}-\d{2}-\d{2}T/.test(iso) ? new Date(iso) : null;
  if (at === null || Number.isNaN(at.getTime())) return iso;
  return cachedDateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(at);
}
