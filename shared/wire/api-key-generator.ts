/**
 * The keys the embedded marketplace hands out: `ls_live_` or `ls_demo_` and 32 base62
 * characters from a CSPRNG. One definition for the marketplace (which issues them) and the core
 * (which makes the demo account's key on first start and recognises one later). Web Crypto's
 * `getRandomValues` exists in Node and in browsers alike.
 */
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SECRET_LENGTH = 32;
/** The largest multiple of 62 a byte can hold: bytes at or above it are drawn again, so every character is equally likely. */
const UNBIASED_LIMIT = 248;

export type ApiKeyKind = 'live' | 'demo';

export const DEMO_KEY_PATTERN = /^ls_demo_[0-9A-Za-z]{32}$/;

export function generateApiKey(kind: ApiKeyKind): string {
  let secret = '';
  const bytes = new Uint8Array(64);
  while (secret.length < SECRET_LENGTH) {
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT && secret.length < SECRET_LENGTH) secret += BASE62[byte % BASE62.length];
    }
  }
  return `ls_${kind}_${secret}`;
}
