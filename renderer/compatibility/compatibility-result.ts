/**
 * Turns the core's reading of a compatibility answer into what the view and the exports show.
 * The marketplace's verdict is authoritative when it gave one the app can read. When it gave no
 * per-dataset breakdown, each dataset gets the app's own reading from its licence table
 * (shared/domain/licenses/use-fit.ts), marked as the app's, so the user still sees which one blocks;
 * when it gave one, the app's reading is kept beside it, to say where the app finds more.
 * Each combined term names the datasets that set it (term-sources.ts).
 */
import type { UseCase, Verdict } from '../../shared/wire/api-types';
import { termsFit } from '../../shared/domain/licenses/use-fit';
import { NO_READINGS, termsReadingOfLabel, withAnswerReadings, type LabelReadings } from './label-terms';
import type { CompatibilityReading } from '../../shared/domain/readings/compatibility-reading';
import { OBLIGATION_KEYS, OBLIGATION_LABELS, PERMISSION_KEYS, PERMISSION_LABELS } from '../../shared/domain/readings/license-reading';
import type { Stated } from '../../shared/domain/stated';
import type { CheckRequest } from './check-request-store';
import { datasetsUnder, termSource, type DatasetRef, type TermKey, type TermSource } from './term-sources';
import { USE_CASE_LABELS } from './use-cases';
import { ownValue } from '../../shared/domain/own-keys';
import { KEPT_STATES, readUse, type UseReadingState } from '../licenses/use-reading';
import { shareAlikeOfLabel } from './share-alike-reading';
import { shareAlikeClashes, shareAlikeClashSentence } from '../../shared/domain/licenses/share-alike';

export type VerdictOrUnknown = Verdict | 'unknown' | 'not_stated';

export interface TermFlag {
  key: TermKey;
  label: string;
  fact: Stated<boolean> | undefined;
  /** The datasets that set the term, and whose statement that is. */
  source: TermSource;
  /** The app's reading where it finds the term cannot hold (two share-alike licences that cannot be met together); else null. */
  appConflict: string | null;
}

/** The one reading of a dataset's licence for the use (renderer/licenses/use-reading.ts), as every other screen words it. */
export interface AppDatasetReading {
  state: Exclude<UseReadingState, 'unknown'>;
  /** The one reading's words: "OK for research", "Commercial terms not stated — ask the seller". */
  label: string;
  /** null: the reading cannot say yes or no (commercial terms not stated, academic research only). */
  allowed: boolean | null;
  reasons: string[];
  conditions: string[];
}

export interface CheckedDataset {
  /** The id or slug it was checked by. */
  ref: string;
  title: string;
  /** The licence label: the marketplace's when its answer names one, else the one the search result gave. */
  license: string | null;
  /** null: not stated (and, for the app's reading, a licence the app's table does not know). */
  allowed: boolean | null;
  conditions: string[];
  reasons: string[];
  /**
   * Beside the marketplace's own finding: the app's reading of the same licence, when the app's
   * table knows it. null for a finding that is itself the app's reading, or a licence it cannot read.
   */
  appReading: AppDatasetReading | null;
}

export interface NamedConflict {
  datasetRefs: string[];
  /** Titles where known, else the refs. */
  datasetNames: string[];
  /** null: the marketplace gave no reason. */
  reason: string | null;
  /** Whether the marketplace says it blocks the use; null: it does not say. */
  blocking: boolean | null;
}

export interface CompatibilityReport {
  verdict: VerdictOrUnknown;
  /** The verdict word as the server sent it (shown when it is not one the app knows). */
  verdictText: string;
  verdictFrom: string | null;
  useCaseLabel: string;
  /** How many datasets were checked (the request's count: the app knows what it asked). */
  datasetCount: number;
  datasets: CheckedDataset[];
  /** Whose reading `datasets` is: the marketplace's breakdown, or the app's own from its licence table. */
  datasetsReadBy: 'marketplace' | 'app';
  /** What the combination may be used for. */
  permissions: TermFlag[];
  /** What using the combination requires. */
  requirements: TermFlag[];
  mostRestrictiveLicense: string | null;
  /** The checked datasets under that licence: where the restriction it stands for comes from. */
  mostRestrictiveDatasets: DatasetRef[];
  /** null: the answer states no obligations list. */
  obligations: string[] | null;
  /** null: the answer states no conflicts list. */
  conflicts: NamedConflict[] | null;
  /**
   * The app's own reading: pairs of different share-alike licences among the datasets that
   * cannot be met together (the combination may not be redistributed), in words naming both.
   */
  shareAlikeClashes: Array<{ refs: string[]; sentence: string; blocksUse: boolean }>;
}

