import { AppErrorException, isAppError, type AppError, type Result } from '../../shared/domain/app-error';

/** Unwraps a bridge Result so react-query (and callers) see a thrown error that keeps the typed AppError. */
export async function unwrap<T>(pending: Promise<Result<T>>): Promise<T> {
  const result = await pending;
  if (result.ok) return result.value;
  throw new AppErrorException(result.error);
}

/** Whatever was thrown (a bridge failure, a bug, a rejected promise), as the one error shape the UI renders. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppErrorException) return error.appError;
  if (isAppError(error)) return error;
  if (error instanceof Error) return { kind: 'unexpected_response', message: error.message || error.name };
  return { kind: 'unexpected_response', message: typeof error === 'string' ? error : 'Something unexpected happened.' };
}
