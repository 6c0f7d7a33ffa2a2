/**
 * One verdict, one message. The verdict's words are the marketplace's; its colour and icon are
 * those of the worst finding on the screen: the verdict itself, what the marketplace's own answer
 * lists (a dataset not allowed, a conflict, an obligation, a term required), and what the app's
 * own reading of the licences finds (labelled as the app's). Nothing below the verdict is drawn
 * stronger than it, and nothing that does not hold is drawn as cleared under a negative one. The
 * screen, the Markdown and the exports all take their words from here.
 */
import { OBLIGATION_KEYS } from '../../shared/domain/readings/license-reading';
import { LICENSE_TABLE_VERSION } from '../../shared/domain/licenses/license-table-version';
import type { BannerTone } from '../ui/feedback/banner';
import { blockers, VERDICT_WORDS, type CheckedDataset, type CompatibilityReport, type NamedConflict, type TermFlag } from './compatibility-result';
import type { DatasetRef } from './term-sources';

/** How far a finding goes: the use is blocked, or allowed on conditions. */
type FindingLevel = 'conditions' | 'blocks';

/** What the app's own reading finds about one dataset. */
interface Finding {
  level: FindingLevel;
  ref: string;
  text: string;
}

const RANK: Readonly<Record<FindingLevel, number>> = { conditions: 1, blocks: 2 };
/** The verdict's own level; -1: no verdict the app can read. */
const VERDICT_RANK = { compatible: 0, conditional: 1, incompatible: 2, unknown: -1, not_stated: -1 } as const;

export interface VerdictMessage {
  tone: BannerTone;
  /** The marketplace's verdict, in words. */
  title: string;
  summary: string;
  /** Said when the marketplace's own answer lists something worse than its verdict's words; else null. */
  qualifier: string | null;
  /** Where the app's own reading of the licences finds more than the marketplace's answer; else null. */
  appFindings: { lead: string; items: string[] } | null;
  /** Whose reading this is, and that it is not legal advice. */
  whose: string;
}

const NAMES = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

const named = (dataset: DatasetRef) => (dataset.license ? `${dataset.title} (${dataset.license})` : dataset.title);

/** "Receipts (Proprietary-Commercial) and Wiki (CC-BY-SA-4.0)". */
function namesOf(datasets: readonly DatasetRef[]): string {
  return NAMES.format(datasets.map(named));
}

/** How far what the marketplace's own answer lists goes, beyond its verdict word (0: nothing asked). */
function marketplaceRank(report: CompatibilityReport): number {
  const levels: FindingLevel[] = [
    ...(report.datasetsReadBy === 'marketplace'
      ? report.datasets.flatMap((dataset): FindingLevel[] => (dataset.allowed === false ? ['blocks'] : dataset.conditions.length > 0 ? ['conditions'] : []))
      : []),
    ...(report.conflicts ?? []).map((conflict): FindingLevel => (conflict.blocking === true ? 'blocks' : 'conditions')),
    ...((report.obligations ?? []).length > 0 ? ['conditions' as const] : []),
    ...report.requirements.flatMap((requirement): FindingLevel[] => (requirement.fact?.value === true ? ['conditions'] : [])),
  ];
  return levels.reduce((rank, level) => Math.max(rank, RANK[level]), 0);
}

/** What the app's own reading of each licence finds: the per-dataset answer when it is the app's, else beside the marketplace's. */
function appFindingsOf(report: CompatibilityReport): Finding[] {
  return report.datasets.flatMap((dataset): Finding[] => {
    const app = report.datasetsReadBy === 'app' ? (dataset.allowed === null ? null : dataset) : dataset.appReading;
    if (app === null) return [];
    if (app.allowed === false && (report.datasetsReadBy === 'app' || dataset.allowed !== false)) {
      return [{ level: 'blocks', ref: dataset.ref, text: `${named(dataset)}: ${app.reasons[0] ?? 'its licence does not allow this use.'}` }];
    }
    if (app.allowed && app.conditions.length > 0 && (report.datasetsReadBy === 'app' || (dataset.allowed !== false && dataset.conditions.length === 0))) {
      return [{ level: 'conditions', ref: dataset.ref, text: `${named(dataset)}: ${app.conditions.join(' ')}` }];
    }
    return [];
  });
}

