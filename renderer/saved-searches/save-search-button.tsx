import { useState } from 'react';
import { MAX_SAVED_SEARCH_NAME_LENGTH } from '../../shared/domain/limits';
import { useUiStore } from '../state/ui-store';
import { Button } from '../ui/controls/button';
import { DeferredDialog } from '../ui/controls/deferred-dialog';
import { IconButton } from '../ui/controls/icon-button';
import { TextInput } from '../ui/controls/field';
import { BookmarkIcon } from '../ui/icons';
import { saveSearch } from './saved-searches';
import { keepSavedSearch } from './saved-search-run';

/** Saves the current text, filters, sort and page size under a name, for the sidebar. */
export function SaveSearchButton() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setProblem(null);
  };
  const save = () => {
    const ui = useUiStore.getState();
    const outcome = saveSearch(ui.savedSearches, name, ui.search, `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`);
    if (!outcome.ok) {
      setProblem(outcome.reason);
      return;
    }
    keepSavedSearch(outcome.searches, outcome.saved);
    close();
  };
  return (
    <>
      <IconButton
        label="Save search"
        variant="secondary"
        icon={<BookmarkIcon />}
        tooltipPlacement="bottom-end"
        onClick={() => {
          setName(useUiStore.getState().search.q.trim());
          setOpen(true);
        }}
      />
      <DeferredDialog
        open={open}
        title="Save this search"
        onClose={close}
        footer={
          <>
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button variant="primary" onClick={save}>
              Save
            </Button>
          </>
        }
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <TextInput
            label="Name"
            data-autofocus
            value={name}
            maxLength={MAX_SAVED_SEARCH_NAME_LENGTH}
            error={problem}
            hint="The text, filters, sort and page size are saved. The same name replaces the earlier search."
            onChange={(event) => setName(event.target.value)}
          />
        </form>
      </DeferredDialog>
    </>
  );
}
