import { describe, expect, it, vi } from 'vitest';
import type { BrowserWindow } from 'electron';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toCsv } from '../../renderer/export/export-table';
import { createExportFiles, type ExportFileDeps } from './export-files';

function deps(choice: { canceled: boolean; filePath?: string }, window?: Partial<BrowserWindow>) {
  const written: Array<[string, string | Uint8Array]> = [];
  const showSaveDialog = vi.fn(async (_window: BrowserWindow | undefined, _options: Electron.SaveDialogOptions) => ({
    canceled: choice.canceled,
    filePath: choice.filePath ?? '',
  }));
  const value: ExportFileDeps = {
    window: () => window as BrowserWindow | undefined,
    showSaveDialog,
    writeFile: async (file, data) => {
      written.push([file, data]);
    },
    downloadsDir: '/home/u/Downloads',
  };
  return { value, written, showSaveDialog };
}

describe('exports in the Electron app', () => {
  it('ask where to save, starting in Downloads with the file’s type, then write it there', async () => {
    const { value, written, showSaveDialog } = deps({ canceled: false, filePath: '/tmp/out.csv' });
    expect(await createExportFiles(value).saveFile({ fileName: 'shortlist-2026-11-24.csv', content: 'a,b' })).toEqual({ saved: true, path: '/tmp/out.csv' });
    expect(showSaveDialog.mock.calls[0]?.[1]).toMatchObject({ defaultPath: '/home/u/Downloads/shortlist-2026-11-24.csv', filters: [{ extensions: ['csv'] }] });
    expect(written).toEqual([['/tmp/out.csv', 'a,b']]);
  });

  it('offer no file type for a name whose extension is an Object.prototype member', async () => {
    const { value, showSaveDialog } = deps({ canceled: true });
    await createExportFiles(value).saveFile({ fileName: 'report.constructor', content: 'x' });
    expect(showSaveDialog.mock.calls[0]?.[1]).toMatchObject({ filters: [] });
  });

  it('write a CSV export to disk as UTF-8 starting with its byte order mark, exactly once', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'export-bom-'));
    try {
      const file = path.join(folder, 'shortlist.csv');
      const { value } = deps({ canceled: false, filePath: file });
      // As main.ts writes: the text the renderer sent, unchanged.
      value.writeFile = (target, data) => writeFile(target, data);
      await createExportFiles(value).saveFile({
        fileName: 'shortlist.csv',
        content: toCsv({ title: 'S', meta: [], columns: ['Dataset'], rows: [['“Café”']] }),
      });
      const bytes = await readFile(file);
      expect([...bytes.subarray(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x22]);
      expect(bytes.indexOf(Buffer.from([0xef, 0xbb, 0xbf]), 1)).toBe(-1);
      expect(bytes.subarray(3).toString('utf8')).toContain('"“Café”"');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('write nothing when the dialog is cancelled', async () => {
    const { value, written } = deps({ canceled: true });
    expect(await createExportFiles(value).saveFile({ fileName: 'x.md', content: '#' })).toEqual({ saved: false, path: null });
    expect(written).toEqual([]);
  });

  it('print the window to PDF and save it through the dialog', async () => {
    const printToPDF = vi.fn(async () => Buffer.from('%PDF-1.7'));
    const { value, written } = deps(
      { canceled: false, filePath: '/tmp/report.pdf' },
      { webContents: { printToPDF } as unknown as BrowserWindow['webContents'] },
    );
    expect(await createExportFiles(value).printToPdf('comparison-2026-11-24.pdf')).toEqual({ saved: true, path: '/tmp/report.pdf' });
    expect(printToPDF).toHaveBeenCalledWith(expect.objectContaining({ printBackground: true }));
    expect(Buffer.from(written[0]![1] as Uint8Array).toString()).toBe('%PDF-1.7');
  });
});
