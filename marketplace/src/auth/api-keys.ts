import { hash } from 'node:crypto';

/** Shown in /v1/me so a person can tell keys apart: the kind marker plus four secret characters. */
const PREFIX_LENGTH = 12;

/** `ls_live_` or `ls_demo_` followed by 32 base62 characters from a CSPRNG (shared/: the core makes demo keys too). */
export { generateApiKey } from '@dmd/shared/wire/api-key-generator';

/** The only form in which a key is stored. */
export function hashApiKey(key: string): string {
  return hash('sha256', key, 'hex');
}

export function keyPrefix(key: string): string {
  return key.slice(0, PREFIX_LENGTH);
}

/** Keys given to startMarketplace from outside: printable, no spaces, of a sane length. */
export function isAcceptableKey(key: string): boolean {
  return /^[A-Za-z0-9_-]{16,128}$/.test(key);
}
