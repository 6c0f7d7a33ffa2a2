/** Quota days are UTC calendar days: the spec resets every quota daily at 00:00 UTC. */
export const DAY_MS = 86_400_000;

/** "YYYY-MM-DD" of the UTC day containing `date`. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The next 00:00 UTC strictly after `date`. */
export function nextUtcMidnight(date: Date): Date {
  return new Date((Math.floor(date.getTime() / DAY_MS) + 1) * DAY_MS);
}

/** The `count` UTC days ending with the day of `date`, oldest first. */
export function lastUtcDays(date: Date, count: number): string[] {
  const today = Math.floor(date.getTime() / DAY_MS);
  const days: string[] = [];
  for (let offset = count - 1; offset >= 0; offset--) days.push(utcDay(new Date((today - offset) * DAY_MS)));
  return days;
}
