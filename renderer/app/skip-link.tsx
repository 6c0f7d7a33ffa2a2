import type { MouseEvent } from 'react';
import type { View } from '../state/ui-store';

/**
 * The first tab stop of the window: past the sidebar and the header, straight to the search box
 * on the search screen, else to the screen's content. Hidden until focused.
 */
export function SkipLink({ view }: { view: View }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const search = view === 'search' ? document.querySelector<HTMLInputElement>('input.search-box__input') : null;
    (search ?? document.getElementById('main-content'))?.focus();
  };
  return (
    <a className="skip-link" href="#main-content" onClick={skip}>
      {view === 'search' ? 'Skip to the search' : 'Skip to the content'}
    </a>
  );
}
