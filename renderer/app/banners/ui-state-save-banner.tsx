import { Banner } from '../../ui/feedback/banner';
import { useUiStateSaveProblem } from '../../state/ui-store';

/** Whether a change of the saved window state is still waiting to be written. */
export function useUnsavedChangesNotice(): boolean {
  return useUiStateSaveProblem((s) => s.problem !== null);
}

/** While a theme, search or filter change could not be saved (a full disk): what happened, and that nothing is lost. */
export function UiStateSaveBanner() {
  const problem = useUiStateSaveProblem((s) => s.problem);
  if (!problem) return null;
  return (
    <Banner tone="warning" title="Your latest changes are not saved yet">
      {problem.message} Your changes stay as they are here, and the app saves them as soon as it can.
    </Banner>
  );
}
