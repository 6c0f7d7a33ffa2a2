import { useUiStore } from '../state/ui-store';
import { useQuotaGate } from '../quota/use-quota-gate';
import { Banner, Button, InfoIcon } from '../ui';
import { removeBlockers, checkWithout } from './blocker-removal';
import { useCheckFocusStore, type CheckRequest } from './check-request-store';
import { blockers, blockerSentence, type CompatibilityReport } from './compatibility-result';
import { RequestCost } from './request-cost';
import { useCachedCheck } from './use-cached-check';
import type { VerdictMessage } from './verdict-message';

export interface VerdictBannerProps {
  report: CompatibilityReport;
  message: VerdictMessage;
  request: CheckRequest;
  /** The tray or use has changed since this check: removing its blockers would act on another check. */
  outdated: boolean;
}

/**
 * The verdict in one message: the marketplace's words in the colour of the worst finding, what
 * blocks the use, what the app's own reading adds, and whose reading it all is.
 */
export function VerdictBanner({ report, message, request, outdated }: VerdictBannerProps) {
  const blocking = blockers(report);
  const refs = blocking.map((dataset) => dataset.ref);
  const remaining = checkWithout(request, refs);
  const cached = useCachedCheck(remaining.datasetIds, request.useCase) !== null;
  const gate = useQuotaGate();
  const blockedByQuota = gate.blocked && !cached;
  // One action: the blockers leave the tray and the rest is checked (one request, none when checked before); "Put … back" undoes it.
  const remove = () => {
    useUiStore.getState().updateCompatibility(removeBlockers(useUiStore.getState().compatibility, refs, request));
    useCheckFocusStore.setState({ focusResult: true });
  };
  return (
    <>
      <Banner tone={message.tone} title={message.title} className={`compat-verdict__banner compat-verdict__banner--${message.tone}`}>
        {message.qualifier !== null && <span className="compat-verdict__qualifier">{message.qualifier}</span>}
        {message.summary}
        {blocking.length > 0 && (
          <>
            {report.datasetsReadBy === 'app' && <span className="compat-verdict__reading"> In the app’s reading of the licences:</span>}
            <ul className="compat-verdict__blockers">
              {blocking.map((dataset) => (
                <li key={dataset.ref}>{blockerSentence(dataset)}</li>
              ))}
            </ul>
            {remaining.datasetIds.length >= 2 && !outdated && (
              <Button
                size="sm"
                variant="primary"
                className="compat-verdict__remove"
                disabled={blockedByQuota}
                title={blockedByQuota ? (gate.reason ?? undefined) : undefined}
                onClick={remove}
              >
                <span>
                  Remove {blocking.length === 1 ? 'the blocker' : `the ${blocking.length} blockers`} and check again
                  <RequestCost cached={cached} />
                </span>
              </Button>
            )}
          </>
        )}
        {message.appFindings !== null && (
          <>
            <span className="compat-verdict__reading">{message.appFindings.lead}</span>
            <ul className="compat-verdict__blockers">
              {message.appFindings.items.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          </>
        )}
      </Banner>
      <p className="compat-verdict__whose">
        <InfoIcon size={14} />
        <span>{message.whose}</span>
      </p>
    </>
  );
}
