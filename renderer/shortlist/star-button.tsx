import { useRef } from 'react';
import type { DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import { datasetTitle } from '../../shared/display/dataset-text';
import { IconButton } from '../ui/controls/icon-button';
import { StarFilledIcon, StarIcon } from '../ui/icons';
import { useRefusalBubble } from '../ui/controls/refusal-bubble';
import { shortlistListing } from './shortlist-listing';
import { useShortlist, useShortlistChanges } from './use-shortlist';
import './shortlist.css';

export interface StarButtonProps {
  dataset: DatasetSummaryReading;
  size?: 'sm' | 'md';
  /** -1 keeps it out of the Tab order (a list row that is not the list's active one). */
  tabIndex?: number;
}

/**
 * Stars a dataset (puts it on the shortlist) or takes it off. The accessible name says which
 * dataset and what pressing does. A change the core could not make (a full list, a disk that
 * refused the write) says why beside the button and changes nothing.
 */
export function StarButton({ dataset, size = 'sm', tabIndex }: StarButtonProps) {
  const shortlist = useShortlist();
  const changes = useShortlistChanges();
  // Not `disabled` while saving: a disabled button would drop the keyboard focus.
  const busy = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const refusal = useRefusalBubble(button);
  const title = datasetTitle(dataset);
  const starred = shortlist.data?.entries.some((entry) => entry.id === dataset.id) ?? false;
  const toggle = async () => {
    if (busy.current) return;
    busy.current = true;
    const result = starred ? await changes.remove(dataset.id) : await changes.add(shortlistListing(dataset));
    busy.current = false;
    if (result.ok) refusal.clear();
    else refusal.refuse(result.error.message);
  };
  return (
    <>
      <IconButton
        ref={button}
        size={size}
        className={starred ? 'star-btn star-btn--on' : 'star-btn'}
        label={starred ? `Remove ${title} from shortlist` : `Add ${title} to shortlist`}
        disabled={shortlist.data === undefined}
        icon={starred ? <StarFilledIcon /> : <StarIcon />}
        tabIndex={tabIndex}
        onClick={(event) => {
          event.stopPropagation();
          void toggle();
        }}
      />
      {refusal.bubble}
    </>
  );
}
