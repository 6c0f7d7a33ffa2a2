/**
 * Strict recognisers for the date formats servers put in headers. `Date.parse` alone accepts far
 * too much ("1", "May"), so each format is matched by shape first and only then parsed.
 */

const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const LONG_DAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const TIME = '\\d{2}:\\d{2}:\\d{2}';

const IMF_FIXDATE = new RegExp(`^${DAY}, \\d{2} ${MONTH} \\d{4} ${TIME} GMT$`);
const RFC_850 = new RegExp(`^${LONG_DAY}, \\d{2}-${MONTH}-\\d{2} ${TIME} GMT$`);
const ASCTIME = new RegExp(`^${DAY} ${MONTH} [ \\d]\\d ${TIME} \\d{4}$`);
const ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

function validDate(ms: number): Date | null {
  return Number.isFinite(ms) ? new Date(ms) : null;
}

/** An HTTP date in any of the three forms RFC 9110 says a recipient must accept. */
export function parseHttpDate(text: string): Date | null {
  const value = text.trim();
  if (IMF_FIXDATE.test(value)) return validDate(Date.parse(value));
  if (RFC_850.test(value)) {
    const [, rest = ''] = value.split(', ');
    const [day, month, yy = '00'] = rest.slice(0, 9).split('-');
    // Two-digit years, POSIX style: 69-99 are 19xx, 00-68 are 20xx.
    const century = Number(yy) >= 69 ? '19' : '20';
    return validDate(Date.parse(`${day} ${month} ${century}${yy} ${rest.slice(10, 18)} GMT`));
  }
  if (ASCTIME.test(value)) return validDate(Date.parse(`${value} GMT`));
  return null;
}

/** An ISO 8601 date or date-time; a time without a zone is read as UTC (servers mean UTC). */
export function parseIsoDate(text: string): Date | null {
  const value = text.trim();
  const match = ISO_8601.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, zone] = match;
  const monthNumber = Number(month);
  const dayNumber = Number(day);
  if (monthNumber < 1 || monthNumber > 12 || dayNumber < 1 || dayNumber > 31) return null;
  if (hour !== undefined && (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 60)) return null;
  let normalised = value.replace(' ', 'T');
  if (hour === undefined) normalised = `${year}-${month}-${day}T00:00:00Z`;
  else if (zone === undefined) normalised = `${normalised}Z`;
  else if (/^[+-]\d{4}$/.test(zone)) normalised = `${normalised.slice(0, -5)}${zone.slice(0, 3)}:${zone.slice(3)}`;
  return validDate(Date.parse(normalised));
}
