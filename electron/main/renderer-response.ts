/**
 * The HTTP-shaped answer for a request of the built renderer, shared by the Electron `app://`
 * protocol handler and the browser shell's static file server. Plain Node: no Electron imports.
 */
import { promises as fs } from 'node:fs';
import type { Core } from '../core/create-core';
import { STRICT_CONTENT_SECURITY_POLICY, contentSecurityPolicy, withContentSecurityPolicyMeta } from './content-security-policy';
import { lookupRendererFile } from './renderer-files';

export interface RendererResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

/** Headers every renderer response carries, whatever it is. */
export function securityHeaders(policy: string): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/**
 * The document's policy: strict, plus image sources for quality badges — the embedded
 * marketplace (always loopback) and the current connection's origin. The connection status
 * can take a while when it has to start the embedded marketplace first; the page does not
 * wait for that (the embedded marketplace's images are allowed anyway).
 */
export async function documentPolicyFor(core: Pick<Core, 'invoke'>, waitMs = 1000): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  try {
    const status = await Promise.race([core.invoke('connection:status', undefined), timedOut]);
    const baseUrl =
      status?.ok && typeof status.value === 'object' && status.value !== null
        ? (status.value as { baseUrl?: unknown }).baseUrl
        : undefined;
    return contentSecurityPolicy({ embeddedMarketplaceImages: true, imageOrigins: [typeof baseUrl === 'string' ? baseUrl : null] });
  } catch {
    return contentSecurityPolicy({ embeddedMarketplaceImages: true });
  } finally {
    clearTimeout(timer);
  }
}

function textResponse(status: number, text: string): RendererResponse {
  return {
    status,
    headers: { ...securityHeaders(STRICT_CONTENT_SECURITY_POLICY), 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    body: text,
  };
}

/**
 * @param urlPathname the request's path, as received.
 * @param documentPolicy asked only when the answer is index.html (the one document).
 */
export async function rendererResponse(
  rendererDir: string,
  urlPathname: string,
  documentPolicy: () => Promise<string>,
): Promise<RendererResponse> {
  const found = await lookupRendererFile(rendererDir, urlPathname);
  if (found.kind === 'refused') return textResponse(403, 'Forbidden');
  if (found.kind === 'not-found') return textResponse(404, 'Not found');

  if (found.isIndexHtml) {
    const policy = await documentPolicy();
    const html = withContentSecurityPolicyMeta(await fs.readFile(found.filePath, 'utf8'), policy);
    return {
      status: 200,
      headers: { ...securityHeaders(policy), 'Content-Type': found.contentType, 'Cache-Control': 'no-cache' },
      body: html,
    };
  }
  const hashedAsset = /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(found.filePath.replace(/\\/g, '/'));
  return {
    status: 200,
    headers: {
      ...securityHeaders(STRICT_CONTENT_SECURITY_POLICY),
      'Content-Type': found.contentType,
      'Cache-Control': hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
    body: await fs.readFile(found.filePath),
  };
}
