import { useRef } from 'react';
import { MAX_COMPARED } from '../../shared/domain/limits';
import { useUiStore } from '../state/ui-store';
import { IconButton } from '../ui/controls/icon-button';
import { ColumnsIcon } from '../ui/icons';
import { useRefusalBubble } from '../ui/controls/refusal-bubble';
import './compare.css';

export interface CompareToggleProps {
  dataset: { id: string; title: string };
  size?: 'sm' | 'md';
  tabIndex?: number;
}

/**
 * Adds a dataset to the comparison (at most four, in the order added) or takes it out; the name
 * says which it will do. A fifth is refused with the reason beside the button, not silently.
 */
export function CompareToggle({ dataset, size = 'sm', tabIndex }: CompareToggleProps) {
  const compared = useUiStore((store) => store.compare.ids.includes(dataset.id));
  const button = useRef<HTMLButtonElement>(null);
  const refusal = useRefusalBubble(button);
  const toggle = () => {
    const { compare, setCompared } = useUiStore.getState();
    if (compare.ids.includes(dataset.id)) {
      setCompared(compare.ids.filter((id) => id !== dataset.id));
      refusal.clear();
    } else if (compare.ids.length >= MAX_COMPARED) {
      refusal.refuse(`A comparison holds at most ${MAX_COMPARED} datasets. Remove one first.`);
    } else {
      setCompared([...compare.ids, dataset.id], { [dataset.id]: dataset.title });
    }
  };
  return (
    <>
      <IconButton
        ref={button}
        size={size}
        className={compared ? 'compare-toggle compare-toggle--on' : 'compare-toggle'}
        label={compared ? `Remove ${dataset.title} from comparison` : `Add ${dataset.title} to comparison`}
        icon={<ColumnsIcon />}
        tabIndex={tabIndex}
        onClick={(event) => {
          event.stopPropagation();
          toggle();
        }}
      />
      {refusal.bubble}
    </>
  );
}
