import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, metaPolicyOf, withContentSecurityPolicyMeta } from './content-security-policy';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('CONTENT_SECURITY_POLICY', () => {
  it('is strict: no inline code, no remote origin or port range, nothing framed, posted or based elsewhere', () => {
    expect(directive(CONTENT_SECURITY_POLICY, 'default-src')).toBe("default-src 'self'");
    expect(directive(CONTENT_SECURITY_POLICY, 'script-src')).toBe("script-src 'self'");
    expect(directive(CONTENT_SECURITY_POLICY, 'style-src')).toBe("style-src 'self'");
    expect(directive(CONTENT_SECURITY_POLICY, 'img-src')).toBe("img-src 'self' data:");
    expect(directive(CONTENT_SECURITY_POLICY, 'connect-src')).toBe("connect-src 'self'");
    for (const none of ['object-src', 'base-uri', 'frame-ancestors', 'form-action']) {
      expect(directive(CONTENT_SECURITY_POLICY, none)).toBe(`${none} 'none'`);
    }
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
  });
});

describe('withContentSecurityPolicyMeta', () => {
  const html = '<!doctype html><html><head><meta charset="UTF-8"><title>x</title></head><body></body></html>';

  it('puts one CSP meta tag right after <meta charset>, without the header-only frame-ancestors', () => {
    const out = withContentSecurityPolicyMeta(html, CONTENT_SECURITY_POLICY);
    expect(out.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(out.indexOf('<meta charset')).toBeLessThan(out.indexOf('Content-Security-Policy'));
    expect(out.indexOf('Content-Security-Policy')).toBeLessThan(out.indexOf('<title>'));
    expect(withContentSecurityPolicyMeta('<html><head><script src="x.js"></script></head></html>', CONTENT_SECURITY_POLICY)).toMatch(
      /^<html><head>\s*<meta http-equiv="Content-Security-Policy"[^>]*><script/,
    );
    expect(out).toContain(`content="${metaPolicyOf(CONTENT_SECURITY_POLICY)}"`);
    expect(out).not.toContain('frame-ancestors');
  });

  it('replaces an existing policy instead of adding a second one', () => {
    const once = withContentSecurityPolicyMeta(html, "default-src 'none'");
    const twice = withContentSecurityPolicyMeta(once, CONTENT_SECURITY_POLICY);
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain("img-src 'self' data:");
    expect(twice).not.toContain("default-src 'none'");
  });
});
