/**
 * A check's one message as plain lines, for the Markdown copy and the exports (Markdown, CSV,
 * printed report): the same verdict, qualifier, whose reading, terms with their sources and
 * conflicts with their severity as the screen shows (verdict-message.ts). Writers escape them.
 */
import { blockers, blockerSentence, type AppDatasetReading, type CompatibilityReport, type TermFlag } from '../compatibility-result';
import { appDiffers, conflictSeverity, termKind, termNote, termNoteText, type VerdictMessage } from '../verdict-message';

const NAME_LIST = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** The verdict's title as exports head it: an unknown word is given as sent. */
/** The label of the line saying whose reading the verdict is, and that it is not legal advice. */
export const VERDICT_SOURCE = 'Where the verdict comes from';

/** Where each dataset's row (allowed, conditions, reasons) comes from, in plain words. */
export function findingsSource(report: CompatibilityReport): [label: string, value: string] {
  return [
    'Each dataset’s row comes from',
    report.datasetsReadBy === 'app' ? 'the app’s own licence table: the marketplace gave no answer for each dataset' : 'the marketplace’s answer',
  ];
}

export function exportTitle(report: CompatibilityReport, message: VerdictMessage): string {
  return report.verdict === 'unknown' ? `Verdict not recognised (${report.verdictText})` : message.title;
}

/** What the banner says under its title: the qualifier, the summary, the blockers and what the app's reading adds. */
export function verdictLines(report: CompatibilityReport, message: VerdictMessage): string[] {
  const lines = [...(message.qualifier === null ? [] : [message.qualifier]), message.summary];
  const blocking = blockers(report);
  if (blocking.length > 0) {
    if (report.datasetsReadBy === 'app') lines.push('In the app’s reading of the licences:');
    lines.push(...blocking.map(blockerSentence));
  }
  if (message.appFindings !== null) lines.push(message.appFindings.lead, ...message.appFindings.items);
  return lines;
}

/** "Redistribution: not allowed — not allowed by Receipts (Proprietary-Commercial)". */
export function termLine(term: TermFlag): string {
  const kind = termKind(term);
  const value = term.fact?.value;
  const word = value === undefined ? 'not stated' : kind === 'permission' ? (value ? 'allowed' : 'not allowed') : value ? 'required' : 'not required';
  const note = termNote(term, kind);
  return `${term.label}: ${word}${note === null ? '' : ` — ${termNoteText(note)}`}`;
}

/**
 * "Blocking. Wiki Text and Map Tiles: no reason stated": each dataset named once, and not at all
 * when the reason names every one itself (as the screen shows it).
 */
export function conflictLine(conflict: NonNullable<CompatibilityReport['conflicts']>[number]): string {
  const names = [...new Set(conflict.datasetNames)];
  const reason = conflict.reason;
  if (reason !== null && names.length > 0 && names.every((name) => reason.includes(name))) return `${conflictSeverity(conflict)}. ${reason}`;
  return `${conflictSeverity(conflict)}. ${names.length === 0 ? 'Datasets not named' : NAME_LIST.format(names)}: ${reason ?? 'no reason stated'}`;
}

/** The one reading's words for a dataset beside the marketplace's verdict, with why when it does not allow the use. */
export function appReadingWords(reading: AppDatasetReading): string {
  const why = reading.allowed === false ? reading.reasons[0] : undefined;
  return why ? `${reading.label}. ${why}` : `${reading.label}.`;
}

/** Where a finding came from, when the two differ: the marketplace's verdict, and the app's reading of the licence from its licence table. */
export const MARKETPLACE_VERDICT_TAG = 'The marketplace’s verdict (its answer to this check):';
export const APP_READING_TAG = 'The app’s reading of the licence (its licence table):';

/** Where the app's reading of a dataset's licence goes against the marketplace's finding for it: both, each labelled. */
export function appDifferenceLines(report: CompatibilityReport): string[] {
  return report.datasets.flatMap((dataset) =>
    appDiffers(dataset) && dataset.appReading !== null
      ? [
          `${dataset.title}: ${MARKETPLACE_VERDICT_TAG} ${dataset.allowed ? 'allowed' : 'not allowed'}. ${APP_READING_TAG} ${appReadingWords(dataset.appReading)}`,
        ]
      : [],
  );
}
