import { useEffect, useId, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toAppError } from '../app/call-bridge';
import { useConnectionNamespace } from '../app/connection-store';
import { ExportMenu } from '../export/export-menu';
import { retryRequest } from '../app/retry-request';
import { useUiStore } from '../app/ui-store';
import { useQuotaGate } from '../quota/use-quota-gate';
import { Banner, Button, CheckIcon, CopyIcon, EmptyState, ErrorPanel, JsonView, LoadingSkeleton, RelativeTime, Skeleton, StaleDataNotice, useCopy } from '../ui';
import { askCheck, useCheckFocusStore, type CheckRequest } from './check-request-store';
import { blockers, blockerSentence, toCompatibilityReport, VERDICT_WORDS, type CompatibilityReport } from './compatibility-result';
import { cachedListing, compatibilityExport } from './compatibility-export';
import { ReportDetails } from './report-details';
import { toMarkdown } from './to-markdown';
import { removeFromTray } from './tray';
import { useCompatibilityCheck } from './use-compatibility-check';

const VERDICT_TONE = { compatible: 'success', conditional: 'warning', incompatible: 'error', unknown: 'info', not_stated: 'info' } as const;

export interface CheckResultProps {
  request: CheckRequest;
  /** The tray or use case has changed since this check was asked for. */
  outdated: boolean;
}

/** The answer to one check: verdict, terms, obligations, per-dataset findings and conflicts. */
export function CheckResult({ request, outdated }: CheckResultProps) {
  const query = useCompatibilityCheck(request);
  const gate = useQuotaGate();
  const headingId = useId();
  const report = useMemo(() => (query.data === undefined ? null : toCompatibilityReport(query.data, request)), [query.data, request]);
  const retry = gate.blocked ? undefined : () => retryRequest(() => query.refetch());

  // After "Check compatibility", move to the result (it may be below the tray on a narrow window).
  const heading = useRef<HTMLHeadingElement>(null);
  const focusResult = useCheckFocusStore((store) => store.focusResult);
  useEffect(() => {
    if (!focusResult) return;
    heading.current?.focus();
    useCheckFocusStore.getState().resultFocused();
  }, [focusResult, request]);

  return (
    <section className="feature-card compat-result" aria-labelledby={headingId} aria-busy={query.isFetching}>
      <div className="compat-panel__header">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="feature-card__title">
          Result
        </h2>
        {report !== null && query.dataUpdatedAt > 0 && (
          <span className="muted">
            {report.datasetCount} datasets · {report.useCaseLabel} · <RelativeTime value={query.dataUpdatedAt} prefix="checked" />
          </span>
        )}
      </div>

      {outdated && (
        <Banner tone="info" title="The tray has changed since this check.">
          Check again to see the result for the datasets and use now chosen.
        </Banner>
      )}

      {query.isPending && query.fetchStatus === 'idle' && gate.blocked ? (
        <EmptyState title="Not checked yet">This check needs a request. {gate.reason}</EmptyState>
      ) : (
        query.isPending && <ResultSkeleton />
      )}
      {query.isError && report === null && <CheckError error={query.error} request={request} onRetry={retry} />}
      {report !== null && (
        <>
          {query.isError && <StaleDataNotice updatedAt={query.dataUpdatedAt} error={query.error} onRetry={retry} />}
          <VerdictAndCopy report={report} checkedAt={query.dataUpdatedAt} request={request} />
          <ReportDetails report={report} />
          <details className="compat-raw">
            <summary>Raw response</summary>
            <JsonView value={query.data?.raw} label="Raw JSON of the compatibility response, as the marketplace sent it" />
          </details>
        </>
      )}
    </section>
  );
}

