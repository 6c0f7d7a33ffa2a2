/**
 * The HTTP-shaped answer for a request of the built renderer, shared by the Electron `app://`
 * protocol handler and the browser shell's static file server. Plain Node: no Electron imports.
 */
import { promises as fs } from 'node:fs';
import { CONTENT_SECURITY_POLICY, withContentSecurityPolicyMeta } from './content-security-policy';
import { lookupRendererFile } from './renderer-files';

export interface RendererResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
  /** The page itself (index.html), where the shells put the saved first view. */
  isDocument?: boolean;
}

/** Headers every renderer response carries, whatever it is. */
export function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

function textResponse(status: number, text: string): RendererResponse {
  return {
    status,
    headers: { ...securityHeaders(), 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    body: text,
  };
}

/** @param urlPathname the request's path, as received. */
export async function rendererResponse(rendererDir: string, urlPathname: string): Promise<RendererResponse> {
  const found = await lookupRendererFile(rendererDir, urlPathname);
  if (found.kind === 'refused') return textResponse(403, 'Forbidden');
  if (found.kind === 'not-found') return textResponse(404, 'Not found');

  if (found.isIndexHtml) {
    const html = withContentSecurityPolicyMeta(await fs.readFile(found.filePath, 'utf8'), CONTENT_SECURITY_POLICY);
    return {
      status: 200,
      headers: { ...securityHeaders(), 'Content-Type': found.contentType, 'Cache-Control': 'no-cache' },
      body: html,
      isDocument: true,
    };
  }
  const hashedAsset = /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(found.filePath.replace(/\\/g, '/'));
  return {
    status: 200,
    headers: {
      ...securityHeaders(),
      'Content-Type': found.contentType,
      'Cache-Control': hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
    body: await fs.readFile(found.filePath),
  };
}
