/** The browser shell's per-launch access token. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url (43 characters). */
export function createShellToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Constant-time comparison. Both sides are hashed first so neither the content nor the length
 * of the expected token shows in the time taken.
 */
export function tokensMatch(expected: string, given: string | null | undefined): boolean {
  if (typeof given !== 'string' || given.length === 0 || given.length > 1024) return false;
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}
