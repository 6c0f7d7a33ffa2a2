/**
 * Saves an export where the user says: in Electron, the core shows a save dialog and writes the
 * file (`export:save`); in the browser shell there is no dialog, so the browser downloads it.
 * A printable report goes to the window's print-to-PDF in Electron (`export:pdf`) and to the
 * browser's print in the shell.
 */
import type { ExportSaved } from '../../shared/ipc/ipc-contract';
import { getBridge } from '../bridge/get-bridge';

export type ExportFormat = 'md' | 'csv' | 'json';
const MIME: Record<ExportFormat, 'text/markdown' | 'text/csv' | 'application/ld+json'> = { md: 'text/markdown', csv: 'text/csv', json: 'application/ld+json' };

export type ExportOutcome =
  | { kind: 'saved'; where: string }
  | { kind: 'downloaded'; fileName: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string }
  | { kind: 'printing' };

/** "shortlist-2026-11-24.md": a file name of the allowed characters. */
export function exportFileName(base: string, format: ExportFormat | 'pdf', at: Date = new Date()): string {
  const safe =
    base
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'export';
  return `${safe}-${at.toISOString().slice(0, 10)}.${format}`;
}

function download(fileName: string, content: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: `${mimeType};charset=utf-8` }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

let shellKind: Promise<'electron' | 'browser'> | null = null;
function shell(): Promise<'electron' | 'browser'> {
  shellKind ??= getBridge()
    .getAppInfo()
    .then((result) => (result.ok ? result.value.shell : 'browser'));
  return shellKind;
}

const outcomeOf = (saved: ExportSaved): ExportOutcome => (saved.saved ? { kind: 'saved', where: saved.path ?? '' } : { kind: 'cancelled' });

export async function saveExportFile(fileName: string, format: ExportFormat, content: string): Promise<ExportOutcome> {
  if ((await shell()) === 'browser') {
    download(fileName, content, MIME[format]);
    return { kind: 'downloaded', fileName };
  }
  const result = await getBridge().saveExport({ fileName, mimeType: MIME[format], content });
  return result.ok ? outcomeOf(result.value) : { kind: 'failed', message: result.error.message };
}

/** Prints what the report portal shows (see print-root.tsx): PDF through a dialog in Electron, the browser's print dialog in the shell. */
export async function printReport(fileName: string): Promise<ExportOutcome> {
  if ((await shell()) === 'browser') {
    window.print();
    return { kind: 'printing' };
  }
  const result = await getBridge().exportPdf({ fileName });
  return result.ok ? outcomeOf(result.value) : { kind: 'failed', message: result.error.message };
}

export function describeOutcome(outcome: ExportOutcome): string {
  switch (outcome.kind) {
    case 'saved':
      return `Saved to ${outcome.where}.`;
    case 'downloaded':
      return `Downloaded as ${outcome.fileName}.`;
    case 'cancelled':
      return 'Not saved: the save was cancelled.';
    case 'failed':
      return `Not saved: ${outcome.message}`;
    case 'printing':
      return 'The print dialog is open: choose “Save as PDF” to keep the report.';
  }
}
