/** A compatibility result as Markdown a person can paste into a ticket or a document. */
import { VERDICT_WORDS, type CompatibilityReport, type TermFlag } from './compatibility-result';

/** Escapes the characters that would change the meaning of inline Markdown. */
export function escapeMarkdown(value: string): string {
  return value
    .replace(/\r?\n/g, ' ')
    .replace(/([\\`*_[\]<>|#])/g, '\\$1')
    .trim();
}

const NAME_LIST = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

function flagWord(flag: TermFlag, yes: string, no: string): string {
  if (flag.fact === undefined) return 'not stated';
  return flag.fact.value ? yes : no;
}

function allowedWord(allowed: boolean | null): string {
  if (allowed === null) return 'Not stated';
  return allowed ? 'Yes' : 'No';
}

export interface MarkdownOptions {
  /** When the check was made; shown when given. */
  checkedAt?: Date;
}

export function toMarkdown(report: CompatibilityReport, options: MarkdownOptions = {}): string {
  const lines: string[] = [];
  const verdict = report.verdict === 'unknown' ? `${VERDICT_WORDS.unknown.title} (${report.verdictText})` : VERDICT_WORDS[report.verdict].title;
  const readBy = report.datasetsReadBy === 'app' ? ' (the app’s own reading from its licence table: the marketplace gave no answer per dataset)' : '';

  lines.push(`# Licence compatibility: ${escapeMarkdown(verdict)}`, '');
  lines.push(`- **Use case:** ${escapeMarkdown(report.useCaseLabel)}`);
  lines.push(`- **Datasets checked:** ${report.datasetCount}`);
  if (report.mostRestrictiveLicense !== null) {
    lines.push(`- **Most restrictive licence:** ${escapeMarkdown(report.mostRestrictiveLicense)}`);
  }
  if (options.checkedAt !== undefined) lines.push(`- **Checked at:** ${options.checkedAt.toISOString()}`);
  lines.push('');

  lines.push('## Combined terms', '');
  for (const permission of report.permissions) {
    lines.push(`- ${permission.label}: ${flagWord(permission, 'allowed', 'not allowed')}`);
  }
  for (const requirement of report.requirements) {
    lines.push(`- ${requirement.label}: ${flagWord(requirement, 'required', 'not required')}`);
  }
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
      escapeMarkdown(dataset.license ?? 'Not stated'),
      allowedWord(dataset.allowed),
      dataset.conditions.length === 0 ? '—' : dataset.conditions.map(escapeMarkdown).join('; '),
      dataset.reasons.length === 0 ? '—' : dataset.reasons.map(escapeMarkdown).join('; '),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  lines.push('');

  lines.push('## Conflicts', '');
  if (report.conflicts === null) lines.push('Not stated by the marketplace.');
  else if (report.conflicts.length === 0) lines.push('None.');
  for (const conflict of report.conflicts ?? []) {
    const names = NAME_LIST.format(conflict.datasetNames.map(escapeMarkdown));
    lines.push(`- ${names === '' ? 'Datasets not named' : names}: ${conflict.reason === null ? 'no reason stated' : escapeMarkdown(conflict.reason)}`);
  }

  return `${lines.join('\n')}\n`;
}
