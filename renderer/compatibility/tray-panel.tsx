import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { UseCase } from '../../shared/wire/api-types';
import { useConnectionNamespace } from '../state/connection-store';
import { queryKeys } from '../queries/query-keys';
import { retryRequest } from '../queries/retry-request';
import { useUiStore } from '../state/ui-store';
import { useQuotaGate } from '../quota/use-quota-gate';
import { MAX_COMPARED, MAX_COMPATIBILITY_DATASETS, MIN_COMPARED, MIN_COMPATIBILITY_DATASETS } from '../../shared/domain/limits';
import { Button, CloseIcon, ColumnsIcon, EmptyState, IconButton, LayersIcon, SearchIcon, Select } from '../ui';
import { askCheck } from './check-request-store';
import { RequestCost } from './request-cost';
import { canCheck, checkIds, clearTray, removeFromTray } from './tray';
import { useCachedCheck } from './use-cached-check';
import { USE_CASE_OPTIONS } from './use-cases';
import { PlusIcon } from '../ui/icons';
import { comparisonCost, costWords, loadComparedRecords } from '../compare/comparison-cost';

/** The datasets set aside for a check, the intended use, and the Check button. */
export function TrayPanel() {
  const tray = useUiStore((store) => store.compatibility.tray);
  const useCase = useUiStore((store) => store.compatibility.useCase);
  const updateCompatibility = useUiStore((store) => store.updateCompatibility);
  const setView = useUiStore((store) => store.setView);
  const gate = useQuotaGate();
  const headingId = useId();
  const reasonId = useId();

  const readiness = canCheck(tray);
  const datasetIds = readiness.ok ? checkIds(tray) : null;
  // A check answered before is shown again from the cache: no request, so the quota does not stop it.
  const cached = useCachedCheck(datasetIds, useCase) !== null;
  const disabledReason = !readiness.ok ? readiness.reason : cached ? null : gate.reason;

  const queryClient = useQueryClient();
  const namespace = useConnectionNamespace();
  const check = () => {
    if (disabledReason !== null || datasetIds === null) return;
    // Pressing Check again after a check that failed with nothing to show is the user asking again: one new request.
    const key = queryKeys.compatibility(namespace, datasetIds, useCase);
    const state = queryClient.getQueryState(key);
    if (state?.status === 'error' && state.data === undefined) retryRequest(() => queryClient.refetchQueries({ queryKey: key, exact: true }));
    askCheck({
      datasetIds,
      useCase,
      titles: Object.fromEntries(tray.map((item) => [item.id, item.title])),
      licenses: Object.fromEntries(tray.flatMap((item) => (item.license !== undefined ? [[item.id, item.license]] : []))),
    });
  };

  return (
    <section className="feature-card compat-tray" aria-labelledby={headingId}>
      <div className="compat-panel__header">
        <h2 id={headingId} className="feature-card__title">
          Datasets to check
        </h2>
        <span className="compat-tray__count tabular" aria-label={`${tray.length} of at most ${MAX_COMPATIBILITY_DATASETS} datasets`}>
          {tray.length} / {MAX_COMPATIBILITY_DATASETS}
        </span>
      </div>

      {tray.length === 0 ? (
        <EmptyState
          className="compat-tray__empty"
          icon={<LayersIcon size={24} />}
          title="No datasets yet"
          actions={
            <Button size="sm" icon={<SearchIcon />} onClick={() => setView('search')}>
              Find datasets
            </Button>
          }
        >
          Use “Add to check” <PlusIcon size={12} /> on a search result or on a dataset’s page. A check takes {MIN_COMPATIBILITY_DATASETS} to{' '}
          {MAX_COMPATIBILITY_DATASETS} datasets.
        </EmptyState>
      ) : (
        <ol className="compat-tray__list" aria-label="Datasets in the check">
          {tray.map((item) => (
            <li key={item.id} className="compat-tray__item">
              <span className="compat-tray__item-text">
                <span className="compat-tray__item-title">{item.title}</span>
                {item.license !== undefined && <span className="compat-tray__item-license muted">{item.license}</span>}
              </span>
              <IconButton
                size="sm"
                label={`Remove ${item.title} from compatibility check`}
                icon={<CloseIcon />}
                onClick={() => updateCompatibility({ tray: removeFromTray(useUiStore.getState().compatibility.tray, item.id) })}
              />
            </li>
          ))}
        </ol>
      )}

      <Select<UseCase>
        label="Intended use"
        value={useCase}
        options={USE_CASE_OPTIONS}
        onChange={(value) => updateCompatibility({ useCase: value })}
        hint="The verdict depends on what you want to do with the combined data."
      />

      <div className="compat-tray__actions">
        <Button variant="primary" disabled={disabledReason !== null} aria-describedby={disabledReason !== null ? reasonId : undefined} onClick={check}>
          <span>
            Check compatibility
            {datasetIds !== null && <RequestCost cached={cached} />}
          </span>
        </Button>
        {tray.length >= MIN_COMPARED && tray.length <= MAX_COMPARED && (
          <Button
            variant="ghost"
            icon={<ColumnsIcon />}
            onClick={() => {
              // The button said its cost: pressing it is the agreement to spend it (compare-consent.ts).
              loadComparedRecords(
                queryClient,
                namespace,
                tray.map((item) => item.id),
                !gate.blocked,
              );
              useUiStore.getState().setCompared(
                tray.map((item) => item.id),
                Object.fromEntries(tray.map((item) => [item.id, item.title])),
              );
              setView('compare');
            }}
          >
            <span>
              Compare these
              <RequestCost
                words={costWords(
                  comparisonCost(
                    queryClient,
                    namespace,
                    tray.map((item) => item.id),
                  ),
                )}
              />
            </span>
          </Button>
        )}
        {tray.length > 0 && (
          <Button variant="ghost" onClick={() => updateCompatibility({ tray: clearTray(), removed: undefined })}>
            Clear all
          </Button>
        )}
      </div>
      {disabledReason !== null && (
        <p id={reasonId} className="compat-tray__reason">
          {disabledReason}
        </p>
      )}
    </section>
  );
}
