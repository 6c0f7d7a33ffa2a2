import { useEffect, useRef, type KeyboardEvent } from 'react';
import { MAX_SEARCH_LENGTH } from '../../shared/domain/limits';
import { useUiStore } from '../state/ui-store';
import { CloseIcon, SearchIcon } from '../ui/icons';
import { markKeystroke } from './perf-marks';

export interface SearchBoxProps {
  /** ↓ from the box moves into the results. */
  onArrowDown?: () => void;
  /** The id of a note about the box (e.g. why new searches are paused), read with it. */
  describedBy?: string;
  /** Text typed in the box (`entered`: Enter pressed on it, which searches for it at once, whole). */
  onTyped?: (text: string, entered: boolean) => void;
}

/** Inputs where `/` is text; in any other (a number, a range, a box, a radio button) it is the shortcut. */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'url', 'email', 'password', 'tel']);

/**
 * Whether `/` typed here is text: in a text area or an editable element always, in a text field
 * once it holds something (a format such as image/png). From an empty filter field, a number, a
 * slider, a list, a radio button or a box, `/` goes to the search.
 */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type) && target.value !== '';
}

/** The search text (saved with the search); `/` or Ctrl/Cmd+K focuses it from anywhere on the screen. */
export function SearchBox({ onArrowDown, describedBy, onTyped }: SearchBoxProps) {
  const q = useUiStore((s) => s.search.q);
  const updateSearch = useUiStore((s) => s.updateSearch);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const commandK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && event.target !== input.current && !isTypingTarget(event.target);
      if (!commandK && !slash) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && onArrowDown) {
      event.preventDefault();
      onArrowDown();
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onTyped?.(q, true);
      updateSearch({ q });
    } else if (event.key === 'Escape' && q) {
      event.preventDefault();
      markKeystroke('');
      updateSearch({ q: '' });
    }
  };

  return (
    <div className="search-box">
      <SearchIcon className="search-box__icon" />
      <input
        ref={input}
        type="search"
        className="search-box__input"
        aria-label="Search datasets"
        aria-keyshortcuts="/ Control+K Meta+K"
        aria-describedby={describedBy}
        placeholder="Search datasets"
        autoComplete="off"
        spellCheck={false}
        value={q}
        maxLength={MAX_SEARCH_LENGTH}
        onChange={(event) => {
          markKeystroke(event.target.value);
          onTyped?.(event.target.value, false);
          updateSearch({ q: event.target.value }, 'typed');
        }}
        onKeyDown={onKeyDown}
      />
      {q ? (
        <button
          type="button"
          className="search-box__clear"
          aria-label="Clear search text"
          onClick={() => {
            markKeystroke('');
            updateSearch({ q: '' });
            input.current?.focus();
          }}
        >
          <CloseIcon size={14} />
        </button>
      ) : (
        <kbd className="search-box__hint" aria-hidden="true">
          /
        </kbd>
      )}
    </div>
  );
}
