/**
 * A small PDF 1.7 writer: pages of text (the standard Helvetica fonts, WinAnsi), lines and grey
 * boxes, each page's content stream Flate-compressed, an Info dictionary and a classic xref
 * table, so pdfinfo, pdftotext and pdf.js read it as any other PDF.
 */
import { deflateSync } from 'node:zlib';

export type PdfMark =
  | { text: string; x: number; y: number; size: number; bold?: boolean }
  | { box: [x: number, y: number, width: number, height: number]; grey: number }
  | { line: [x1: number, y1: number, x2: number, y2: number]; width?: number };

export interface PdfPage {
  /** In points (1/72 inch); A4 is 595 × 842, US Letter 612 × 792. */
  width: number;
  height: number;
  /** From the page's bottom-left corner, as PDF measures. */
  marks: readonly PdfMark[];
}

export interface PdfInfo {
  title: string;
  author: string;
  subject: string;
  producer: string;
  created: Date;
  /** BCP 47, e.g. `en`: the catalog's /Lang. */
  language: string;
}

export function pdfFile(pages: readonly PdfPage[], info: PdfInfo): Buffer {
  // 1 catalog, 2 page tree, 3 and 4 fonts, 5 info, then each page and its content.
  const objects: Buffer[] = [];
  const pageIds = pages.map((_, index) => 6 + index * 2);
  objects[1] = Buffer.from(`<< /Type /Catalog /Pages 2 0 R /Lang (${info.language.replace(/[^A-Za-z-]/g, '')}) >>`);
  objects[2] = Buffer.from(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  objects[3] = Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objects[4] = Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  objects[5] = Buffer.from(
    `<< /Title ${textString(info.title)} /Author ${textString(info.author)} /Subject ${textString(info.subject)} /Producer ${textString(info.producer)} /Creator ${textString(info.producer)} /CreationDate ${textString(pdfDate(info.created))} >>`,
  );
  pages.forEach((page, index) => {
    const content = deflateSync(Buffer.from(contentOf(page), 'latin1'));
    objects[pageIds[index] as number] = Buffer.from(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${(pageIds[index] as number) + 1} 0 R >>`,
    );
    objects[(pageIds[index] as number) + 1] = Buffer.concat([
      Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
      content,
      Buffer.from('\nendstream'),
    ]);
  });

  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = length;
    const chunk = Buffer.concat([Buffer.from(`${id} 0 obj\n`), objects[id] as Buffer, Buffer.from('\nendobj\n')]);
    chunks.push(chunk);
    length += chunk.length;
  }
  const xref = [`xref\n0 ${objects.length}\n`, '0000000000 65535 f \n', ...offsets.slice(1).map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)];
  chunks.push(Buffer.from(`${xref.join('')}trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(chunks);
}

function contentOf(page: PdfPage): string {
  const lines: string[] = [];
  for (const mark of page.marks) {
    if ('text' in mark) {
      lines.push(`BT /${mark.bold ? 'F2' : 'F1'} ${mark.size} Tf ${num(mark.x)} ${num(mark.y)} Td (${latin1String(mark.text)}) Tj ET`);
    } else if ('box' in mark) {
      lines.push(`${num(mark.grey)} g ${mark.box.map(num).join(' ')} re f 0 g`);
    } else {
      lines.push(`${num(mark.width ?? 0.6)} w ${num(mark.line[0])} ${num(mark.line[1])} m ${num(mark.line[2])} ${num(mark.line[3])} l S`);
    }
  }
  return lines.join('\n');
}

const num = (value: number) => String(Math.round(value * 100) / 100);

/** A literal string in WinAnsi: Latin-1 characters as they are, others as '?', the delimiters escaped. */
function latin1String(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0) as number;
      if (char === '(' || char === ')' || char === '\\') return `\\${char}`;
      if (code === 0x2013 || code === 0x2014) return '\\226';
      if (code < 0x20 || code > 0xff) return '?';
      return code > 0x7e ? `\\${code.toString(8).padStart(3, '0')}` : char;
    })
    .join('');
}

/** A text string as UTF-16BE with its byte order mark, in hex: any language's characters. */
function textString(text: string): string {
  const bytes = Buffer.from(`\ufeff${text}`, 'utf16le').swap16();
  return `<${bytes.toString('hex').toUpperCase()}>`;
}

function pdfDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}
