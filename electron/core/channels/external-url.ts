/** The only URLs the app hands to the operating system: https, with a host, no credentials, bounded length. */

export const MAX_EXTERNAL_URL_LENGTH = 2048;

export type ExternalUrlCheck = { ok: true; url: string } | { ok: false; message: string };

export function checkExternalUrl(input: string): ExternalUrlCheck {
  if (input.length > MAX_EXTERNAL_URL_LENGTH) {
    return { ok: false, message: `That link is longer than ${MAX_EXTERNAL_URL_LENGTH} characters, so it was not opened.` };
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(input)) return { ok: false, message: 'That link contains spaces or control characters, so it was not opened.' };
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return { ok: false, message: 'That is not a web address, so it was not opened.' };
  }
  if (url.protocol !== 'https:') return { ok: false, message: `Only https:// links are opened (this one is ${url.protocol}).` };
  if (url.hostname === '') return { ok: false, message: 'That link has no host name, so it was not opened.' };
  if (url.username !== '' || url.password !== '') {
    return { ok: false, message: 'That link contains a user name or password, so it was not opened.' };
  }
  return { ok: true, url: url.href };
}
