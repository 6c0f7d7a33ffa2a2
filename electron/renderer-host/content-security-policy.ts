/**
 * The renderer's Content-Security-Policy, one constant for every way the renderer is served:
 * the built index.html's meta tag (scripts/build.mjs via vite.config.ts), the Electron `app://`
 * protocol and the browser shell's HTTP server (both as a response header and a rewritten meta
 * tag). Plain Node: no Electron imports.
 *
 * No remote origin appears anywhere: the renderer talks only to the core, and quality badges
 * come through the core too (`datasets:badge`, as `data:` URLs), so the policy never depends
 * on the connection and no page can probe ports on this computer with <img> tags.
 */

const DIRECTIVES: ReadonlyArray<readonly [string, string]> = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self' data:"],
  ['connect-src', "'self'"],
  ['font-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['frame-src', "'none'"],
  ['frame-ancestors', "'none'"],
  ['form-action', "'none'"],
];

export const CONTENT_SECURITY_POLICY = DIRECTIVES.map(([name, value]) => `${name} ${value}`).join('; ');

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
