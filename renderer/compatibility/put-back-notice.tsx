import { useUiStore } from '../state/ui-store';
import { useQuotaGate } from '../quota/use-quota-gate';
import { Button } from '../ui';
import { putBack, putBackRefusal, stillRemoved } from './blocker-removal';
import { useCheckFocusStore } from './check-request-store';
import { RequestCost } from './request-cost';
import { useCachedCheck } from './use-cached-check';

const NAMES = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/**
 * After "Remove the blocker and check again": what was removed, and one click to put it back,
 * which shows the earlier check again from the cache (no request).
 */
export function PutBackNotice() {
  const compatibility = useUiStore((store) => store.compatibility);
  const removal = compatibility.removed;
  const removed = stillRemoved(compatibility);
  const cached = useCachedCheck(removal?.check.datasetIds ?? null, removal?.check.useCase ?? compatibility.useCase) !== null;
  const gate = useQuotaGate();
  if (removal === undefined || removed.length === 0) return null;

  const names = NAMES.format(removed.map((item) => item.title));
  const refusal = putBackRefusal(compatibility);
  const put = () => {
    useUiStore.getState().updateCompatibility(putBack(useUiStore.getState().compatibility));
    useCheckFocusStore.setState({ focusResult: true });
  };
  return (
    <div className="compat-put-back" role="status">
      <p className="compat-put-back__text">
        Removed {names} from the check.
        {!cached && gate.blocked && ' Putting it back shows the earlier check once requests can be sent again.'}
      </p>
      <Button size="sm" disabled={refusal !== null} title={refusal ?? undefined} onClick={put}>
        {/* The notice names them; the button says "it" to the eye and the names to a screen reader. */}
        <span>
          Put <span className="visually-hidden">{names}</span>
          <span aria-hidden="true">{removed.length === 1 ? 'it' : 'them'}</span> back
          <RequestCost cached={cached} />
        </span>
      </Button>
    </div>
  );
}
