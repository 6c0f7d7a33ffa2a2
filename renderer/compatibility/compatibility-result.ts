/**
 * Turns a compatibility response as received (any field may be missing, a real service may add
 * fields or use other verdict words) into the one shape the view and the Markdown export render.
 */
import type { Verdict } from '../../shared/api-types';
import type { ReceivedCompatibilityResult } from '../../shared/received';
import { labelOfUseCase } from './use-cases';

export type VerdictOrUnknown = Verdict | 'unknown';

export interface TermFlag {
  key: string;
  label: string;
  /** null: the server did not say. */
  value: boolean | null;
}

export interface CheckedDataset {
  id: string;
  title: string;
  license: string | null;
  /** null: the server did not say. */
  allowed: boolean | null;
  conditions: string[];
  reasons: string[];
}

export interface NamedConflict {
  datasetIds: string[];
  /** Titles where known, else the ids. */
  datasetNames: string[];
  reason: string;
}

export interface CompatibilityReport {
  verdict: VerdictOrUnknown;
  /** The verdict word as the server sent it (shown when it is not one we know). */
  verdictText: string;
  useCase: string;
  useCaseLabel: string;
  datasets: CheckedDataset[];
  /** What the combination may be used for. */
  permissions: TermFlag[];
  /** What using the combination requires. */
  requirements: TermFlag[];
  mostRestrictiveLicense: string | null;
  obligations: string[];
  conflicts: NamedConflict[];
}

const PERMISSION_LABELS = {
  commercial_use: 'Commercial use',
  model_training: 'Model training',
  derivatives: 'Derivative works',
  redistribution: 'Redistribution',
} as const;

const REQUIREMENT_LABELS = {
  attribution_required: 'Attribution',
  share_alike: 'Share-alike',
} as const;

const VERDICTS: readonly Verdict[] = ['compatible', 'conditional', 'incompatible'];

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '') : [];
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function flag(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null;
}

/** `titles` (id → title, e.g. from the tray) names datasets the response itself does not name. */
export function toCompatibilityReport(
  received: ReceivedCompatibilityResult,
  titles: ReadonlyMap<string, string> = new Map(),
): CompatibilityReport {
  const rawVerdict = text(received.verdict) ?? '';
  const verdict: VerdictOrUnknown = (VERDICTS as readonly string[]).includes(rawVerdict) ? (rawVerdict as Verdict) : 'unknown';
  const useCase = text(received.use_case) ?? '';

  const datasets: CheckedDataset[] = (Array.isArray(received.datasets) ? received.datasets : []).map((entry, index) => {
    const id = text(entry?.id) ?? text(entry?.slug) ?? `dataset-${index + 1}`;
    return {
      id,
      title: text(entry?.title) ?? titles.get(id) ?? text(entry?.slug) ?? id,
      license: text(entry?.license),
      allowed: flag(entry?.allowed),
      conditions: strings(entry?.conditions),
      reasons: strings(entry?.reasons),
    };
  });

  const titleByRef = new Map(titles);
  (Array.isArray(received.datasets) ? received.datasets : []).forEach((entry, index) => {
    const title = datasets[index]?.title;
    if (title === undefined) return;
    for (const ref of [text(entry?.id), text(entry?.slug)]) if (ref !== null) titleByRef.set(ref, title);
  });
  const nameOf = (ref: string): string => titleByRef.get(ref) ?? ref;

  const terms = received.combined_terms ?? {};
  const permissions = Object.entries(PERMISSION_LABELS).map(([key, label]) => ({
    key,
    label,
    value: flag((terms as Record<string, unknown>)[key]),
  }));
  const requirements = Object.entries(REQUIREMENT_LABELS).map(([key, label]) => ({
    key,
    label,
    value: flag((terms as Record<string, unknown>)[key]),
  }));

  const conflicts: NamedConflict[] = (Array.isArray(received.conflicts) ? received.conflicts : []).map((conflict) => {
    const datasetIds = strings(conflict?.dataset_ids);
    return {
      datasetIds,
      datasetNames: datasetIds.map(nameOf),
      reason: text(conflict?.reason) ?? 'No reason given.',
    };
  });

  return {
    verdict,
    verdictText: rawVerdict === '' ? 'No verdict given' : rawVerdict,
    useCase,
    useCaseLabel: labelOfUseCase(useCase === '' ? undefined : useCase),
    datasets,
    permissions,
    requirements,
    mostRestrictiveLicense: text(terms.most_restrictive_license),
    obligations: strings(terms.obligations),
    conflicts,
  };
}

export const VERDICT_WORDS: Record<VerdictOrUnknown, { title: string; summary: string }> = {
  compatible: { title: 'Compatible', summary: 'These datasets may be combined for this use with no further obligations.' },
  conditional: { title: 'Compatible with conditions', summary: 'These datasets may be combined for this use if you meet the obligations below.' },
  incompatible: { title: 'Not compatible', summary: 'These datasets may not be combined for this use. See the reasons and conflicts below.' },
  unknown: { title: 'Verdict not recognised', summary: 'The marketplace answered with a verdict this app does not know. Read the details below.' },
};
