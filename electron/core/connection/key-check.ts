/**
 * Whether a marketplace knows an API key, asked before the key is stored anywhere: one GET
 * /v1/me with the key. A key it refuses is never saved, and the user is told why in words that
 * say what to check; a key it knows but that lacks a scope, or whose quota is used up, is its key.
 */
import type { AppError, Result } from '../../../shared/domain/app-error';
import type { AccountReading } from '../../../shared/domain/readings/account-reading';
import type { ResponseInfo } from '../http/marketplace-client';

export interface KeyCheck {
  profile: Result<AccountReading>;
  /** The answer's status and headers, for the quota tracker once the key is stored. */
  response: ResponseInfo | null;
}

/** `askMe` asks GET /v1/me with the key, handing the response it gets to `onResponse` (not to the quota tracker: the key may be another account's). */
export async function checkKey(askMe: (onResponse: (info: ResponseInfo) => void) => Promise<Result<AccountReading>>): Promise<Result<KeyCheck>> {
  const seen: { response: ResponseInfo | null } = { response: null };
  const profile = await askMe((info) => (seen.response = info));
  const recognised = profile.ok || profile.error.kind === 'forbidden' || profile.error.kind === 'quota_exceeded';
  if (!recognised) return { ok: false, error: keyRejection(profile.error) };
  return { ok: true, value: { profile, response: seen.response } };
}

/** Why a key was not saved, from why it could not be checked. */
export function keyRejection(error: AppError): AppError {
  if (error.kind === 'unauthorized') {
    return {
      ...error,
      message: 'The marketplace did not accept this key, so it was not saved. Check that you copied the whole key and that it has not been revoked.',
    };
  }
  return { ...error, message: `The key was not saved because it could not be checked: ${error.message}` };
}
