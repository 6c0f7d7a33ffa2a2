import { useEffect, useState } from 'react';
import { formatDateTime, formatRelative } from '../../../shared/display/format';

export interface RelativeTimeProps {
  /** ISO 8601 text, epoch milliseconds or a Date. */
  value: string | number | Date;
  /** e.g. "Updated" → "Updated 3 h ago". */
  prefix?: string;
  className?: string;
}

/** "3 h ago", refreshed every 30 s; the exact local time is in the title and datetime attribute. */
export function RelativeTime({ value, prefix, className }: RelativeTimeProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const date = value instanceof Date ? value : new Date(value);
  const valid = !Number.isNaN(date.getTime());
  return (
    <time className={className} dateTime={valid ? date.toISOString() : undefined} title={valid ? formatDateTime(date) : undefined}>
      {prefix ? `${prefix} ` : ''}
      {formatRelative(date, now)}
    </time>
  );
}
