/**
 * PDF, MP4 and chat rows: on the marketplace's samples and on hostile files (cut, malformed,
 * absurd sizes, a wrong name), each ending in a view or a clear message. pdf.js runs as its
 * legacy build here (Node 20); pages and frames are drawn on @napi-rs/canvas standing in for the
 * worker's OffscreenCanvas and createImageBitmap.
 */
import { deflateSync } from 'node:zlib';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateSample } from '@dmd/marketplace/testing';
import { MAX_TEXT_LINE_CHARS } from '../../../../shared/domain/samples/sample-types';
import { sniffContent } from '../../../../shared/domain/samples/sniff-content';
import type { ConversationsView, DocumentView, VideoView } from './document-video-model';
import { MAX_CONVERSATIONS, MAX_TURNS } from './parse-conversations';
import { parseSample } from '../parse-sample';
import type { FilesView, TableView, WorkerFile } from '../view-model';

vi.mock('pdfjs-dist', () => import('pdfjs-dist/legacy/build/pdf.mjs'));

const fileOf = (path: string, bytes: Uint8Array): WorkerFile => ({
  path,
  kind: sniffContent(bytes),
  bytes: bytes.length,
  data: Buffer.from(bytes).toString('base64'),
});
const viewOf = async <V>(path: string, bytes: Uint8Array) => (await parseSample([fileOf(path, bytes)])).view as V;

/** Each generated sample, kept for the file: several tests read the same clip or PDF. */
const generated = new Map<string, Promise<Buffer>>();

/** A fresh copy of the generated sample, so no test sees another's changes. */
async function sampleOf(format: string, category: string, title: string, extra: Record<string, unknown> = {}): Promise<Buffer> {
  const facts = { id: `5b2a-${format}-${title}`, format, category, modality: 'document', title, itemCount: 5000, sizeBytes: 1e9, languages: ['en'], ...extra };
  const key = JSON.stringify(facts);
  let sample = generated.get(key);
  if (sample === undefined) {
    sample = generateSample(facts).then((file) => file.bytes);
    generated.set(key, sample);
  }
  return Buffer.from(await sample);
}