/** The app's share-alike clashes, where the marketplace's answer does not already say redistribution is not allowed. */
function shareAlikeFindings(report: CompatibilityReport): Finding[] {
  const redistribution = report.permissions.find((term) => term.key === 'redistribution');
  if (redistribution?.fact?.value === false) return [];
  return report.shareAlikeClashes.map((clash) => ({ level: clash.blocksUse ? 'blocks' : 'conditions', ref: clash.refs.join(' '), text: clash.sentence }));
}

const worst = (findings: readonly Finding[]) => findings.reduce((rank, finding) => Math.max(rank, RANK[finding.level]), 0);

export function verdictMessage(report: CompatibilityReport): VerdictMessage {
  const words = VERDICT_WORDS[report.verdict];
  const verdictRank = VERDICT_RANK[report.verdict];
  const ownRank = marketplaceRank(report);
  const appOwn = [...appFindingsOf(report), ...shareAlikeFindings(report)];
  const appRank = worst(appOwn);
  const rank = Math.max(verdictRank, ownRank, appRank);
  const tone: BannerTone = rank >= 2 ? 'error' : rank === 1 ? 'warning' : report.verdict === 'compatible' ? 'success' : 'info';

  const known = verdictRank >= 0;
  const qualifier =
    ownRank <= verdictRank || ownRank === 0
      ? null
      : ownRank === 2
        ? `${known ? 'But the' : 'The'} marketplace’s answer names something that blocks this use: see below.`
        : `${known ? 'But the' : 'The'} marketplace’s answer lists conditions: see below.`;

  // The app's findings are told where they go further than the marketplace's answer, and not twice.
  const listed = new Set(blockers(report).map((dataset) => dataset.ref));
  const more = appRank > Math.max(verdictRank, ownRank) ? appOwn.filter((finding) => RANK[finding.level] === appRank && !listed.has(finding.ref)) : [];
  const appFindings =
    more.length === 0
      ? null
      : {
          lead:
            appRank === 2
              ? 'In the app’s reading of the licences, this use is blocked:'
              : 'In the app’s reading of the licences, this use comes with conditions:',
          items: more.map((finding) => finding.text),
        };

  const appParts =
    report.datasetsReadBy === 'app' ||
    appFindings !== null ||
    [...report.permissions, ...report.requirements].some((term) => termNote(term)?.byApp) ||
    report.datasets.some((dataset) => appDiffers(dataset));
  const notAdvice = 'Read the licences, or ask a lawyer, before you rely on it.';
  const whose = appParts
    ? `The verdict is the marketplace’s reading of the licences; what is marked as the app’s reading comes from the app’s own licence table (version ${LICENSE_TABLE_VERSION}; its sources are on each dataset’s Licence tab). Neither is legal advice. ${notAdvice}`
    : `This is the marketplace’s reading of the licences, not legal advice. ${notAdvice}`;

  return {
    tone,
    title: report.verdict === 'unknown' ? `${words.title}: “${report.verdictText}”` : words.title,
    summary: words.summary,
    qualifier,
    appFindings,
    whose,
  };
}

/** The app's reading of a dataset's licence disagrees with the marketplace's finding for it. */
export function appDiffers(dataset: CheckedDataset): boolean {
  return dataset.appReading !== null && dataset.allowed !== null && dataset.appReading.allowed !== dataset.allowed;
}

export type TermKind = 'permission' | 'requirement';

/** A use the combination may be put to, or a duty it brings. */
export function termKind(term: TermFlag): TermKind {
  return (OBLIGATION_KEYS as readonly string[]).includes(term.key) ? 'requirement' : 'permission';
}
/** yes: holds (tick); no: does not (cross); warn: a requirement to act on; neutral: a fact drawn without a colour; unknown: not stated. */
export type TermTone = 'yes' | 'no' | 'warn' | 'neutral' | 'unknown';

