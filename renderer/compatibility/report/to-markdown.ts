/** A compatibility result as Markdown a person can paste into a ticket or a document: the screen's one message. */
import type { FactState } from '../../../shared/domain/fact-state';
import { factText, notLoadedMeta } from '../../export/fact-text';
import { escapeMarkdown } from '../../export/text-safety';
import type { CheckedDataset, CompatibilityReport } from '../compatibility-result';
import { appDifferenceLines, conflictLine, exportTitle, termLine, VERDICT_SOURCE, verdictLines } from './report-lines';
import { mostRestrictiveText, verdictMessage } from '../verdict-message';

const upperFirst = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

function allowedWord(allowed: boolean | null): string {
  if (allowed === null) return 'Not stated';
  return allowed ? 'Yes' : 'No';
}

export interface MarkdownOptions {
  /** When the check was made; shown when given. */
  checkedAt?: Date;
  /** A licence the check did not name, as the app's records of the dataset state it (or why they cannot yet). */
  licenseOf?(dataset: CheckedDataset): FactState<string>;
}

export function toMarkdown(report: CompatibilityReport, options: MarkdownOptions = {}): string {
  const message = verdictMessage(report);
  const lines: string[] = [];
  const readBy = report.datasetsReadBy === 'app' ? ' (the app’s own reading from its licence table: the marketplace gave no answer per dataset)' : '';
  const mostRestrictive = mostRestrictiveText(report);
  const licenses = new Map(
    report.datasets.flatMap((dataset) => (dataset.license === null && options.licenseOf ? [[dataset, options.licenseOf(dataset)] as const] : [])),
  );

  lines.push(`# Licence compatibility: ${escapeMarkdown(exportTitle(report, message))}`, '');
  for (const line of verdictLines(report, message)) lines.push(escapeMarkdown(line), '');
  lines.push(`- **Use case:** ${escapeMarkdown(report.useCaseLabel)}`);
  lines.push(`- **Datasets checked:** ${report.datasetCount}`);
  lines.push(`- **${VERDICT_SOURCE}:** ${escapeMarkdown(message.whose)}`);
  if (mostRestrictive !== null) lines.push(`- **Most restrictive licence:** ${escapeMarkdown(mostRestrictive)}`);
  if (options.checkedAt !== undefined) lines.push(`- **Checked at:** ${options.checkedAt.toISOString()}`);
  for (const [label, value] of notLoadedMeta([...licenses.values()])) lines.push(`- **${label}:** ${escapeMarkdown(value)}`);
  lines.push('');

  lines.push('## Combined terms', '');
  for (const term of [...report.permissions, ...report.requirements]) lines.push(`- ${escapeMarkdown(termLine(term))}`);
  lines.push('');

  lines.push('## Obligations', '');
  if (report.obligations === null) lines.push('Not stated by the marketplace.');
  else if (report.obligations.length === 0) lines.push('None.');
  for (const obligation of report.obligations ?? []) lines.push(`- ${escapeMarkdown(obligation)}`);
  lines.push('');

  lines.push(`## Datasets${readBy}`, '');
  lines.push('| Dataset | Licence | Allowed | Conditions | Reasons |');
  lines.push('| --- | --- | --- | --- | --- |');
  for (const dataset of report.datasets) {
    const cells = [
      escapeMarkdown(dataset.title),
      escapeMarkdown(dataset.license ?? upperFirst(factText(licenses.get(dataset) ?? { state: 'not-stated' }, String))),
      allowedWord(dataset.allowed),
      dataset.conditions.length === 0 ? '—' : dataset.conditions.map(escapeMarkdown).join('; '),
      dataset.reasons.length === 0 ? '—' : dataset.reasons.map(escapeMarkdown).join('; '),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  const differences = appDifferenceLines(report);
  if (differences.length > 0) lines.push('', ...differences.map((line) => `- ${escapeMarkdown(line)}`));
  lines.push('');

  lines.push('## Conflicts', '');
  if (report.conflicts === null) lines.push('Not stated by the marketplace.');
  else if (report.conflicts.length === 0) lines.push('None.');
  for (const conflict of report.conflicts ?? []) lines.push(`- ${escapeMarkdown(conflictLine(conflict))}`);

  return `${lines.join('\n')}\n`;
}
