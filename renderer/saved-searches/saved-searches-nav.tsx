import { useState } from 'react';
import { useUiStore } from '../state/ui-store';
import { BookmarkIcon, CloseIcon } from '../ui/icons';
import { DeferredDialog } from '../ui/controls/deferred-dialog';
import { IconButton } from '../ui/controls/icon-button';
import { Tooltip } from '../ui/controls/tooltip';
import { removeSearch } from './saved-searches';
import { runSavedSearch, useSavedSearchRun } from './saved-search-run';
import './saved-searches.css';
import { ownValue } from '../../shared/domain/own-keys';

/** The saved searches in the sidebar: run one with a click, remove one with its ×. Narrow windows show one button that opens them. */
export function SavedSearchesNav() {
  const searches = useUiStore((store) => store.savedSearches);
  const [open, setOpen] = useState(false);
  if (searches.length === 0) return null;
  return (
    <section className="saved-searches" aria-labelledby="saved-searches-title">
      <h2 id="saved-searches-title" className="saved-searches__title">
        Saved searches
      </h2>
      <SavedSearchList onRun={() => setOpen(false)} />
      <Tooltip content={`Saved searches (${searches.length})`} mode="label" placement="right" anchorClassName="saved-searches__compact">
        <button type="button" className="sidebar__item" aria-label={`Saved searches (${searches.length})`} onClick={() => setOpen(true)}>
          <BookmarkIcon />
        </button>
      </Tooltip>
      <DeferredDialog open={open} title="Saved searches" onClose={() => setOpen(false)}>
        <SavedSearchList onRun={() => setOpen(false)} />
      </DeferredDialog>
    </section>
  );
}

function SavedSearchList({ onRun }: { onRun(): void }) {
  const searches = useUiStore((store) => store.savedSearches);
  const setSavedSearches = useUiStore((store) => store.setSavedSearches);
  const running = useSavedSearchRun((store) => store.run?.id);
  const finds = useSavedSearchRun((store) => store.finds);
  return (
    <ul role="list" className="saved-searches__list">
      {searches.map((saved) => {
        const found = ownValue(finds, saved.id);
        return (
          <li key={saved.id} className="saved-searches__item">
            <button
              type="button"
              className="saved-searches__run"
              aria-current={saved.id === running ? 'true' : undefined}
              aria-label={`Run saved search ${saved.name}${found ? `, ${found} since the last run` : ''}`}
              onClick={() => {
                runSavedSearch(saved);
                onRun();
              }}
            >
              <BookmarkIcon />
              <span className="saved-searches__name">{saved.name}</span>
              {found && <span className="saved-searches__new">{found}</span>}
            </button>
            <IconButton
              size="sm"
              label={`Remove saved search ${saved.name}`}
              icon={<CloseIcon />}
              onClick={() => setSavedSearches(removeSearch(useUiStore.getState().savedSearches, saved.id))}
            />
          </li>
        );
      })}
    </ul>
  );
}
