/**
 * Exports in the Electron app: a save dialog (the user chooses where), then the file, written by
 * the main process; and the window's print-to-PDF of the printable report (the renderer puts it
 * on the page first; print CSS shows only it), saved the same way. Given to the core as
 * `saveFile` / `printToPdf`; the browser shell has neither (the browser downloads and prints).
 */
import path from 'node:path';
import type { BrowserWindow, SaveDialogOptions, SaveDialogReturnValue } from 'electron';
import type { ExportSaved } from '../../shared/ipc/ipc-contract';
import { ownValue } from '../../shared/domain/own-keys';

export interface ExportFileDeps {
  /** The window the export is for (the focused app window). */
  window(): BrowserWindow | undefined;
  showSaveDialog(window: BrowserWindow | undefined, options: SaveDialogOptions): Promise<SaveDialogReturnValue>;
  writeFile(file: string, data: string | Uint8Array): Promise<void>;
  /** Where the dialog starts: the user's Downloads folder. */
  downloadsDir: string;
}

const FILTERS: Record<string, { name: string; extensions: string[] }> = {
  md: { name: 'Markdown', extensions: ['md'] },
  csv: { name: 'CSV (comma-separated values)', extensions: ['csv'] },
  pdf: { name: 'PDF', extensions: ['pdf'] },
  json: { name: 'Croissant (JSON-LD)', extensions: ['json'] },
};

async function saveThroughDialog(deps: ExportFileDeps, fileName: string, data: string | Uint8Array): Promise<ExportSaved> {
  const extension = path.extname(fileName).slice(1);
  const choice = await deps.showSaveDialog(deps.window(), {
    defaultPath: path.join(deps.downloadsDir, path.basename(fileName)),
    filters: [ownValue(FILTERS, extension)].filter((filter) => filter !== undefined),
  });
  if (choice.canceled || !choice.filePath) return { saved: false, path: null };
  await deps.writeFile(choice.filePath, data);
  return { saved: true, path: choice.filePath };
}

export function createExportFiles(deps: ExportFileDeps) {
  return {
    saveFile: (file: { fileName: string; content: string }) => saveThroughDialog(deps, file.fileName, file.content),
    async printToPdf(fileName: string): Promise<ExportSaved> {
      const window = deps.window();
      if (!window) throw new Error('there is no window to print');
      const pdf = await window.webContents.printToPDF({ printBackground: true, pageSize: 'A4', margins: { marginType: 'default' } });
      return saveThroughDialog(deps, fileName, new Uint8Array(pdf));
    },
  };
}
