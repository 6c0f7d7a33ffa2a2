/**
 * What pdf.js needs from its page in a worker, where there is no document: canvases (an
 * OffscreenCanvas), the 14 standard fonts' files (pdf.js's own copies, same-origin assets of the
 * build: a PDF that names Helvetica without embedding it is drawn with Liberation Sans), and no
 * SVG filters (a PDF's transfer functions are drawn without them).
 */
import { ownValue } from '../../../../shared/domain/own-keys';

/** pdf.js asks for a standard font by its file name; each is an asset of the build, fetched when a PDF needs it. */
const STANDARD_FONTS: Readonly<Record<string, string>> = {
  'LiberationSans-Regular.ttf': new URL('../../../../node_modules/pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf', import.meta.url).href,
  'LiberationSans-Bold.ttf': new URL('../../../../node_modules/pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf', import.meta.url).href,
  'LiberationSans-Italic.ttf': new URL('../../../../node_modules/pdfjs-dist/standard_fonts/LiberationSans-Italic.ttf', import.meta.url).href,
  'LiberationSans-BoldItalic.ttf': new URL('../../../../node_modules/pdfjs-dist/standard_fonts/LiberationSans-BoldItalic.ttf', import.meta.url).href,
  'FoxitSerif.pfb': new URL('../../../../node_modules/pdfjs-dist/standard_fonts/FoxitSerif.pfb', import.meta.url).href,
  'FoxitSerifBold.pfb': new URL('../../../../node_modules/pdfjs-dist/standard_fonts/FoxitSerifBold.pfb', import.meta.url).href,
  'FoxitSerifItalic.pfb': new URL('../../../../node_modules/pdfjs-dist/standard_fonts/FoxitSerifItalic.pfb', import.meta.url).href,
  'FoxitSerifBoldItalic.pfb': new URL('../../../../node_modules/pdfjs-dist/standard_fonts/FoxitSerifBoldItalic.pfb', import.meta.url).href,
  'FoxitFixed.pfb': new URL('../../../../node_modules/pdfjs-dist/standard_fonts/FoxitFixed.pfb', import.meta.url).href,
  'FoxitFixedBold.pfb': new URL('../../../../node_modules/pdfjs-dist/standard_fonts/FoxitFixedBold.pfb', import.meta.url).href,
  'FoxitSymbol.pfb': new URL('../../../../node_modules/pdfjs-dist/standard_fonts/FoxitSymbol.pfb', import.meta.url).href,
  'FoxitDingbats.pfb': new URL('../../../../node_modules/pdfjs-dist/standard_fonts/FoxitDingbats.pfb', import.meta.url).href,
};

export class StandardFontFiles {
  constructor(_options: unknown) {}

  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = kind === 'standardFontDataUrl' ? ownValue(STANDARD_FONTS, filename) : undefined;
    if (url === undefined) throw new Error(`No ${kind} file ${filename} in this build.`);
    const answer = await fetch(url);
    if (!answer.ok) throw new Error(`The font file ${filename} could not be loaded (${answer.status}).`);
    return new Uint8Array(await answer.arrayBuffer());
  }
}

interface CanvasPair {
  canvas: OffscreenCanvas | null;
  context: OffscreenCanvasRenderingContext2D | null;
}

export class OffscreenCanvases {
  constructor(_options: unknown) {}

  create(width: number, height: number): CanvasPair {
    if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
    const canvas = new OffscreenCanvas(width, height);
    return { canvas, context: canvas.getContext('2d', { willReadFrequently: true }) };
  }

  reset(pair: CanvasPair, width: number, height: number): void {
    if (!pair.canvas || width <= 0 || height <= 0) throw new Error('Invalid canvas size');
    pair.canvas.width = width;
    pair.canvas.height = height;
  }

  destroy(pair: CanvasPair): void {
    if (pair.canvas) pair.canvas.width = pair.canvas.height = 0;
    pair.canvas = null;
    pair.context = null;
  }
}

export class NoFilters {
  constructor(_options: unknown) {}
  addFilter(): string {
    return 'none';
  }
  addHCMFilter(): string {
    return 'none';
  }
  addAlphaFilter(): string {
    return 'none';
  }
  addLuminosityFilter(): string {
    return 'none';
  }
  addHighlightHCMFilter(): string {
    return 'none';
  }
  destroy(): void {}
}
