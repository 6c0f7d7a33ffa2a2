import { markup, text, type Markup } from './html-page';

let utcDay: Intl.DateTimeFormat | null = null;
/** Made at the first page: a date format's locale data is some 10 ms of the marketplace's start. */
const formatUtcDay = (date: Date) =>
  (utcDay ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).format(date);

/**
 * A record's timestamp on a page: its day in UTC, in words ("3 March 2026"), in a <time> that
 * keeps the ISO value. A server-rendered page knows no reader's zone, so the day is UTC's (the
 * page says so). A value that reads as no date is shown as it is.
 */
export function pageDate(iso: string): Markup {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return text(iso);
  return markup`<time datetime="${text(iso)}">${text(formatUtcDay(date))}</time>`;
}
