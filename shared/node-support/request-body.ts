/**
 * The one reader of a request's JSON body, for every server of the app (the embedded
 * marketplace, the browser shell): a byte cap, the Content-Type, the parse. It answers what it
 * found; each server says it in its own error shape.
 */
import type { IncomingMessage } from 'node:http';

export type RequestBodyRead =
  | { kind: 'json'; value: unknown }
  /** Nothing but white space, or nothing at all. */
  | { kind: 'empty' }
  | { kind: 'not-json-type'; contentType: string | undefined }
  | { kind: 'too-large'; limit: number }
  /** The parser's own words, without a closing full stop. */
  | { kind: 'bad-json'; reason: string }
  /** The client went away before its body arrived: there is no one to answer. */
  | { kind: 'aborted' };

export interface RequestBodyOptions {
  /** Bytes past which a body is refused, declared (Content-Length) or as it arrives. */
  limit: number;
  /**
   * When the Content-Type must be `application/json`: `always` (checked before a byte is read),
   * or `unless-empty` (an empty body is no input, of no type).
   */
  jsonType: 'always' | 'unless-empty';
}

/** True for `application/json`, with or without parameters such as charset. */
export function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined) return false;
  const semicolon = header.indexOf(';');
  return (semicolon === -1 ? header : header.slice(0, semicolon)).trim().toLowerCase() === 'application/json';
}

export async function readRequestBody(req: IncomingMessage, { limit, jsonType }: RequestBodyOptions): Promise<RequestBodyRead> {
  const contentType = req.headers['content-type'];
  if (jsonType === 'always' && !isJsonContentType(contentType)) {
    req.resume();
    return { kind: 'not-json-type', contentType };
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return { kind: 'too-large', limit };
  const read = await readText(req, limit);
  if (read.kind === 'too-large') return { kind: 'too-large', limit };
  if (read.kind === 'aborted') return read;
  const { text } = read;
  if (text.trim().length === 0) return { kind: 'empty' };
  if (!isJsonContentType(contentType)) return { kind: 'not-json-type', contentType };
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown };
  } catch (error) {
    return { kind: 'bad-json', reason: error instanceof SyntaxError ? error.message.replace(/\.$/, '') : 'unreadable body' };
  }
}

type TextRead = { kind: 'text'; text: string } | { kind: 'too-large' } | { kind: 'aborted' };

function readText(req: IncomingMessage, limit: number): Promise<TextRead> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (outcome: TextRead): void => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) settle({ kind: 'too-large' });
      else chunks.push(chunk);
    });
    req.on('end', () => settle({ kind: 'text', text: Buffer.concat(chunks).toString('utf8') }));
    req.on('error', () => settle({ kind: 'aborted' }));
    req.on('close', () => settle({ kind: 'aborted' }));
  });
}