/** A term's colour under the verdict: never stronger than the verdict, never a success colour unless the verdict clears the use. */
export function termTone(term: TermFlag, kind: TermKind, verdictTone: BannerTone): TermTone {
  const value = term.fact?.value;
  if (value === undefined) return 'unknown';
  if (kind === 'requirement' && value) return 'warn';
  const holds = kind === 'requirement' || value;
  if (holds) return verdictTone === 'success' || verdictTone === 'warning' ? 'yes' : 'neutral';
  return verdictTone === 'error' ? 'no' : verdictTone === 'warning' ? 'warn' : 'neutral';
}

export type ConflictTone = 'error' | 'warning';

export function conflictTone(conflict: NamedConflict): ConflictTone {
  return conflict.blocking === true ? 'error' : 'warning';
}

/** What a conflict does to the use, in words (colour never says it alone). */
export function conflictSeverity(conflict: NamedConflict): string {
  if (conflict.blocking === true) return 'Blocks this use';
  if (conflict.blocking === false) return 'Does not block: a condition to meet';
  return 'Whether it blocks is not stated';
}

export interface TermNote {
  text: string;
  /** The app's reading (its licence table), not the marketplace's statement. */
  byApp: boolean;
  /** The app's reading goes against the term as the marketplace states it. */
  differs: boolean;
}

/**
 * Where a term comes from, in words, or null when there is nothing to add (a right every licence
 * grants). A permission is set by the datasets that do not allow it; a requirement by those that
 * require it.
 */
export function termNote(term: TermFlag, kind: TermKind = termKind(term)): TermNote | null {
  const value = term.fact?.value;
  // The app finds the right cannot hold (two share-alike licences): told beside any word the marketplace gives but "not allowed".
  if (term.appConflict && value !== false) return { text: `not allowed: ${term.appConflict}`, byApp: true, differs: value === true };
  const setValue = kind === 'requirement';
  const sets = kind === 'permission' ? 'not allowed by' : 'required by';
  const { source } = term;
  if (source.by === 'marketplace') {
    if (source.datasets.length > 0)
      return {
        text: value === !setValue ? `the marketplace also names ${namesOf(source.datasets)} as setting it` : `${sets} ${namesOf(source.datasets)}`,
        byApp: false,
        differs: false,
      };
    return value === setValue ? { text: 'the marketplace names no dataset it comes from', byApp: false, differs: false } : null;
  }
  const unread = source.unread.length > 0 ? `the app cannot read the licence of ${namesOf(source.unread)}` : null;
  if (source.datasets.length > 0) {
    const text = `${sets} ${namesOf(source.datasets)}${unread ? `; ${unread}` : ''}`;
    return { text, byApp: true, differs: value === !setValue };
  }
  if (unread !== null) return value === !setValue ? null : { text: unread, byApp: true, differs: false };
  if (value === setValue) return { text: kind === 'permission' ? 'every licence here allows it' : 'no licence here requires it', byApp: true, differs: true };
  if (value === undefined) return { text: kind === 'permission' ? 'every licence here allows it' : 'no licence here requires it', byApp: true, differs: false };
  return null;
}

/** "the app’s reading differs: not allowed by Receipts (Proprietary-Commercial)". */
export function termNoteText(note: TermNote): string {
  return note.byApp ? `the app’s reading${note.differs ? ' differs' : ''}: ${note.text}` : note.text;
}

/** "Proprietary-Commercial (Receipts)": the licence the marketplace ranks most restrictive, with the datasets under it. */
export function mostRestrictiveText(report: CompatibilityReport): string | null {
  if (report.mostRestrictiveLicense === null) return null;
  const titles = report.mostRestrictiveDatasets.map((dataset) => dataset.title);
  return titles.length === 0 ? report.mostRestrictiveLicense : `${report.mostRestrictiveLicense} (${NAMES.format(titles)})`;
}
