/**
 * A PDF read with pdf.js: its page count, the Info dictionary (title, author, producer…), each of
 * the first pages' size and text, and those pages drawn to an OffscreenCanvas as RGBA. pdf.js
 * parses in a worker of its own (pdf-engine.worker.ts) that is ended when a file takes longer
 * than PDF_TIME_LIMIT_MS; scripts in a PDF never run (isEvalSupported: false, no scripting). A
 * chunk of the preview worker's own, loaded only for a PDF.
 */
import { getDocument, GlobalWorkerOptions, PDFDateString, type PDFDocumentProxy } from 'pdfjs-dist';
import type { DocumentPage, DocumentView } from './document-video-model';
import { NoFilters, OffscreenCanvases, StandardFontFiles } from './pdf-support';

export const MAX_PDF_PAGES = 3;
export const MAX_PDF_PAGE_CHARS = 20_000;
export const PDF_TIME_LIMIT_MS = 15_000;
/** Pages are drawn this wide (in pixels) at most, and no taller than MAX_PAGE_HEIGHT. */
export const DRAWN_WIDTH = 560;
export const MAX_PAGE_HEIGHT = 2400;

let engine: Worker | null = null;

/** In a browser, pdf.js's own worker; under Node (the tests, with the legacy build) its in-thread fallback. */
async function engineReady(): Promise<void> {
  if (typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined') {
    engine ??= new Worker(new URL('./pdf-engine.worker.ts', import.meta.url), { type: 'module', name: 'pdf-engine' });
    GlobalWorkerOptions.workerPort = engine;
    return;
  }
  const inThread = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= await import(/* @vite-ignore */ inThread);
}

function stopEngine(): void {
  engine?.terminate();
  engine = null;
  GlobalWorkerOptions.workerPort = null;
}

export async function parsePdf(path: string, bytes: Uint8Array): Promise<DocumentView> {
  await engineReady();
  const drawable = typeof OffscreenCanvas !== 'undefined';
  const task = getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    enableXfa: false,
    stopAtErrors: false,
    disableFontFace: true,
    useSystemFonts: false,
    ...(drawable ? { CanvasFactory: OffscreenCanvases, FilterFactory: NoFilters, BinaryDataFactory: StandardFontFiles } : {}),
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${path.split('/').pop()} took more than ${PDF_TIME_LIMIT_MS / 1000} s to read, so the app stopped reading it.`)),
      PDF_TIME_LIMIT_MS,
    );
  });
  try {
    return await Promise.race([read(path, await Promise.race([task.promise, timeout]), drawable), timeout]);
  } catch (error) {
    if (error instanceof Error && /took more than/.test(error.message)) stopEngine();
    throw new Error(pdfProblem(path, error));
  } finally {
    clearTimeout(timer);
    void task.destroy().catch(() => undefined);
  }
}

function pdfProblem(path: string, error: unknown): string {
  const name = path.split('/').pop();
  const message = error instanceof Error ? error.message : String(error);
  if (/took more than/.test(message)) return message;
  if (error instanceof Error && error.name === 'PasswordException') return `${name} is protected by a password, so its pages are not shown.`;
  if (error instanceof Error && error.name === 'InvalidPDFException') return `${name} is not a PDF the app can read: ${message.replace(/\.$/, '')}.`;
  return `${name} could not be read as a PDF: ${message.replace(/\.$/, '')}.`;
}

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 500) : null);

async function read(path: string, document: PDFDocumentProxy, drawable: boolean): Promise<DocumentView> {
  const metadata = await document.getMetadata().catch(() => null);
  const info = (metadata?.info ?? {}) as Record<string, unknown>;
  const created = typeof info.CreationDate === 'string' ? PDFDateString.toDateObject(info.CreationDate) : null;
  const pages: DocumentPage[] = [];
  let imageNote: string | null = drawable ? null : 'This reader cannot draw (no OffscreenCanvas): the pages’ text is shown.';
  for (let number = 1; number <= Math.min(document.numPages, MAX_PDF_PAGES); number++) {
    const page = await document.getPage(number);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    let text = '';
    let lastY: number | null = null;
    for (const item of content.items) {
      if (!('str' in item)) continue;
      const y = item.transform[5] as number;
      if (lastY !== null && Math.abs(y - lastY) > 2 && !text.endsWith('\n')) text += '\n';
      else if (text !== '' && !text.endsWith('\n') && !text.endsWith(' ') && item.str !== '') text += ' ';
      text += item.str;
      if (item.hasEOL) text += '\n';
      lastY = y;
      if (text.length > MAX_PDF_PAGE_CHARS) break;
    }
    text = text.replace(/\n{2,}/g, '\n');
    const textCut = text.length > MAX_PDF_PAGE_CHARS;
    let image: DocumentPage['image'] = null;
    if (drawable) {
      const scale = Math.min(DRAWN_WIDTH / viewport.width, 2);
      const width = Math.floor(viewport.width * scale);
      const height = Math.floor(viewport.height * scale);
      if (!(width >= 1 && height >= 1 && height <= MAX_PAGE_HEIGHT)) {
        imageNote = `Page ${number} is ${Math.round(viewport.width)} × ${Math.round(viewport.height)} points, too narrow or too tall to draw: its text is shown.`;
      } else {
        const canvas = new OffscreenCanvas(width, height);
        const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
        context.fillStyle = '#fff';
        context.fillRect(0, 0, width, height);
        await page.render({
          canvas: canvas as unknown as HTMLCanvasElement,
          canvasContext: context as unknown as CanvasRenderingContext2D,
          viewport: page.getViewport({ scale }),
        }).promise;
        image = { width, height, rgba: context.getImageData(0, 0, width, height).data.buffer as ArrayBuffer };
      }
    }
    pages.push({
      number,
      widthPt: Math.round(viewport.width * 100) / 100,
      heightPt: Math.round(viewport.height * 100) / 100,
      text: textCut ? text.slice(0, MAX_PDF_PAGE_CHARS) : text.trim(),
      textCut,
      image,
    });
    page.cleanup();
  }
  return {
    view: 'document',
    path,
    pdfVersion: textOf(info.PDFFormatVersion),
    pageCount: document.numPages,
    info: {
      title: textOf(info.Title),
      author: textOf(info.Author),
      subject: textOf(info.Subject),
      producer: textOf(info.Producer),
      creator: textOf(info.Creator),
      created: created && !Number.isNaN(created.getTime()) ? created.toISOString() : null,
    },
    pages,
    imageNote,
  };
}
