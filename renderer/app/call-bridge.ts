import { AppErrorException, type Result } from '../../shared/app-error';

/** Unwraps a bridge Result so react-query (and callers) see a thrown error that keeps the typed AppError. */
export async function unwrap<T>(pending: Promise<Result<T>>): Promise<T> {
  const result = await pending;
  if (result.ok) return result.value;
  throw new AppErrorException(result.error);
}
