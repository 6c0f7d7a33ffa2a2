import { memo, useId, type FocusEvent } from 'react';
import type { DatasetSummaryReading } from '../../../shared/domain/readings/dataset-reading';
import { useUiStore } from '../../state/ui-store';
import { CompareToggle } from '../../compare/compare-toggle';
import { AddToCheckButton } from '../../compatibility/add-to-check-button';
import { StarButton } from '../../shortlist/star-button';
import { DatasetUseFitMark } from '../../use-fit/use-fit-mark';
import { cx } from '../../ui/class-names';
import { formatDate } from '../../../shared/display/format';
import { resultRowText } from '../../../shared/display/result-row-text';
import { ShieldIcon } from '../../ui/icons';
import { TierBadge } from '../../ui/display/tier-badge';
import { MetadataOnlyMark } from '../../compare/metadata-only-mark';

export interface ResultRowProps {
  item: DatasetSummaryReading;
  index: number;
  setSize: number;
  selected: boolean;
  /** The row that holds the list's one tab stop. */
  active: boolean;
  /** Offset from the top of the list, in px, when the virtualizer places the row; absent, the row is in flow. */
  start?: number;
  /** The virtualizer measures the row with this (its height follows a title of one or two lines). */
  measureRef?(element: HTMLElement | null): void;
  onOpen(item: DatasetSummaryReading): void;
  onFocusRow(index: number): void;
}

/**
 * One search result: what decides whether to open it (the app's reading of its licence for the
 * intended use among it), and its actions: star, compare, "Add to check". Any field may be
 * missing. Memoised: while the list scrolls only rows that enter the view render.
 */
export const ResultRow = memo(function ResultRow({ item, index, setSize, selected, active, start, measureRef, onOpen, onFocusRow }: ResultRowProps) {
  const id = useId();
  const text = resultRowText(item);
  const title = text.title;
  const useCase = useUiStore((store) => store.compatibility.useCase);
  const stats = item.createdAt ? [...text.figures, formatDate(item.createdAt.value)] : text.figures;

  return (
    <div
      role="listitem"
      aria-posinset={index + 1}
      aria-setsize={setSize}
      data-index={index}
      className={cx('result-row', selected && 'result-row--selected')}
      ref={measureRef}
      style={start === undefined ? undefined : { transform: `translateY(${start}px)` }}
    >
      <span className="result-row__line">
        {/* The title is the row's button; its ::after covers the whole row, so a click anywhere opens it. */}
        <button
          type="button"
          className="result-row__open"
          aria-current={selected ? 'true' : undefined}
          aria-describedby={`${id}-facts ${id}-stats`}
          tabIndex={active ? 0 : -1}
          onClick={() => onOpen(item)}
          onFocus={(event: FocusEvent) => {
            if (event.target === event.currentTarget) onFocusRow(index);
          }}
        >
          <span className="result-row__title" title={title}>
            {title}
          </span>
        </button>
        <span className="result-row__price tabular">{text.price}</span>
        <span className="result-row__action">
          {/* Only the active row's buttons are Tab stops: Tab goes from the row through its actions, then out of the list. */}
          <StarButton dataset={item} tabIndex={active ? 0 : -1} />
          <CompareToggle dataset={{ id: item.id, title }} tabIndex={active ? 0 : -1} />
          <AddToCheckButton dataset={{ id: item.id, title, license: item.license?.value }} compact tabIndex={active ? 0 : -1} />
        </span>
      </span>
      <span id={`${id}-facts`} className="result-row__facts" title={text.exactItems}>
        {text.facts}
      </span>
      <span id={`${id}-stats`} className="result-row__line result-row__stats">
        <TierBadge tier={item.tier} score={item.composite} />
        <MetadataOnlyMark basis={item.scoreBasis} />
        <DatasetUseFitMark dataset={item} useCase={useCase} />
        {item.hipaa?.value === true && (
          <span className="compliance-mark">
            <ShieldIcon size={11} />
            HIPAA
          </span>
        )}
        {item.gdpr?.value === true && (
          <span className="compliance-mark">
            <ShieldIcon size={11} />
            GDPR
          </span>
        )}
        {/* Each figure is whole or not shown: a row too narrow for all of them drops the last ones, never half a date. */}
        {stats.length > 0 && (
          <span className="result-row__numbers tabular">
            {stats.map((figure, position) => (
              <span key={position} className="result-row__number">
                {position > 0 ? ` · ${figure}` : figure}
              </span>
            ))}
          </span>
        )}
      </span>
    </div>
  );
});
