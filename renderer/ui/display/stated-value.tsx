/**
 * One fact in its state (shared/domain/fact-state.ts): as the marketplace stated it, with its source one
 * hover away (`title`: the field it came from, and the value as sent when the app read it into
 * another form); stated as none; "Not stated by this marketplace" when the received record did not
 * clearly say; or not known yet (loading, or not loaded and why). The raw JSON of every record
 * stays one click away on its screen.
 */
import type { ReactNode } from 'react';
import type { FactState } from '../../../shared/domain/fact-state';
import { cx } from '../class-names';
import { NotKnownValue } from './not-known';
import { sourceOf } from './source-of';
import './stated-value.css';

export { sourceOf };

export const NOT_STATED = 'Not stated by this marketplace';

export interface StatedValueProps<T> {
  fact: FactState<T>;
  children?: (value: T) => ReactNode;
  /** What to show for a fact stated as none (`null`, an empty list); default: the value through `children`. */
  none?: ReactNode;
  /** What to show when the received record does not state the fact; default "Not stated by this marketplace". */
  notStated?: ReactNode;
  /** The placeholder's width while the record loads. */
  loadingWidth?: number | string;
  className?: string;
}

export function StatedValue<T>({ fact, children, none, notStated = NOT_STATED, loadingWidth, className }: StatedValueProps<T>) {
  switch (fact.state) {
    case 'not-known':
      return <NotKnownValue why={fact.why} width={loadingWidth} className={className} />;
    case 'not-stated':
      return <span className={cx('not-stated', className)}>{notStated}</span>;
    case 'none':
    case 'stated': {
      const shown = fact.state === 'none' && none !== undefined ? none : children ? children(fact.fact.value) : String(fact.fact.value);
      return (
        <span className={cx('stated', className)} title={sourceOf(fact.fact)} data-from={fact.fact.from}>
          {shown}
        </span>
      );
    }
  }
}
