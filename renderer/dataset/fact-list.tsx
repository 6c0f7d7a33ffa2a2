import type { ReactNode } from 'react';
import { cx } from '../ui/class-names';

/** A label and its value; an undefined value means the record does not say. */
export type Fact = [label: string, value: ReactNode | undefined];

export interface FactListProps {
  facts: Fact[];
  /** More classes for the list, e.g. `facts--inline`. */
  className?: string;
  /** A class for every value, e.g. `tabular`. */
  valueClassName?: string;
}

/** A definition list of facts, in the order given (the caller leaves out those it does not show). */
export function FactList({ facts, className, valueClassName }: FactListProps) {
  return (
    <dl className={cx('definition-list facts', className)}>
      {facts.map(([label, value]) => (
        <div key={label} className="facts__item">
          <dt>{label}</dt>
          <dd className={valueClassName}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
