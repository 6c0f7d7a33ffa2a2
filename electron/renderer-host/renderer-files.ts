/**
 * Maps a request path to a file of the built renderer (out/renderer), for the Electron `app://`
 * protocol and the browser shell alike. Plain Node: no Electron imports.
 *
 * Only regular files under the renderer directory are served — after resolving symlinks — and
 * any path that would leave it (`..`, encoded `%2e%2e`, `%2f`, backslashes, NUL) is refused.
 * A path without a file extension that names no file falls back to index.html (the React app
 * routes it); a missing asset is a plain 404.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';

export type RendererFileLookup = { kind: 'file'; filePath: string; contentType: string; isIndexHtml: boolean } | { kind: 'not-found' } | { kind: 'refused' };

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

function contentTypeOf(filePath: string): string {
  // eslint-disable-next-line own-keys/no-string-key-lookup -- an extension starts with '.', as no member of Object.prototype does
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Splits a URL path (as received, possibly percent-encoded) into safe segments, or null when
 * it tries to leave the root or is malformed.
 */
export function safePathSegments(urlPathname: string): string[] | null {
  const withoutQuery = urlPathname.split(/[?#]/, 1)[0] ?? '';
  const segments: string[] = [];
  for (const raw of withoutQuery.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '.' || segment === '..') return null;
    if (/[/\\\0]/.test(segment) || /^[a-zA-Z]:/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

function isInside(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

async function regularFileInside(rootReal: string, filePath: string): Promise<string | 'outside' | null> {
  let real: string;
  try {
    real = await fs.realpath(filePath);
  } catch {
    return null;
  }
  if (!isInside(rootReal, real)) return 'outside';
  const stat = await fs.stat(real);
  return stat.isFile() ? real : null;
}

export async function lookupRendererFile(rendererDir: string, urlPathname: string): Promise<RendererFileLookup> {
  const segments = safePathSegments(urlPathname);
  if (segments === null) return { kind: 'refused' };

  let rootReal: string;
  try {
    rootReal = await fs.realpath(rendererDir);
  } catch {
    return { kind: 'not-found' };
  }

  const indexPath = path.join(rootReal, 'index.html');
  const serveIndex = async (): Promise<RendererFileLookup> => {
    const found = await regularFileInside(rootReal, indexPath);
    return typeof found === 'string' && found !== 'outside'
      ? { kind: 'file', filePath: found, contentType: contentTypeOf(found), isIndexHtml: true }
      : { kind: 'not-found' };
  };

  if (segments.length === 0) return serveIndex();

  const candidate = path.join(rootReal, ...segments);
  if (!isInside(rootReal, candidate)) return { kind: 'refused' };
  const found = await regularFileInside(rootReal, candidate);
  if (found === 'outside') return { kind: 'refused' };
  if (found !== null) {
    return { kind: 'file', filePath: found, contentType: contentTypeOf(found), isIndexHtml: found === indexPath };
  }
  const last = segments[segments.length - 1] ?? '';
  return path.extname(last) === '' ? serveIndex() : { kind: 'not-found' };
}
