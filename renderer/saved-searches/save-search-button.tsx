import { lazy, Suspense, useState } from 'react';
import { IconButton } from '../ui/controls/icon-button';
import { BookmarkIcon } from '../ui/icons';

/** Opened only on a click, so it loads after the first paint (vite.first-screen-rule.ts). */
const SaveSearchDialog = lazy(() => import('./save-search-dialog').then((module) => ({ default: module.SaveSearchDialog })));

/** Saves the current text, filters, sort and page size under a name, for the sidebar. */
export function SaveSearchButton() {
  const [open, setOpen] = useState(false);
  // Each opening starts a fresh form (named from the search box); once opened it stays mounted, so closing returns focus here.
  const [openings, setOpenings] = useState(0);
  return (
    <>
      <IconButton
        label="Save search"
        variant="secondary"
        icon={<BookmarkIcon />}
        tooltipPlacement="bottom-end"
        onClick={() => {
          setOpenings((count) => count + 1);
          setOpen(true);
        }}
      />
      {openings > 0 && (
        <Suspense fallback={null}>
          <SaveSearchDialog key={openings} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
