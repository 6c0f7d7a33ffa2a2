import type { IncomingMessage } from 'node:http';
import { readRequestBody } from '@dmd/shared/node-support/request-body';
import { invalidJson, invalidParameter, unsupportedMediaType } from './api-error';

export const MAX_BODY_BYTES = 64 * 1024;

/** The client went away before its body arrived: nothing to answer. */
export class RequestAbortedError extends Error {
  constructor() {
    super('request aborted by the client');
    this.name = 'RequestAbortedError';
  }
}

/** A route's JSON body, or the API's error: 415 unless application/json, 400 when too large, empty or unparseable. */
export async function readRequestBodyOrThrow(req: IncomingMessage): Promise<unknown> {
  const read = await readRequestBody(req, { limit: MAX_BODY_BYTES, jsonType: 'always' });
  switch (read.kind) {
    case 'json':
      return read.value;
    case 'not-json-type':
      throw unsupportedMediaType(read.contentType);
    case 'too-large':
      throw invalidParameter('body', `The request body is larger than ${read.limit} bytes.`);
    case 'empty':
      throw invalidJson('the body is empty');
    case 'bad-json':
      throw invalidJson(read.reason);
    case 'aborted':
      throw new RequestAbortedError();
  }
}
