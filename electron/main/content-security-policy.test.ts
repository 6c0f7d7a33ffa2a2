import { describe, expect, it } from 'vitest';
import {
  STRICT_CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  cspOriginOf,
  metaPolicyOf,
  withContentSecurityPolicyMeta,
} from './content-security-policy';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('is strict by default: no inline code, no remote origins, nothing framed, posted or based elsewhere', () => {
    expect(directive(STRICT_CONTENT_SECURITY_POLICY, 'default-src')).toBe("default-src 'self'");
    expect(directive(STRICT_CONTENT_SECURITY_POLICY, 'script-src')).toBe("script-src 'self'");
    expect(directive(STRICT_CONTENT_SECURITY_POLICY, 'style-src')).toBe("style-src 'self'");
    expect(directive(STRICT_CONTENT_SECURITY_POLICY, 'img-src')).toBe("img-src 'self' data:");
    expect(directive(STRICT_CONTENT_SECURITY_POLICY, 'connect-src')).toBe("connect-src 'self'");
    for (const none of ['object-src', 'base-uri', 'frame-ancestors', 'form-action']) {
      expect(directive(STRICT_CONTENT_SECURITY_POLICY, none)).toBe(`${none} 'none'`);
    }
    expect(STRICT_CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('adds the connection origin to img-src only', () => {
    const policy = contentSecurityPolicy({ imageOrigins: ['https://api.example.com/v1?x=1'], embeddedMarketplaceImages: true });
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: http://127.0.0.1:* https://api.example.com");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
  });

  it('ignores image origins that are not http(s) URLs', () => {
    const policy = contentSecurityPolicy({ imageOrigins: ['javascript:alert(1)', 'not a url', "https://x.test'; script-src *", null, ''] });
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data:");
  });
});

describe('cspOriginOf', () => {
  it('keeps scheme, host and port only', () => {
    expect(cspOriginOf('http://127.0.0.1:4010/v1')).toBe('http://127.0.0.1:4010');
    expect(cspOriginOf('https://user:pw@api.example.com/x')).toBe('https://api.example.com');
    expect(cspOriginOf('file:///etc/passwd')).toBeNull();
    expect(cspOriginOf('http://[::1]:8080/')).toBeNull();
  });
});

describe('withContentSecurityPolicyMeta', () => {
  const html = '<!doctype html><html><head><meta charset="UTF-8"><title>x</title></head><body></body></html>';

  it('puts one CSP meta tag right after <meta charset>, without the header-only frame-ancestors', () => {
    const out = withContentSecurityPolicyMeta(html, STRICT_CONTENT_SECURITY_POLICY);
    expect(out.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(out.indexOf('<meta charset')).toBeLessThan(out.indexOf('Content-Security-Policy'));
    expect(out.indexOf('Content-Security-Policy')).toBeLessThan(out.indexOf('<title>'));
    expect(withContentSecurityPolicyMeta('<html><head><script src="x.js"></script></head></html>', STRICT_CONTENT_SECURITY_POLICY)).toMatch(
      /^<html><head>\s*<meta http-equiv="Content-Security-Policy"[^>]*><script/,
    );
    expect(out).toContain(`content="${metaPolicyOf(STRICT_CONTENT_SECURITY_POLICY)}"`);
    expect(out).not.toContain('frame-ancestors');
  });

  it('replaces an existing policy instead of adding a second one', () => {
    const once = withContentSecurityPolicyMeta(html, STRICT_CONTENT_SECURITY_POLICY);
    const twice = withContentSecurityPolicyMeta(once, contentSecurityPolicy({ imageOrigins: ['https://a.test'] }));
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain('https://a.test');
  });
});