/** The one reading of a label the answer or the tray names (the core's reading of it, else the licence table's spellings); null where the app cannot read it. */
function oneReading(label: string, useCase: UseCase, readings: LabelReadings): AppDatasetReading | null {
  const terms = termsReadingOfLabel(label, readings);
  if (terms === undefined) return null;
  const reading = readUse({ license: label, terms }, useCase);
  if (reading.state === 'unknown') return null;
  const fit = termsFit(terms.terms, useCase);
  const allowed = reading.state === 'blocked' ? false : KEPT_STATES.has(reading.state) ? true : null;
  return { state: reading.state, label: reading.label, allowed, reasons: fit.reasons, conditions: fit.conditions };
}

/** The app's own reading of one dataset, from its licence table. */
function appReading(ref: string, title: string, license: string | undefined, useCase: UseCase, readings: LabelReadings): CheckedDataset {
  if (license === undefined) {
    return {
      ref,
      title,
      license: null,
      allowed: null,
      conditions: [],
      reasons: ['The search result named no licence, so the app cannot read it.'],
      appReading: null,
    };
  }
  const fit = oneReading(license, useCase, readings);
  if (!fit) {
    return {
      ref,
      title,
      license,
      allowed: null,
      conditions: [],
      reasons: [`“${license}” is not in the app's licence table, so the app cannot say.`],
      appReading: null,
    };
  }
  // The one reading: a licence that does not state what the use needs is neither allowed nor not.
  const reasons = fit.allowed === null ? [`${fit.label}.`, ...fit.reasons] : fit.reasons;
  return { ref, title, license, allowed: fit.allowed, conditions: fit.conditions, reasons, appReading: null };
}

/**
 * `held`: the core's readings of the checked datasets' licence labels, where the app holds them;
 * a label only the answer names is read from the core's readings the answer carries.
 */
