import { useUiStore } from '../state/ui-store';
import { EmptyState, LayersIcon } from '../ui';
import { CheckResult } from './check-result';
import { sameCheck, useCheckRequest } from './check-request-store';
import { checkIds } from './tray';
import { TrayPanel } from './tray-panel';
import './compatibility.css';
import './verdict.css';

/** Checks whether the datasets in the tray may legally be combined for an intended use. */
export function CompatibilityView() {
  const tray = useUiStore((store) => store.compatibility.tray);
  const useCase = useUiStore((store) => store.compatibility.useCase);
  const request = useCheckRequest();
  const outdated = request !== null && !sameCheck(request, { datasetIds: checkIds(tray), useCase });

  return (
    <div className="feature-view compat-view">
      <p className="compat-view__intro muted">Whether datasets may legally be combined for an intended use, and what that requires.</p>
      <div className="compat-view__body">
        <TrayPanel />
        {request === null ? (
          <section className="feature-card compat-result" aria-label="Result">
            <EmptyState icon={<LayersIcon size={24} />} title="No check yet">
              Put 2 to 10 datasets in the tray, choose the intended use and press “Check compatibility”. The verdict, the combined terms, the obligations and
              any conflicts appear here.
            </EmptyState>
          </section>
        ) : (
          <CheckResult request={request} outdated={outdated} />
        )}
      </div>
    </div>
  );
}
