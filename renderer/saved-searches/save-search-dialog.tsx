import { useState } from 'react';
import { MAX_SAVED_SEARCH_NAME_LENGTH } from '../../shared/domain/limits';
import { useUiStore } from '../state/ui-store';
import { Button } from '../ui/controls/button';
import { DeferredDialog } from '../ui/controls/deferred-dialog';
import { TextInput } from '../ui/controls/field';
import { saveSearch } from './saved-searches';
import { keepSavedSearch } from './saved-search-run';

/** Names the current text, filters, sort and page size, and keeps them for the sidebar. */
export function SaveSearchDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [name, setName] = useState(() => useUiStore.getState().search.q.trim());
  const [problem, setProblem] = useState<string | null>(null);
  const save = () => {
    const ui = useUiStore.getState();
    const outcome = saveSearch(ui.savedSearches, name, ui.search, `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`);
    if (!outcome.ok) {
      setProblem(outcome.reason);
      return;
    }
    keepSavedSearch(outcome.searches, outcome.saved);
    setProblem(null);
    onClose();
  };
  return (
    <DeferredDialog
      open={open}
      title="Save this search"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
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
  );
}