export function toCompatibilityReport(reading: CompatibilityReading, request: CheckRequest, held: LabelReadings = NO_READINGS): CompatibilityReport {
  const readings = withAnswerReadings(held, reading.licenseReadings);
  const verdictWord = reading.verdict?.value;
  const verdict: VerdictOrUnknown = verdictWord === undefined ? 'not_stated' : 'known' in verdictWord ? verdictWord.known : 'unknown';
  const useCaseWord = reading.useCase?.value;
  const titleByRef = new Map(Object.entries(request.titles));

  const breakdown = reading.datasets?.value;
  const datasets: CheckedDataset[] = breakdown
    ? breakdown.map((finding, index) => {
        const ref = finding.ref?.value ?? request.datasetIds[index] ?? `dataset ${index + 1}`;
        const license = finding.license?.value ?? ownValue(request.licenses, ref) ?? null;
        return {
          ref,
          title: finding.title?.value ?? titleByRef.get(ref) ?? ref,
          license,
          allowed: finding.allowed?.value ?? null,
          conditions: finding.conditions,
          reasons: finding.reasons,
          appReading: license === null ? null : oneReading(license, request.useCase, readings),
        };
      })
    : request.datasetIds.map((ref) => appReading(ref, titleByRef.get(ref) ?? ref, ownValue(request.licenses, ref), request.useCase, readings));
  // Blockers first, then datasets the reading cannot say about, then those allowed (stable within each).
  const order = (dataset: CheckedDataset) => (dataset.allowed === false ? 0 : dataset.allowed === null ? 1 : 2);
  datasets.sort((a, b) => order(a) - order(b));
  const byRef = new Map<string, DatasetRef>(datasets.map((dataset) => [dataset.ref, dataset]));
  for (const finding of breakdown ?? []) {
    const named = finding.ref && byRef.get(finding.ref.value);
    if (finding.slug !== undefined && named) byRef.set(finding.slug.value, named);
  }
  const named = (ref: string): DatasetRef => byRef.get(ref) ?? { ref, title: titleByRef.get(ref) ?? ref, license: ownValue(request.licenses, ref) ?? null };
  const blocksUse = request.useCase === 'redistribution';
  const clashes = shareAlikeClashes(
    datasets.map((dataset) => ({
      id: dataset.ref,
      title: dataset.title,
      shareAlike: dataset.license === null ? [] : shareAlikeOfLabel(dataset.license, readings),
    })),
  ).map((clash) => ({ refs: clash.holders.map((holder) => holder.id), sentence: shareAlikeClashSentence(clash, blocksUse), blocksUse }));
  const flag = (key: TermKey, label: string, fact: Stated<boolean> | undefined): TermFlag => ({
    key,
    label,
    fact,
    source: termSource(key, reading.termSources, datasets, named, readings),
    appConflict: key === 'redistribution' && clashes.length > 0 ? clashes.map((clash) => clash.sentence).join(' ') : null,
  });
  const mostRestrictiveLicense = reading.mostRestrictiveLicense?.value ?? null;

  return {
    verdict,
    verdictText: verdictWord === undefined ? '' : 'known' in verdictWord ? verdictWord.known : verdictWord.other,
    verdictFrom: reading.verdict?.from ?? null,
    useCaseLabel:
      useCaseWord === undefined ? USE_CASE_LABELS[request.useCase] : 'known' in useCaseWord ? USE_CASE_LABELS[useCaseWord.known] : useCaseWord.other,
    datasetCount: request.datasetIds.length,
    datasets,
    datasetsReadBy: breakdown ? 'marketplace' : 'app',
    permissions: PERMISSION_KEYS.map((key) => flag(key, PERMISSION_LABELS[key], reading.permissions[key])),
    requirements: OBLIGATION_KEYS.map((key) => flag(key, OBLIGATION_LABELS[key], reading.obligationFlags[key])),
    mostRestrictiveLicense,
    mostRestrictiveDatasets: mostRestrictiveLicense === null ? [] : datasetsUnder(mostRestrictiveLicense, datasets, readings),
    obligations: reading.obligations?.value ?? null,
    conflicts:
      reading.conflicts?.value.map((conflict) => ({
        datasetRefs: conflict.datasetRefs,
        datasetNames: conflict.datasetRefs.map((ref) => named(ref).title),
        reason: conflict.reason ?? null,
        blocking: conflict.blocking ?? null,
      })) ?? null,
    shareAlikeClashes: clashes,
  };
}

export const VERDICT_WORDS: Record<VerdictOrUnknown, { title: string; summary: string }> = {
  compatible: { title: 'Compatible', summary: 'The marketplace says these datasets may be combined for this use.' },
  conditional: {
    title: 'Compatible with conditions',
    summary: 'The marketplace says these datasets may be combined for this use if you meet the obligations below.',
  },
  incompatible: { title: 'Not compatible', summary: 'The marketplace says these datasets may not be combined for this use. See the reasons below.' },
  unknown: {
    title: 'Verdict not recognised',
    summary: 'The marketplace answered with a verdict this app does not know. Read the details and the raw answer below.',
  },
  not_stated: {
    title: 'No verdict stated',
    summary: 'The marketplace’s answer states no verdict the app can read. Read the details and the raw answer below.',
  },
};

/** The datasets that block the use (in the marketplace's breakdown, or the app's reading when there is none). */
export function blockers(report: CompatibilityReport): CheckedDataset[] {
  return report.datasets.filter((dataset) => dataset.allowed === false);
}

/** "Blocked by Lab Notes (Research-Only): Research-Only allows academic research only: …". */
export function blockerSentence(dataset: CheckedDataset): string {
  const why = dataset.reasons[0];
  return `Blocked by ${dataset.title}${dataset.license ? ` (${dataset.license})` : ''}${why ? `: ${why}` : ''}`;
}
