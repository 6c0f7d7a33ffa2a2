/**
 * The renderer's Content-Security-Policy, one definition for every way the renderer is served:
 * the built index.html's meta tag (scripts/build.mjs via vite.config.ts), the Electron `app://`
 * protocol and the browser shell's HTTP server (both as a response header and a rewritten meta tag).
 * Plain Node: no Electron imports.
 *
 * Badge images: quality badges are SVGs served by the marketplace the core talks to (`badge_url`).
 * The renderer never talks to the network itself (`connect-src 'self'`), but an <img> of the
 * badge is harmless (no key travels with it), so `img-src` — and only `img-src` — may name the
 * configured connection's origin (and 127.0.0.1 on any port, where the embedded marketplace
 * runs). Both meta tag and header carry the same list, because a
 * document enforces every policy it is given: a stricter meta tag would block what the header allows.
 */

const FIXED_DIRECTIVES: ReadonlyArray<readonly [string, string]> = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['connect-src', "'self'"],
  ['font-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['frame-src', "'none'"],
  ['frame-ancestors', "'none'"],
  ['form-action', "'none'"],
];

/** `http(s)://host[:port]` of a URL, or null when it is not an http(s) URL a CSP can name. */
export function cspOriginOf(url: string | null | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  // IPv6 literals cannot be written as a CSP host-source.
  if (parsed.hostname.startsWith('[')) return null;
  return parsed.origin;
}

/** The embedded marketplace always listens on 127.0.0.1, on a port that may change between runs. */
export const EMBEDDED_MARKETPLACE_IMAGE_SOURCE = 'http://127.0.0.1:*';

export interface ContentSecurityPolicyOptions {
  /** URLs whose origins images may come from (a remote marketplace connection, for quality badges). */
  imageOrigins?: ReadonlyArray<string | null | undefined>;
  /** Allow images from the embedded marketplace (any port on 127.0.0.1). */
  embeddedMarketplaceImages?: boolean;
}

export function contentSecurityPolicy(options: ContentSecurityPolicyOptions = {}): string {
  const imageOrigins = [...new Set((options.imageOrigins ?? []).map(cspOriginOf).filter((o): o is string => o !== null))];
  const imageSources = ["'self'", 'data:', ...(options.embeddedMarketplaceImages ? [EMBEDDED_MARKETPLACE_IMAGE_SOURCE] : []), ...imageOrigins];
  const directives: Array<readonly [string, string]> = [...FIXED_DIRECTIVES];
  directives.splice(3, 0, ['img-src', imageSources.join(' ')]);
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** The policy for a document that names no remote origin at all (the built index.html). */
export const STRICT_CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * Frame-ancestors, sandbox and report-uri are ignored in a meta tag (CSP3 §3.3); the browser
 * logs a warning for each. The header still carries them.
 */
const META_IGNORED_DIRECTIVES = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

export function metaPolicyOf(policy: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive.length > 0 && !META_IGNORED_DIRECTIVES.has(directive.split(/\s+/)[0] ?? ''))
    .join('; ');
}

const CSP_META_PATTERN = /<meta\s+[^>]*http-equiv\s*=\s*["']?Content-Security-Policy["']?[^>]*>/gi;

/**
 * Returns `html` with exactly one CSP meta tag carrying `policy` (minus header-only directives),
 * placed before any script or style so it governs everything after it.
 */
export function withContentSecurityPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(metaPolicyOf(policy))}">`;
  const withoutOld = html.replace(CSP_META_PATTERN, '');
  // Right after <meta charset> (which must come first), else right after <head>.
  const anchor = /<meta\s+charset\s*=[^>]*>/i.exec(withoutOld) ?? /<head(\s[^>]*)?>/i.exec(withoutOld);
  if (anchor) {
    const at = anchor.index + anchor[0].length;
    return `${withoutOld.slice(0, at)}\n    ${meta}${withoutOld.slice(at)}`;
  }
  return `${meta}\n${withoutOld}`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
