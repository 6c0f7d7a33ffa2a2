/** Settings → Saved searches: the opt-in start-up check, its daily budget, what it costs and what it spent today. */
import { useEffect, useId, useState } from 'react';
import { SAVED_SEARCH_CHECK_BUDGET } from '../../shared/domain/limits';
import { getBridge } from '../bridge/get-bridge';
import { Checkbox } from '../ui/controls/field';
import { NumberInput } from '../ui';
import { useSavedSearchCheck } from './check-store';
import { costText, spentText } from './check-text';

export function SavedSearchCheckSettings() {
  const headingId = useId();
  const state = useSavedSearchCheck((store) => store.state);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void getBridge()
      .getSavedSearchCheck()
      .then((answer) => answer.ok && useSavedSearchCheck.getState().receive(answer.value));
  }, []);

  async function save(enabled: boolean, budget: number) {
    const answer = await getBridge().setSavedSearchCheck({ enabled, budget });
    if (answer.ok) {
      setError(null);
      useSavedSearchCheck.getState().receive(answer.value);
    } else setError(answer.error.message);
  }

  const budget = state?.budget ?? SAVED_SEARCH_CHECK_BUDGET.default;
  const enabled = state?.enabled ?? false;
  return (
    <section className="feature-card" aria-labelledby={headingId} aria-busy={state === null}>
      <h2 id={headingId} className="feature-card__title">
        Saved searches
      </h2>
      <Checkbox
        label="Check saved searches for new datasets at start-up"
        checked={enabled}
        disabled={state === null}
        onChange={(next) => void save(next, budget)}
        hint={costText(budget)}
      />
      <NumberInput
        className="saved-search-check__budget"
        label="Requests a day"
        value={budget}
        min={SAVED_SEARCH_CHECK_BUDGET.min}
        max={SAVED_SEARCH_CHECK_BUDGET.max}
        onChange={(next) => next !== undefined && Number.isInteger(next) && next !== budget && void save(enabled, next)}
      />
      {state && (
        <p className="muted settings-note saved-search-check__spent">
          {spentText(state)} Each check asks for the first page of one saved search, the one checked longest ago first; a day missed is not made up.
          {state.skipped ? ` ${state.skipped}` : ''}
        </p>
      )}
      {error && (
        <p role="alert" className="field__error">
          {error}
        </p>
      )}
    </section>
  );
}
