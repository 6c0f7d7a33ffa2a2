import { useRef } from 'react';
import { useUiStore } from '../state/ui-store';
import { Button, type ButtonVariant } from '../ui/controls/button';
import { cx } from '../ui/class-names';
import { CheckIcon, PlusIcon } from '../ui/icons';
import { Tooltip } from '../ui/controls/tooltip';
import { useRefusalBubble } from '../ui/controls/refusal-bubble';
import { addToTray, isInTray, removeFromTray } from './tray';
import './compatibility.css';

export interface AddToCheckButtonProps {
  dataset: { id: string; title: string; license?: string };
  /**
   * For dense rows: the words show only where the row is wide enough (a container query on the
   * results list); elsewhere the icon shows with a tip. The accessible name is the same either way.
   */
  compact?: boolean;
  /** The look while the dataset is not in the tray (default ghost); in the tray it is always secondary. */
  variant?: Extract<ButtonVariant, 'ghost' | 'secondary'>;
  /** -1 keeps it out of the Tab order (a list row that is not the list's active one). */
  tabIndex?: number;
}

/**
 * Puts a dataset into the compatibility tray or takes it out again. The visible words are short
 * ("Add to check", "Remove" with a tick); the accessible name says which dataset ("Add <title> to
 * compatibility check", "Remove <title> from compatibility check").
 * A full tray refuses with a message beside the button instead of silently doing nothing; the
 * message is portalled to the body so a clipped list row (virtualised results) cannot hide it.
 */
export function AddToCheckButton({ dataset, compact = false, variant = 'ghost', tabIndex }: AddToCheckButtonProps) {
  const tray = useUiStore((store) => store.compatibility.tray);
  const updateCompatibility = useUiStore((store) => store.updateCompatibility);
  const button = useRef<HTMLButtonElement>(null);
  const refusal = useRefusalBubble(button);
  const inTray = isInTray(tray, dataset.id);

  const toggle = () => {
    const current = useUiStore.getState().compatibility.tray;
    if (isInTray(current, dataset.id)) {
      updateCompatibility({ tray: removeFromTray(current, dataset.id) });
      refusal.clear();
      return;
    }
    const change = addToTray(current, dataset);
    if (change.ok) {
      updateCompatibility({ tray: change.tray });
      refusal.clear();
      return;
    }
    refusal.refuse(change.reason);
  };

  const control = (
    <Button
      ref={button}
      size="sm"
      variant={inTray ? 'secondary' : variant}
      icon={inTray ? <CheckIcon /> : <PlusIcon />}
      onClick={(event) => {
        event.stopPropagation();
        toggle();
      }}
      className="add-to-check__button"
      tabIndex={tabIndex}
    >
      <span className="add-to-check__text">
        {inTray ? (
          <>
            Remove<span className="visually-hidden"> {dataset.title} from compatibility check</span>
          </>
        ) : (
          <>
            Add<span className="visually-hidden"> {dataset.title}</span> to<span className="visually-hidden"> compatibility</span> check
          </>
        )}
      </span>
    </Button>
  );

  return (
    <span className={cx('add-to-check', compact && 'add-to-check--compact')}>
      {compact ? (
        <Tooltip content={inTray ? 'Remove from check' : 'Add to check'} mode="label" placement="bottom-end">
          {control}
        </Tooltip>
      ) : (
        control
      )}
      {refusal.bubble}
    </span>
  );
}
