import { Tooltip } from '../ui/controls/tooltip';
import { useConnectionStore } from '../state/connection-store';
import { useUiStore } from '../state/ui-store';

/** What the demo is: shown on hover and focus of the mark. */
export const DEMO_EXPLANATION = 'The demo: a generated catalog on this computer. No account, and nothing is bought. Select to connect your own marketplace.';

/**
 * A small "Demo" mark beside the quota, there for as long as the app runs on the built-in
 * marketplace: its introduction banner can be closed, this cannot. It opens Settings.
 */
export function DemoMark() {
  const embedded = useConnectionStore((s) => s.status?.kind === 'embedded');
  const setView = useUiStore((s) => s.setView);
  if (!embedded) return null;
  return (
    <Tooltip content={DEMO_EXPLANATION} placement="bottom-end">
      <button type="button" className="demo-mark" aria-label="Demo marketplace" onClick={() => setView('settings')}>
        Demo
      </button>
    </Tooltip>
  );
}
