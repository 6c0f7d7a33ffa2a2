// @vitest-environment happy-dom
/**
 * A CSV export's bytes, as each shell writes them: UTF-8 with its byte order mark exactly once at
 * the start, so a spreadsheet reads curly quotes and accents as written.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChannelInput } from '../../shared/ipc/ipc-contract';

const bridge = vi.hoisted(() => ({
  shell: 'browser' as 'browser' | 'electron',
  saved: [] as Array<ChannelInput<'export:save'>>,
  getAppInfo: async () => ({ ok: true as const, value: { shell: bridge.shell } }),
  saveExport: async (input: ChannelInput<'export:save'>) => {
    bridge.saved.push(input);
    return { ok: true as const, value: { saved: true, path: '/tmp/x.csv' } };
  },
}));
vi.mock('../bridge/get-bridge', () => ({ getBridge: () => bridge }));

const { toCsv } = await import('./export-table');
const table = { title: 'Shortlist', meta: [], columns: ['Dataset', 'Price (USD)'], rows: [['“Café” signs', '327.99']] };

const BOM = [0xef, 0xbb, 0xbf];
const countBoms = (bytes: Uint8Array) => bytes.reduce((count, _, index) => count + (BOM.every((byte, k) => bytes[index + k] === byte) ? 1 : 0), 0);

afterEach(() => {
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('a CSV export’s bytes', () => {
  it('in the browser shell: the download starts with EF BB BF, once, then the text as UTF-8', async () => {
    bridge.shell = 'browser';
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:x';
    });
    const { saveExportFile } = await import('./export-file');
    expect(await saveExportFile('shortlist.csv', 'csv', toCsv(table))).toEqual({ kind: 'downloaded', fileName: 'shortlist.csv' });
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([...BOM, 0x22]);
    expect(countBoms(bytes)).toBe(1);
    expect(new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes)).toContain('"“Café” signs","327.99"');
  });

  it('in Electron: the text handed to the main process starts with the mark once (electron/main/export-files.test.ts writes it to disk)', async () => {
    bridge.shell = 'electron';
    const { saveExportFile } = await import('./export-file');
    await saveExportFile('shortlist.csv', 'csv', toCsv(table));
    const content = bridge.saved.at(-1)!.content;
    expect(countBoms(new TextEncoder().encode(content))).toBe(1);
    expect(content.startsWith('\uFEFF"Dataset"')).toBe(true);
  });
});
