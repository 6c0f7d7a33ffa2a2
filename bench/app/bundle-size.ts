/**
 * The renderer's download, from the build on disk (`npm run build` first): its scripts gzipped
 * (level 9, as a server or an installer would), those the window loads before its first paint
 * (index.html's script and module preloads) apart from the chunks it fetches after.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleSize {
  /** The scripts index.html loads: what the first paint waits for. */
  initialGzipKb: number;
  /** Every script, the lazily loaded screens too. */
  allGzipKb: number;
  stylesGzipKb: number;
}

export function measureRendererBundle(rendererDir: string): BundleSize {
  const assets = path.join(rendererDir, 'assets');
  const html = readFileSync(path.join(rendererDir, 'index.html'), 'utf8');
  const initial = new Set([...html.matchAll(/(?:src|href)="\.\/assets\/([^"]+\.js)"/g)].map((match) => match[1]));
  const gzipKb = (name: string) => gzipSync(readFileSync(path.join(assets, name)), { level: 9 }).length / 1024;
  const size: BundleSize = { initialGzipKb: 0, allGzipKb: 0, stylesGzipKb: 0 };
  for (const name of readdirSync(assets)) {
    if (name.endsWith('.css')) size.stylesGzipKb += gzipKb(name);
    if (!name.endsWith('.js')) continue;
    const kb = gzipKb(name);
    size.allGzipKb += kb;
    if (initial.has(name)) size.initialGzipKb += kb;
  }
  return size;
}