function VerdictAndCopy({ report, checkedAt, request }: { report: CompatibilityReport; checkedAt: number; request: CheckRequest }) {
  const { status, copy } = useCopy(4000);
  const markdown = useMemo(() => toMarkdown(report, checkedAt > 0 ? { checkedAt: new Date(checkedAt) } : {}), [report, checkedAt]);
  const words = VERDICT_WORDS[report.verdict];
  const blocking = blockers(report);
  const gate = useQuotaGate();
  const queryClient = useQueryClient();
  const namespace = useConnectionNamespace();
  const remaining = request.datasetIds.filter((id) => !blocking.some((dataset) => dataset.ref === id));
  // One action: the blockers leave the tray and the rest is checked again (one request).
  const removeBlockers = () => {
    const tray = useUiStore.getState().compatibility.tray.filter((item) => !blocking.some((dataset) => dataset.ref === item.id));
    useUiStore.getState().updateCompatibility({ tray });
    askCheck({ ...request, datasetIds: [...remaining].sort() });
  };
  return (
    <div className="compat-verdict" title={report.verdictFrom !== null ? `Verdict from the marketplace's field “${report.verdictFrom}”` : undefined}>
      <Banner
        tone={VERDICT_TONE[report.verdict]}
        title={report.verdict === 'unknown' ? `${words.title}: “${report.verdictText}”` : words.title}
        className={`compat-verdict__banner compat-verdict__banner--${report.verdict}`}
      >
        {words.summary}
        {blocking.length > 0 && (
          <>
            {report.datasetsReadBy === 'app' && <span className="compat-verdict__reading"> In the app’s reading of the licences:</span>}
            <ul className="compat-verdict__blockers">
              {blocking.map((dataset) => (
                <li key={dataset.ref}>{blockerSentence(dataset)}</li>
              ))}
            </ul>
            {remaining.length >= 2 && (
              <Button size="sm" variant="primary" className="compat-verdict__remove" disabled={gate.blocked} title={gate.reason ?? undefined} onClick={removeBlockers}>
                Remove {blocking.length === 1 ? 'the blocker' : `the ${blocking.length} blockers`} and check again
              </Button>
            )}
          </>
        )}
      </Banner>
      <div className="compat-verdict__copy">
        <ExportMenu what="compatibility report" table={() => compatibilityExport(report, checkedAt, (id) => cachedListing(queryClient, namespace, id))} />
        <Button size="sm" icon={status === 'copied' ? <CheckIcon /> : <CopyIcon />} onClick={() => void copy(markdown)}>
          Copy as Markdown
        </Button>
        <span role="status" className={`compat-copy-status compat-copy-status--${status}`}>
          {status === 'copied' && 'Copied to the clipboard as Markdown.'}
          {status === 'failed' && 'Could not reach the clipboard. Select the text below and copy it.'}
        </span>
      </div>
      {status === 'failed' && (
        <textarea className="compat-copy-fallback" readOnly value={markdown} aria-label="The result as Markdown" rows={8} onFocus={(event) => event.currentTarget.select()} />
      )}
    </div>
  );
}

function CheckError({ error, request, onRetry }: { error: unknown; request: CheckRequest; onRetry: (() => void) | undefined }) {
  const appError = toAppError(error);
  const tray = useUiStore((store) => store.compatibility.tray);
  const updateCompatibility = useUiStore((store) => store.updateCompatibility);
  const unknownIds = appError.kind === 'not_found' ? (appError.unknownIds ?? []) : [];
  return (
    <div className="compat-error">
      <ErrorPanel error={appError} onRetry={unknownIds.length > 0 ? undefined : onRetry} />
      {unknownIds.length > 0 && (
        <div className="compat-error__unknown">
          <p>The marketplace does not know {unknownIds.length === 1 ? 'this dataset' : 'these datasets'} (it may have been unpublished):</p>
          <ul>
            {unknownIds.map((id) => {
              const title = request.titles[id];
              const inTray = tray.some((item) => item.id === id);
              return (
                <li key={id}>
                  <span>
                    {title ?? id}
                    {title !== undefined && <code className="compat-error__id"> {id}</code>}
                  </span>
                  {inTray && (
                    <Button size="sm" variant="ghost" onClick={() => updateCompatibility({ tray: removeFromTray(useUiStore.getState().compatibility.tray, id) })}>
                      Remove<span className="visually-hidden"> {title ?? id}</span> from check
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}

function ResultSkeleton() {
  return (
    <LoadingSkeleton label="Checking compatibility…">
      <Skeleton height={56} />
      <Skeleton lines={4} />
      <Skeleton lines={3} />
    </LoadingSkeleton>
  );
}
