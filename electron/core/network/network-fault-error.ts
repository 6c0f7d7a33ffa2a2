/** A failed request's error with what it means on the network, as the HTTP layer receives it. */
import type { OwnErrorCode } from '../../../shared/domain/app-error';

export class NetworkFaultError extends Error {
  /** The socket's code when it had one (the HTTP layer reads it for the phase), else the fault's. */
  readonly code: string;
  readonly appCode: OwnErrorCode;

  constructor(message: string, appCode: OwnErrorCode, code: string, cause: unknown) {
    super(message, { cause });
    this.name = 'NetworkFaultError';
    this.appCode = appCode;
    this.code = code;
  }
}

export function networkFaultOf(error: unknown): NetworkFaultError | null {
  return error instanceof NetworkFaultError ? error : null;
}
