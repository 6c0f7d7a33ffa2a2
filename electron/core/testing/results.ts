/** Unwrapping `Result`s in tests, with the other side's content in the failure message. */
import type { AppError, Result } from '../../../shared/domain/app-error';

export function value<T>(result: Result<unknown>): T {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value as T;
}

export function failure(result: Result<unknown>): AppError {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.value)}`);
  return result.error;
}
