import { useId, useState, type ReactNode } from 'react';
import { cx } from '../../ui/class-names';
import type { Note } from './quality-notes';
import { NOTE_SOURCE_TEXT } from './quality-notes';
import './quality-explained.css';

export interface ExplainButtonProps {
  children: ReactNode;
  open: boolean;
  /** The id of the element that holds the note. */
  controls: string;
  onToggle(): void;
}

/**
 * A term whose name opens what it means: a button with a dotted underline and a small "?". The
 * name alone stays its accessible name; `aria-expanded` says whether the note is open.
 */
export function ExplainButton({ children, open, controls, onToggle }: ExplainButtonProps) {
  const split = typeof children === 'string' ? children.lastIndexOf(' ') + 1 : 0;
  const [head, last] = typeof children === 'string' ? [children.slice(0, split), children.slice(split)] : [null, children];
  return (
    <button type="button" className="explained__term" aria-expanded={open} aria-controls={controls} title="What is this?" onClick={onToggle}>
      {head}
      {/* The last word and the mark stay together: the mark never goes to a line of its own. */}
      <span className="explained__tail">
        {last}
        <span className="explained__mark" aria-hidden="true">
          ?
        </span>
      </span>
    </button>
  );
}

/** One line on what a term means, and whose words they are. */
export function ExplainNote({ note }: { note: Note }) {
  return (
    <span className="explained__note" title={note.title}>
      {note.text}
      {note.source !== 'none' && <span className="explained__source"> {NOTE_SOURCE_TEXT[note.source]}</span>}
    </span>
  );
}

/** Open-or-closed state for a term and its note, closed by default so the screen stays calm. */
export function useExplained() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return { open, id, toggle: () => setOpen((was) => !was) };
}

/** A term with its note right below it (outside tables: a table puts the note in a row of its own). */
export function ExplainedTerm({ children, note, className }: { children: ReactNode; note: Note; className?: string }) {
  const { open, id, toggle } = useExplained();
  return (
    <span className={cx('explained', className)}>
      <ExplainButton open={open} controls={id} onToggle={toggle}>
        {children}
      </ExplainButton>
      <span id={id} hidden={!open}>
        <ExplainNote note={note} />
      </span>
    </span>
  );
}
