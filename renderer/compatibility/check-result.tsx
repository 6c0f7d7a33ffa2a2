import { useEffect, useId, useMemo, useRef } from 'react';
import { toAppError } from '../queries/call-bridge';
import { ExportMenu } from '../export/export-menu';
import { LoadExportRecords, useRecordUpdates } from '../export/load-export-records';
import { distinctRecords } from '../export/records-to-load';
import { CopyAsCode } from '../copy-as-code/copy-as-code';
import { compatibilityRequest } from '../copy-as-code/request-code';
import { retryRequest } from '../queries/retry-request';
import { useUiStore } from '../state/ui-store';
import { useCachedDatasets } from '../facts/cached-record-state';
import { useQuotaGate } from '../quota/use-quota-gate';
import {
  Banner,
  Button,
  CheckIcon,
  CopyIcon,
  EmptyState,
  ErrorPanel,
  JsonView,
  LoadingSkeleton,
  RelativeTime,
  Skeleton,
  StaleDataNotice,
  useCopy,
} from '../ui';
import { useCheckFocusStore, type CheckRequest } from './check-request-store';
import { toCompatibilityReport, type CompatibilityReport } from './compatibility-result';
import { cachedLicense, compatibilityExport } from './report/compatibility-export';
import { PutBackNotice } from './put-back-notice';
import { AttributionTable } from '../licenses/attribution-table';
import { labelReadings } from '../licenses/license-labels';
import { checkedAttribution } from '../licenses/combination-attribution';
import { ComparedLicenseMismatches } from '../licenses/dataset-license-mismatch';
import { ReportDetails } from './report/report-details';
import { RequestCost } from './request-cost';
import { toMarkdown } from './report/to-markdown';
import { removeFromTray } from './tray';
import { useCompatibilityCheck } from './use-compatibility-check';
import { VerdictBanner } from './verdict-banner';
import { verdictMessage, type VerdictMessage } from './verdict-message';
import { ownValue } from '../../shared/domain/own-keys';

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
  const cachedOf = useCachedDatasets();
  useRecordUpdates(request.datasetIds);
  const shown = useMemo(() => {
    if (query.data === undefined) return null;
    const report = toCompatibilityReport(query.data, request, labelReadings(request.datasetIds.map(cachedOf)));
    return { report, message: verdictMessage(report) };
    // The readings come from the cache the check's datasets were added from: read once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.data, request]);
  const report = shown?.report ?? null;
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
          <span className="muted compat-result__meta">
            {report.datasetCount} datasets · {report.useCaseLabel} · <RelativeTime value={query.dataUpdatedAt} prefix="checked" />
          </span>
        )}
        {report !== null && !outdated && (
          // A shown check is never asked again on its own (use-compatibility-check.ts): this is the user asking.
          <Button
            size="sm"
            variant="ghost"
            className="compat-result__again"
            disabled={gate.blocked || query.isFetching}
            title={gate.reason ?? undefined}
            onClick={() => retryRequest(() => query.refetch())}
          >
            <span>
              Check again
              <RequestCost cached={false} />
            </span>
          </Button>
        )}
      </div>
      {report !== null && query.isFetching && (
        <p className="compat-result__refreshing" role="status">
          Checking again… Until the answer comes, the result below is the one from before.
        </p>
      )}

      <PutBackNotice />

      {outdated && (
        <Banner tone="info" title="The tray has changed since this check.">
          Press “Check compatibility” to see the result for the datasets and use now chosen.
        </Banner>
      )}

      {query.isPending && query.fetchStatus === 'idle' && gate.blocked ? (
        <EmptyState title="Not checked yet">This check needs a request. {gate.reason}</EmptyState>
      ) : (
        query.isPending && <ResultSkeleton />
      )}
      {query.isError && report === null && <CheckError error={query.error} request={request} onRetry={retry} />}
      {shown !== null && (
        <>
          {query.isError && <StaleDataNotice updatedAt={query.dataUpdatedAt} error={query.error} onRetry={retry} />}
          <VerdictAndCopy report={shown.report} message={shown.message} checkedAt={query.dataUpdatedAt} request={request} outdated={outdated} />
          <LoadExportRecords
            what="compatibility report"
            records={distinctRecords(checkedAttribution(shown.report.datasets, cachedOf).flatMap((row) => row.toLoad))}
          />
          <ReportDetails report={shown.report} verdictTone={shown.message.tone} />
          <ComparedLicenseMismatches
            datasets={shown.report.datasets.map((dataset) => cachedOf(dataset.ref))}
            titles={shown.report.datasets.map((dataset) => dataset.title)}
          />
          <AttributionTable rows={checkedAttribution(shown.report.datasets, cachedOf)} />
          <details className="compat-raw">
            <summary>Raw response</summary>
            <JsonView value={query.data?.raw} label="Raw JSON of the compatibility response, as the marketplace sent it" />
          </details>
        </>
      )}
    </section>
  );
}

function VerdictAndCopy({
  report,
  message,
  checkedAt,
  request,
  outdated,
}: {
  report: CompatibilityReport;
  message: VerdictMessage;
  checkedAt: number;
  request: CheckRequest;
  outdated: boolean;
}) {
  const { status, copy } = useCopy(4000);
  // What the app has of each dataset, from the cache: the exports never send a request.
  const cachedOf = useCachedDatasets();
  const markdown = toMarkdown(report, {
    ...(checkedAt > 0 ? { checkedAt: new Date(checkedAt) } : {}),
    licenseOf: (dataset) => cachedLicense(cachedOf(dataset.ref)),
  });
  return (
    <div className="compat-verdict" title={report.verdictFrom !== null ? `Verdict from the marketplace's field “${report.verdictFrom}”` : undefined}>
      <VerdictBanner report={report} message={message} request={request} outdated={outdated} />
      <div className="compat-verdict__copy">
        <ExportMenu what="compatibility report" table={() => compatibilityExport(report, checkedAt, cachedOf)} />
        <Button size="sm" icon={status === 'copied' ? <CheckIcon /> : <CopyIcon />} onClick={() => void copy(markdown)}>
          Copy as Markdown
        </Button>
        <span role="status" className={`compat-copy-status compat-copy-status--${status}`}>
          {status === 'copied' && 'Copied to the clipboard as Markdown.'}
          {status === 'failed' && 'Could not reach the clipboard. Select the text below and copy it.'}
        </span>
        <CopyAsCode what="compatibility check" request={() => compatibilityRequest(request.datasetIds, request.useCase)} />
      </div>
      {status === 'failed' && (
        <textarea
          className="compat-copy-fallback"
          readOnly
          value={markdown}
          aria-label="The result as Markdown"
          rows={8}
          onFocus={(event) => event.currentTarget.select()}
        />
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
              const title = ownValue(request.titles, id);
              const inTray = tray.some((item) => item.id === id);
              return (
                <li key={id}>
                  <span>
                    {title ?? id}
                    {title !== undefined && <code className="compat-error__id"> {id}</code>}
                  </span>
                  {inTray && (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => updateCompatibility({ tray: removeFromTray(useUiStore.getState().compatibility.tray, id) })}
                    >
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
