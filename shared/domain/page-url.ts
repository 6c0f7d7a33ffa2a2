/**
 * Whether an address is a page a person can open rather than an API's record: http(s), with no
 * `/v1/` segment in its path. A marketplace may name only its API record for a dataset (the
 * built-in one did until it served pages); such a link is no page.
 */
export function isPageUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && !/\/v1(\/|$)/i.test(parsed.pathname);
  } catch {
    return false;
  }
}
