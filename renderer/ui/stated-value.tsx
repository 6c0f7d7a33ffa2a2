/**
 * A fact as the marketplace stated it, with its source one hover away (`title`: the field it came
 * from, and the value as sent when the app read it into another form), or "Not stated by this
 * marketplace" when the record did not clearly say. The raw JSON of every record stays one click
 * away on its screen.
 */
import type { ReactNode } from 'react';
import type { Stated } from '../../shared/stated';
import { cx } from './class-names';
import './stated-value.css';

export const NOT_STATED = 'Not stated by this marketplace';

/** "From the marketplace's field “price” (sent as "19.99")". */
export function sourceOf(fact: Stated<unknown>): string {
  const sent = fact.sent === undefined ? '' : ` (sent as ${truncate(JSON.stringify(fact.sent) ?? String(fact.sent))})`;
  return `From the marketplace's field “${fact.from}”${sent}`;
}

function truncate(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export interface StatedValueProps<T> {
  fact: Stated<T> | undefined;
  children?: (value: T) => ReactNode;
  /** What to show when the fact is not stated; default "Not stated by this marketplace". */
  notStated?: ReactNode;
  className?: string;
}

export function StatedValue<T>({ fact, children, notStated = NOT_STATED, className }: StatedValueProps<T>) {
  if (fact === undefined) return <span className={cx('not-stated', className)}>{notStated}</span>;
  return (
    <span className={cx('stated', className)} title={sourceOf(fact)} data-from={fact.from}>
      {children ? children(fact.value) : String(fact.value)}
    </span>
  );
}
