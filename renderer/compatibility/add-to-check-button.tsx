import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useUiStore } from '../app/ui-store';
import { Button, CheckIcon, cx, PlusIcon, Tooltip, type ButtonVariant } from '../ui';
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

const REFUSAL_SHOWN_MS = 6000;
const REFUSAL_WIDTH = 260;

interface Refusal {
  reason: string;
  top: number;
  left: number;
}

/** Where the refusal bubble goes: under the button, right-aligned with it, kept inside the window. */
function placeBelow(button: HTMLElement): Pick<Refusal, 'top' | 'left'> {
  const rect = button.getBoundingClientRect();
  const left = Math.max(8, Math.min(rect.right - REFUSAL_WIDTH, window.innerWidth - REFUSAL_WIDTH - 8));
  const below = rect.bottom + 4;
  return { top: below + 64 > window.innerHeight ? Math.max(8, rect.top - 68) : below, left };
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
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const inTray = isInTray(tray, dataset.id);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  // The bubble follows its button when the list scrolls or the window resizes; Escape closes it.
  const open = refusal !== null;
  useEffect(() => {
    if (!open) return;
    const follow = () => {
      const anchor = button.current;
      if (anchor) setRefusal((current) => (current === null ? null : { ...current, ...placeBelow(anchor) }));
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setRefusal(null);
    };
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

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
    setRefusal({ reason: change.reason, ...(button.current ? placeBelow(button.current) : { top: 8, left: 8 }) });
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => setRefusal(null), REFUSAL_SHOWN_MS);
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
      {refusal !== null &&
        createPortal(
          <div role="alert" className="add-to-check__refusal" style={{ top: refusal.top, left: refusal.left, width: REFUSAL_WIDTH }}>
            {refusal.reason}
          </div>,
          document.body,
        )}
    </span>
  );
}
