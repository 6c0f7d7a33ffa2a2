/**
 * What serves the contract's channels (shared/ipc/ipc-contract.ts): a handler per channel takes the
 * validated input and answers a Result. Each area's module serves its own channels, and
 * create-core.ts joins them into one table that must name every channel.
 */
import type { AppError, Result } from '../../../shared/domain/app-error';
import type { ChannelParsedInput, ChannelResult, InvokeChannel } from '../../../shared/ipc/ipc-contract';

type ChannelHandler<C extends InvokeChannel> = (input: ChannelParsedInput<C>) => Promise<Result<ChannelResult<C>>>;

/** The handlers of some channels (all of them, without a type argument). */
export type ChannelHandlers<C extends InvokeChannel = InvokeChannel> = { [K in C]: ChannelHandler<K> };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export const failed = (error: AppError): Result<never> => ({ ok: false, error });

export function invalidInput(message: string, param?: string): Result<never> {
  return failed({ kind: 'invalid_input', message, ...(param ? { param } : {}) });
}
