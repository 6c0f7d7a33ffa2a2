/**
 * pdf.js's own worker (it parses the PDF; the preview's worker draws the pages), started by
 * parse-pdf.ts as a same-origin module file: no blob: and no eval, so the CSP stays as it is.
 */
import 'pdfjs-dist/build/pdf.worker.mjs';
