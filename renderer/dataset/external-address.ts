/**
 * Which links the app can hand to the system browser. The core opens only https links with a host
 * and no credentials (electron/core/channels/external-url.ts); a link it would refuse is shown as text to
 * copy instead of a button that fails.
 */

export type AddressKind =
  /** Opens in the system browser. */
  | 'openable'
  /** Not openable, and on this computer (the embedded demo marketplace's http://127.0.0.1:… pages). */
  | 'local'
  /** Anything else the core refuses (http elsewhere, credentials, not a URL). */
  | 'refused';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function addressKind(text: string): AddressKind {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'refused';
  }
  if (url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '') return 'openable';
  return LOCAL_HOSTS.has(url.hostname) || url.hostname.endsWith('.localhost') ? 'local' : 'refused';
}
