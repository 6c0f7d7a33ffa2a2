import { useEffect, useRef, useState } from 'react';
import { useUiStore } from '../app/ui-store';
import { Button, CheckIcon, PlusIcon } from '../ui';
import { addToTray, isInTray, removeFromTray } from './tray';
import './compatibility.css';

export interface AddToCheckButtonProps {
  dataset: { id: string; title: string; license?: string };
}

const REFUSAL_SHOWN_MS = 6000;

/**
 * Puts a dataset into the compatibility tray or takes it out again. The visible words are short
 * ("Add to check", "Remove" with a tick); the accessible name says which dataset ("Add <title> to
 * compatibility check", "Remove <title> from compatibility check").
 * A full tray refuses with a message beside the button instead of silently doing nothing.
 */
export function AddToCheckButton({ dataset }: AddToCheckButtonProps) {
  const tray = useUiStore((store) => store.compatibility.tray);
  const updateCompatibility = useUiStore((store) => store.updateCompatibility);
  const [refusal, setRefusal] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inTray = isInTray(tray, dataset.id);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const toggle = () => {
    const current = useUiStore.getState().compatibility.tray;
    if (isInTray(current, dataset.id)) {
      updateCompatibility({ tray: removeFromTray(current, dataset.id) });
      setRefusal(null);
      return;
    }
    const change = addToTray(current, dataset);
    if (change.ok) {
      updateCompatibility({ tray: change.tray });
      setRefusal(null);
      return;
    }
    setRefusal(change.reason);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => setRefusal(null), REFUSAL_SHOWN_MS);
  };

  return (
    <span className="add-to-check">
      <Button
        size="sm"
        variant={inTray ? 'secondary' : 'ghost'}
        icon={inTray ? <CheckIcon /> : <PlusIcon />}
        onClick={(event) => {
          event.stopPropagation();
          toggle();
        }}
        className="add-to-check__button"
      >
        {inTray ? (
          <>
            Remove<span className="visually-hidden"> {dataset.title} from compatibility check</span>
          </>
        ) : (
          <>
            Add<span className="visually-hidden"> {dataset.title}</span> to<span className="visually-hidden"> compatibility</span> check
          </>
        )}
      </Button>
      <span role="alert" className="add-to-check__refusal">
        {refusal}
      </span>
    </span>
  );
}
