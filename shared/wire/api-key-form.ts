/**
 * What an API key may look like before the core sends it in the `X-Api-Key` header: one token of
 * printable ASCII without spaces. The marketplace's keys are `ls_live_` (or `ls_demo_`) and 32
 * base62 characters, but another service may use other prefixes, so any token of the characters
 * keys are made of is accepted; anything that could break a header or add another is refused.
 */
import { z } from 'zod';
import { MAX_API_KEY_LENGTH, MIN_API_KEY_LENGTH } from '../domain/limits';

/** Letters, digits and `. _ ~ + / = -` (base62, base64, base64url, and the usual separators). */
const API_KEY_PATTERN = /^[A-Za-z0-9._~+/=-]+$/;

/** Why `key` (already trimmed) cannot be an API key, or null when it can. */
export function apiKeyFormProblem(key: string): string | null {
  if (key.length < MIN_API_KEY_LENGTH) return 'That key is too short.';
  if (key.length > MAX_API_KEY_LENGTH) return 'That key is too long.';
  if (API_KEY_PATTERN.test(key)) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(key)) {
    return 'An API key has no spaces, tabs or line breaks inside it: check that you copied only the key.';
  }
  return 'An API key has only letters, digits and the characters . _ ~ + / = - in it: check that you copied only the key.';
}

/** The key as typed or pasted: surrounding spaces are dropped, then its form is checked. */
export const apiKeySchema = z
  .string()
  .trim()
  .superRefine((key, context) => {
    const problem = apiKeyFormProblem(key);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
