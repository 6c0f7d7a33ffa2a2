import { USE_CASES, type UseCase } from '../../shared/wire/api-types';
import { useUiStore } from '../state/ui-store';
import { USE_CASE_SHORT_LABELS } from '../compatibility/use-cases';
import { Button } from '../ui/controls/button';
import { Checkbox, Select } from '../ui/controls/field';
import './use-fit.css';

// The filters column is narrow: the uses in fewer words.
const SHORT_OPTIONS = USE_CASES.map((value) => ({ value, label: USE_CASE_SHORT_LABELS[value] }));

/**
 * The intended use (the compatibility check's too) and "Fits my use", at the top of the filters:
 * the switch hides loaded results whose licence, in the app's reading, does not allow the use.
 */
export function FitsMyUseControl() {
  const on = useUiStore((store) => store.fitsMyUse);
  const setOn = useUiStore((store) => store.setFitsMyUse);
  const useCase = useUiStore((store) => store.compatibility.useCase);
  const updateCompatibility = useUiStore((store) => store.updateCompatibility);
  return (
    <div className="fits-my-use">
      <Select<UseCase> label="Intended use" value={useCase} options={SHORT_OPTIONS} onChange={(value) => updateCompatibility({ useCase: value })} />
      <Checkbox
        asSwitch
        label="Fits my use"
        checked={on}
        onChange={setOn}
        hint="Hides loaded results whose licence does not fit, in the app’s reading. If less than a screenful is left, the list loads its next page, as scrolling would (1 request a page)."
      />
    </div>
  );
}

export interface FitsMyUseNoteProps {
  /** Loaded results the switch hides now. */
  hidden: number;
  loaded: number;
}

/**
 * Above the results while "Fits my use" is on: how many loaded results it hides. It filters what
 * is loaded, never the marketplace's total (the count beside the results stays the marketplace's).
 */
export function FitsMyUseNote({ hidden, loaded }: FitsMyUseNoteProps) {
  const on = useUiStore((store) => store.fitsMyUse);
  const setOn = useUiStore((store) => store.setFitsMyUse);
  const use = USE_CASE_SHORT_LABELS[useUiStore((store) => store.compatibility.useCase)].toLowerCase();
  if (!on || loaded === 0) return null;
  return (
    <p role="status" className="fits-my-use__note">
      <span>
        {hidden === 0
          ? `All ${loaded} loaded results fit ${use} in the app’s reading.`
          : `Hiding ${hidden} of ${loaded} loaded results that do not fit ${use} in the app’s reading of their licences.`}
      </span>
      {hidden > 0 && (
        <Button size="sm" variant="ghost" onClick={() => setOn(false)}>
          Show all
        </Button>
      )}
    </p>
  );
}
