import type { IncomingMessage } from 'node:http';
import { invalidJson, invalidParameter, unsupportedMediaType } from './api-error';

export const MAX_BODY_BYTES = 64 * 1024;

/** The client went away before its body arrived: nothing to answer. */
export class RequestAbortedError extends Error {
  constructor() {
    super('request aborted by the client');
    this.name = 'RequestAbortedError';
  }
}

/** True for `application/json`, with or without parameters such as charset. */
export function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined) return false;
  const semicolon = header.indexOf(';');
  return (semicolon === -1 ? header : header.slice(0, semicolon)).trim().toLowerCase() === 'application/json';
}

/** Reads and parses a JSON body: 415 unless application/json, 400 when too large or unparseable. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const contentType = req.headers['content-type'];
  if (!isJsonContentType(contentType)) {
    req.resume();
    throw unsupportedMediaType(contentType);
  }
  const text = await readText(req);
  if (text.trim().length === 0) throw invalidJson('the body is empty');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw invalidJson(error instanceof SyntaxError ? error.message.replace(/\.$/, '') : 'unreadable body');
  }
}

function readText(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (action: () => void): void => {
      if (settled) return;
      settled = true;
      action();
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        settle(() => reject(invalidParameter('body', `The request body is larger than ${MAX_BODY_BYTES} bytes.`)));
        req.resume();
        return;
      }
      if (!settled) chunks.push(chunk);
    });
    req.on('end', () => settle(() => resolve(Buffer.concat(chunks).toString('utf8'))));
    req.on('aborted', () => settle(() => reject(new RequestAbortedError())));
    req.on('error', () => settle(() => reject(new RequestAbortedError())));
  });
}
