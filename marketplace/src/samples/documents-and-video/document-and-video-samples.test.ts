/** The PDF, MP4 and chat samples: planned from the format, fitting the title, and valid for the format's own tools. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateSample } from '../generate-sample';
import { planSample } from '../sample-plan';
import { VIDEO_FPS, VIDEO_SECONDS } from './video-sample';

const facts = (format: string, category: string, title: string, extra: Record<string, unknown> = {}) => ({
  id: `9a1c-${format}-${title}`,
  format,
  category,
  modality: format === 'mp4' ? 'video' : 'document',
  title,
  itemCount: 1000,
  sizeBytes: 1e9,
  collectedFrom: '2021-03-01',
  collectedTo: '2021-05-31',
  languages: ['de', 'en'],
  pii: 'deidentified' as const,
  ...extra,
});

/** pdfinfo and pdftotext (poppler-utils, installed by .ci/run). */
function poppler(bytes: Buffer): { info: string; text: string } {
  const file = join(mkdtempSync(join(tmpdir(), 'pdf-sample-')), 'sample.pdf');
  writeFileSync(file, bytes);
  return { info: execFileSync('pdfinfo', [file], { encoding: 'utf8' }), text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }) };
}

describe('PDF samples', () => {
  it('are planned for pdf datasets, the same bytes every time', async () => {
    expect(planSample(facts('pdf', 'Document AI', 'Scanned Invoices from Berlin')).kind).toBe('pdf');
    const one = await generateSample(facts('pdf', 'Document AI', 'Scanned Invoices from Berlin'));
    const two = await generateSample(facts('pdf', 'Document AI', 'Scanned Invoices from Berlin'));
    expect(one.bytes.equals(two.bytes)).toBe(true);
    expect(one.contentType).toBe('application/pdf');
  });

  it('an invoice in the listing’s language, dated in the collection period, with totals that add up, read by pdfinfo and pdftotext', async () => {
    const { bytes } = await generateSample(facts('pdf', 'Document AI', 'Key-value Annotated Scanned Invoices from Berlin'));
    const { info, text } = poppler(bytes);
    expect(info).toMatch(/Pages:\s+1/);
    expect(info).toMatch(/Page size:\s+595 x 842 pts \(A4\)/);
    expect(info).toMatch(/Title:\s+Key-value Annotated Scanned Invoices from Berlin: sample invoice/);
    expect(info).toMatch(/Producer:\s+Dataset Marketplace sample writer/);
    expect(text).toContain('RECHNUNG');
    expect(text).toContain('[geschwärzt]');
    const day = /Datum: (\d{4}-\d\d-\d\d)/.exec(text)?.[1] as string;
    expect(day >= '2021-03-01' && day <= '2021-05-31').toBe(true);
    const figure = (label: string) => Number(new RegExp(`${label}\\s+([\\d.]+)`).exec(text)?.[1]);
    expect(figure('Zwischensumme') + figure('MwSt\\.')).toBeCloseTo(figure('Gesamt'), 2);
  });

  it('a research paper has two pages and its results table; a form names a person only when the listing holds personal data', async () => {
    const paper = poppler((await generateSample(facts('pdf', 'Document AI', 'Table-rich Research Paper Layouts', { languages: ['en'] }))).bytes);
    expect(paper.info).toMatch(/Pages:\s+2/);
    expect(paper.text).toContain('Table 1: Results on the test split.');
    const named = poppler((await generateSample(facts('pdf', 'Document AI', 'Insurance Claim Forms', { languages: ['en'], pii: 'contains_pii' }))).bytes);
    expect(named.text).toMatch(/INSURANCE CLAIM FORM/);
    expect(named.text).not.toContain('[redacted]');
    const receipt = poppler((await generateSample(facts('pdf', 'Document AI', 'Purchase Receipts', { languages: ['fr'] }))).bytes);
    expect(receipt.text).toContain('REÇU');
    expect(receipt.info).toMatch(/Page size:\s+226 x 600 pts/);
  });
});

describe('MP4 samples', () => {
  it('are Motion JPEG in MP4: ftyp, moov before mdat, every frame a whole JPEG where stco and stsz say', async () => {
    expect(planSample(facts('mp4', 'Autonomous Driving', 'Dashcam Near-miss Clips')).kind).toBe('video');
    const { bytes, contentType } = await generateSample(facts('mp4', 'Autonomous Driving', 'Dashcam Near-miss Clips from Lyon'));
    expect(contentType).toBe('video/mp4');
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const find = (type: string) => bytes.indexOf(Buffer.from(type, 'latin1'));
    expect(find('moov')).toBeLessThan(find('mdat'));
    expect(bytes.subarray(find('mp4v'), find('mp4v') + 40).readUInt16BE(28)).toBe(256);
    const esds = find('esds');
    expect(bytes.subarray(esds, esds + 40).includes(Buffer.from([0x04, 0x0d, 0x6c]))).toBe(true);
    const stsz = find('stsz');
    const count = bytes.readUInt32BE(stsz + 12);
    expect(count).toBe(VIDEO_FPS * VIDEO_SECONDS);
    let at = bytes.readUInt32BE(find('stco') + 12);
    for (let frame = 0; frame < count; frame++) {
      const size = bytes.readUInt32BE(stsz + 16 + frame * 4);
      expect([...bytes.subarray(at, at + 2)]).toEqual([0xff, 0xd8]);
      expect([...bytes.subarray(at + size - 2, at + size)]).toEqual([0xff, 0xd9]);
      at += size;
    }
    expect(at).toBe(bytes.length);
    // The clip was made inside the collection period (mvhd's creation time, seconds from 1904).
    const created = (bytes.readUInt32BE(find('mvhd') + 8) - 2_082_844_800) * 1000;
    expect(created).toBeGreaterThanOrEqual(Date.parse('2021-03-01'));
    expect(created).toBeLessThan(Date.parse('2021-06-01'));
  });
});

describe('chat and instruction rows', () => {
  it('a conversation dataset’s JSON Lines rows hold messages with roles; an instruction dataset’s, instruction, input and output', async () => {
    const chat = await generateSample(facts('jsonl', 'NLP / Text', 'Customer Support Conversations', { modality: 'text', languages: ['en'] }));
    const first = JSON.parse(chat.bytes.toString('utf8').split('\n')[0] as string) as { messages: Array<{ role: string; content: string }> };
    expect(first.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(first.messages[0]?.content.length).toBeGreaterThan(5);
    const pairs = await generateSample(facts('jsonl', 'NLP / Text', 'Instruction-Response Pairs', { modality: 'text', languages: ['en'] }));
    const pair = JSON.parse(pairs.bytes.toString('utf8').split('\n')[0] as string) as Record<string, unknown>;
    expect(pair).toMatchObject({ instruction: expect.any(String), input: '', output: expect.any(String) });
  });
});
