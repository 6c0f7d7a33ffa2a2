import { useEffect, useId, useRef, useState } from 'react';
import type { ShortlistEntry } from '../../shared/ipc/ipc-contract';
import { MAX_NOTE_LENGTH } from '../../shared/domain/limits';
import { useShortlistChanges } from './use-shortlist';

const SAVE_AFTER_MS = 800;

/** A note on a shortlisted dataset: saved a moment after typing stops, and when the field is left; a failed save says so and keeps the text. */
export function ShortlistNote({ entry }: { entry: ShortlistEntry }) {
  const changes = useShortlistChanges();
  const [text, setText] = useState(entry.note);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | { failed: string }>('idle');
  const saved = useRef(entry.note);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const id = useId();

  const save = async (note: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (note === saved.current) return;
    setStatus('saving');
    const result = await changes.setNote(entry.id, note);
    if (result.ok) {
      saved.current = note;
      setStatus('saved');
    } else {
      setStatus({ failed: result.error.message });
    }
  };
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return (
    <div className="shortlist-note">
      <label htmlFor={id} className="visually-hidden">
        Note on {entry.title}
      </label>
      <textarea
        id={id}
        className="input shortlist-note__input"
        rows={2}
        maxLength={MAX_NOTE_LENGTH}
        placeholder="Add a note: what it is for, what to ask the seller…"
        value={text}
        onChange={(event) => {
          const note = event.target.value;
          setText(note);
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => void save(note), SAVE_AFTER_MS);
        }}
        onBlur={() => void save(text)}
      />
      <span role="status" className="shortlist-note__status">
        {status === 'saving' ? 'Saving…' : status === 'saved' ? 'Note saved' : typeof status === 'object' ? `Not saved: ${status.failed}` : ''}
      </span>
    </div>
  );
}