/** A one-page PDF around `content` (a page's operators), with `mediaBox`; its xref's offsets right. */
function pdfOf(content: Buffer, mediaBox = '0 0 595 842', filter = ''): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [${mediaBox}] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>`,
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((object, index) => {
    offsets.push(length);
    const body =
      object ?? Buffer.concat([Buffer.from(`<< /Length ${content.length}${filter} >>\nstream\n`), content, Buffer.from('\nendstream')]).toString('latin1');
    const chunk = Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = `xref\n0 6\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  parts.push(Buffer.from(`${xref}trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}

describe('PDF', () => {
  // The worker's OffscreenCanvas and createImageBitmap, drawn by @napi-rs/canvas here.
  beforeAll(() => {
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(width: number, height: number) {
          return createCanvas(width, height);
        }
      },
    );
    vi.stubGlobal('createImageBitmap', async (blob: Blob) => Object.assign(await loadImage(Buffer.from(await blob.arrayBuffer())), { close() {} }));
  });
  afterAll(() => vi.unstubAllGlobals());

  it('an invoice: one A4 page drawn, the document’s title and producer, and the page’s text in reading order', async () => {
    const view = await viewOf<DocumentView>('sample.pdf', await sampleOf('pdf', 'Document AI', 'Scanned Invoices from Leeds'));
    expect(view).toMatchObject({
      view: 'document',
      pageCount: 1,
      pdfVersion: '1.7',
      info: { title: 'Scanned Invoices from Leeds: sample invoice', producer: 'Dataset Marketplace sample writer' },
    });
    const [page] = view.pages;
    expect(page).toMatchObject({ number: 1, widthPt: 595, heightPt: 842, textCut: false });
    expect(page?.text).toMatch(/^.+\nINVOICE\nNo\. \d{4}-\d{5}\nDate: \d{4}-\d\d-\d\d\n/);
    expect(page?.text).toMatch(/Total {1,2}[\d.]+$/);
    expect(page?.image).toMatchObject({ width: 560, height: 792 });
    const grey = new Uint8Array(page?.image?.rgba as ArrayBuffer).filter((_, i) => i % 4 === 0);
    expect(grey.filter((value) => value < 128).length).toBeGreaterThan(200);
    expect(view.imageNote).toBeNull();
  });

  it('a research paper: two pages, both drawn, the table’s caption in the second page’s text', async () => {
    const view = await viewOf<DocumentView>('sample.pdf', await sampleOf('pdf', 'Document AI', 'Research Paper Layouts'));
    expect(view.pageCount).toBe(2);
    expect(view.pages.map((page) => page.image !== null)).toEqual([true, true]);
    expect(view.pages[1]?.text).toContain('Table 1: Results on the test split.');
  });

  it('a page 100,000 points tall is described, not drawn; a page with no text says so', async () => {
    const view = await viewOf<DocumentView>('tall.pdf', pdfOf(Buffer.from('0 0 1 1 re f'), '0 0 200 100000'));
    expect(view.pages[0]).toMatchObject({ widthPt: 200, heightPt: 100000, image: null, text: '' });
    expect(view.imageNote).toBe('Page 1 is 200 × 100000 points, too narrow or too tall to draw: its text is shown.');
  });

  it('a content stream that inflates to 32 MB of nothing: read within the time cap, its text empty', async () => {
    const bomb = deflateSync(Buffer.alloc(32 * 1024 * 1024, 0x20));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const view = await viewOf<DocumentView>('bomb.pdf', pdfOf(bomb, '0 0 595 842', ' /Filter /FlateDecode'));
    expect(view).toMatchObject({ view: 'document', pageCount: 1 });
    expect(view.pages[0]?.text).toBe('');
  }, 60_000);

  it('a header and nothing else, a file cut in half, garbage after %PDF-: a clear message and the file listed', async () => {
    const header = await viewOf<FilesView>('scan.pdf', Buffer.from('%PDF-1.7\n'));
    expect(header).toMatchObject({ view: 'files', files: [{ path: 'scan.pdf', kind: 'pdf' }] });
    expect(header.reason).toMatch(/^scan\.pdf (is not a PDF the app can read|could not be read as a PDF): .+\.$/);
    const whole = await sampleOf('pdf', 'Document AI', 'Scanned Invoices from Leeds');
    const cut = await parseSample([fileOf('cut.pdf', whole.subarray(0, Math.floor(whole.length / 2)))]);
    // pdf.js rebuilds what it can of a cut file; whatever it finds, the preview says it or shows it.
    if (cut.view.view === 'files') expect(cut.view.reason).toMatch(/^cut\.pdf /);
    else expect(cut.view).toMatchObject({ view: 'document' });
    const garbage = await viewOf<FilesView>('junk.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4096, 0xab)]));
    expect(garbage.view).toBe('files');
    expect(garbage.reason).toMatch(/^junk\.pdf /);
  });

  it('a PDF named .csv is read as the PDF its bytes say', async () => {
    const view = await viewOf<DocumentView>('table.csv', await sampleOf('pdf', 'Document AI', 'Purchase Receipts'));
    expect(view).toMatchObject({ view: 'document', pages: [{ widthPt: 226, heightPt: 600 }] });
    expect(view.pages[0]?.text).toContain('RECEIPT');
  });
});

/** The byte offset of the first box of `type` (its size field). */
const boxAt = (bytes: Buffer, type: string) => bytes.indexOf(Buffer.from(type, 'latin1')) - 4;

describe('MP4', () => {
  beforeAll(() => {
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(width: number, height: number) {
          return createCanvas(width, height);
        }
      },
    );
    vi.stubGlobal('createImageBitmap', async (blob: Blob) => Object.assign(await loadImage(Buffer.from(await blob.arrayBuffer())), { close() {} }));
  });
  afterAll(() => vi.unstubAllGlobals());

  it('dashcam clips: Motion JPEG, 256 × 144, 3 s at 8 frames a second, the first 4 frames drawn', async () => {
    const view = await viewOf<VideoView>('sample.mp4', await sampleOf('mp4', 'Autonomous Driving', 'Dashcam Near-miss Clips', { modality: 'video' }));
    expect(view).toMatchObject({ view: 'video', brands: ['isom', 'iso2', 'mp41'], durationSeconds: 3, frameNote: null });
    expect(view.tracks).toEqual([
      expect.objectContaining({
        type: 'video',
        codec: 'mp4v.6c',
        codecName: 'Motion JPEG',
        width: 256,
        height: 144,
        durationSeconds: 3,
        frameCount: 24,
        framesPerSecond: 8,
      }),
    ]);
    expect(view.frames.map((frame) => frame.timeSeconds)).toEqual([0, 0.125, 0.25, 0.375]);
    expect(view.frames[0]?.image).toMatchObject({ width: 256, height: 144 });
  });

  it('a file cut before its index ends, and one whose first box claims 4 GB: a clear message', async () => {
    const whole = await sampleOf('mp4', 'Medical Imaging', 'Cardiac Ultrasound Clips', { modality: 'video' });
    const cut = await viewOf<FilesView>('cut.mp4', whole.subarray(0, boxAt(whole, 'stbl')));
    expect(cut).toMatchObject({ view: 'files', reason: expect.stringMatching(/^cut\.mp4 is not an MP4 the app can read: .+\.$/) });
    const lying = Buffer.from(whole);
    lying.writeUInt32BE(0xfffffff0, boxAt(lying, 'moov'));
    expect(await viewOf<FilesView>('lying.mp4', lying)).toMatchObject({
      view: 'files',
      reason: expect.stringMatching(/^lying\.mp4 is not an MP4 the app can read/),
    });
  });

  it('an index whose frames are not in the file: the track’s facts, and says why no frame is drawn', async () => {
    const whole = await sampleOf('mp4', 'Agriculture', 'Livestock Monitoring Footage', { modality: 'video' });
    const view = await viewOf<VideoView>('short.mp4', whole.subarray(0, boxAt(whole, 'mdat') + 8));
    expect(view.tracks[0]).toMatchObject({ frameCount: 24, codecName: 'Motion JPEG' });
    expect(view.frames).toEqual([]);
    expect(view.frameNote).toBe('The video track’s frames are not in the file (it is cut, or its sample table points past its end).');
  });

  it('frames stated as 60,000 × 60,000 pixels are described, not decoded', async () => {
    const bytes = Buffer.from(await sampleOf('mp4', 'Autonomous Driving', 'Dashcam Near-miss Clips', { modality: 'video' }));
    const entry = boxAt(bytes, 'mp4v');
    bytes.writeUInt16BE(60_000, entry + 32);
    bytes.writeUInt16BE(60_000, entry + 34);
    const view = await viewOf<VideoView>('huge.mp4', bytes);
    expect(view.tracks[0]).toMatchObject({ width: 60_000, height: 60_000 });
    expect(view.frames).toEqual([]);
    expect(view.frameNote).toBe('The frames are 60000 × 60000 pixels, more than the 4096 a side the app draws: described, not drawn.');
  });

  it('a codec the reader cannot decode (H.264 without WebCodecs) still shows the track’s facts', async () => {
    const bytes = Buffer.from(await sampleOf('mp4', 'Autonomous Driving', 'Dashcam Near-miss Clips', { modality: 'video' }));
    bytes.write('avc1', boxAt(bytes, 'mp4v') + 4, 'latin1');
    const view = await viewOf<VideoView>('h264.mp4', bytes);
    expect(view.tracks[0]).toMatchObject({ codecName: 'H.264 / AVC', width: 256, height: 144, frameCount: 24 });
    expect(view.frames).toEqual([]);
    expect(view.frameNote).toMatch(/^The app cannot draw H\.264 \/ AVC frames here \(avc1[^)]*\): the track’s facts above are read from the file\.$/);
  });

  it('an MP4 named .json is read as the video its bytes say', async () => {
    const view = await viewOf<VideoView>('clip.json', await sampleOf('mp4', 'Agriculture', 'Livestock Monitoring Footage', { modality: 'video' }));
    expect(view).toMatchObject({ view: 'video', tracks: [{ codec: 'mp4v.6c' }] });
  });
});

describe('chat and instruction rows', () => {
  const lines = (rows: unknown[]) => Buffer.from(rows.map((row) => JSON.stringify(row)).join('\n'));

  it('a support conversation dataset: each row’s messages with their roles; the rows still a table', async () => {
    const view = await viewOf<ConversationsView>('sample.jsonl', await sampleOf('jsonl', 'NLP / Text', 'Customer Support Conversations', { modality: 'text' }));
    expect(view).toMatchObject({ view: 'conversations', shape: 'messages', conversationRows: 500 });
    expect(view.conversations).toHaveLength(MAX_CONVERSATIONS);
    expect(view.conversations[0]?.turns.map((turn) => turn.role)).toEqual(['user', 'assistant']);
    expect(view.table).toMatchObject({ view: 'table', format: 'JSON Lines', rowCount: 500 });
  });

  it('instruction pairs: instruction and output (an empty input left out)', async () => {
    const view = await viewOf<ConversationsView>('sample.jsonl', await sampleOf('jsonl', 'NLP / Text', 'Instruction-Response Pairs', { modality: 'text' }));
    expect(view.shape).toBe('instruction / input / output');
    expect(view.conversations[0]?.turns.map((turn) => turn.role)).toEqual(['instruction', 'output']);
  });

  it('ShareGPT’s from/value, text parts, a 1 MB turn cut, 2,000 turns kept to the first 40', async () => {
    const view = await viewOf<ConversationsView>(
      'chat.jsonl',
      lines([
        {
          conversations: [
            { from: 'human', value: 'Hi' },
            { from: 'gpt', value: 'Hello!' },
          ],
        },
        {
          messages: [
            {
              role: 'user',
              content: [
                { type: 'text', text: 'Part one' },
                { type: 'text', text: 'part two' },
              ],
            },
          ],
        },
        { messages: [{ role: 'user', content: 'x'.repeat(1_000_000) }] },
        { messages: Array.from({ length: 2_000 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: String(i) })) },
      ]),
    );
    expect(view.conversations[0]?.turns).toEqual([
      { role: 'human', content: 'Hi' },
      { role: 'gpt', content: 'Hello!' },
    ]);
    expect(view.conversations[1]?.turns[0]?.content).toBe('Part one\npart two');
    expect(view.conversations[2]?.turns[0]?.content).toHaveLength(MAX_TEXT_LINE_CHARS + 1);
    expect(view.conversations[3]?.turns).toHaveLength(MAX_TURNS);
  });

  it('rows that are not conversations (messages not a list, turns without roles) stay a table', async () => {
    const view = await viewOf<TableView>(
      'rows.jsonl',
      lines([{ messages: 'hello' }, { messages: [{ content: 'no role' }] }, { messages: [{ role: 'user', content: 'one' }] }, { id: 4 }]),
    );
    expect(view).toMatchObject({ view: 'table', format: 'JSON Lines', rowCount: 4 });
  });
});
