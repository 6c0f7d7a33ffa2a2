/** What a bridge answers when the app's core itself cannot be reached (shared: the preload and the renderer's bridges both say it). */
import type { AppError, Result } from '../domain/app-error';

/** What every bridge answers when the core itself (not the marketplace) cannot be reached. */
export const CORE_NOT_RESPONDING_MESSAGE = "The app's core is not responding. Restart the app and try again.";

export function coreFailure(message: string = CORE_NOT_RESPONDING_MESSAGE): { ok: false; error: AppError } {
  return { ok: false, error: { kind: 'network', message } };
}

/** True when `value` has the shape of a Result (the core's answer); the value itself is the caller's to check. */
export function isResult(value: unknown): value is Result<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { ok?: unknown; error?: unknown };
  if (candidate.ok === true) return 'value' in candidate;
  if (candidate.ok !== false) return false;
  const error = candidate.error as { kind?: unknown; message?: unknown } | null | undefined;
  return typeof error === 'object' && error !== null && typeof error.kind === 'string' && typeof error.message === 'string';
}
