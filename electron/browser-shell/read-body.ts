/** A request's body as text, up to a byte limit: a larger one (declared or sent) is refused unread. */
import type http from 'node:http';

export type BodyRead = { kind: 'ok'; text: string } | { kind: 'too-large' } | { kind: 'aborted' };

export function readBody(req: http.IncomingMessage, limit: number): Promise<BodyRead> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve({ kind: 'too-large' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (read: BodyRead) => {
      if (settled) return;
      settled = true;
      resolve(read);
    };
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) settle({ kind: 'too-large' });
      else chunks.push(chunk);
    });
    req.on('end', () => settle({ kind: 'ok', text: Buffer.concat(chunks).toString('utf8') }));
    req.on('error', () => settle({ kind: 'aborted' }));
    req.on('close', () => settle({ kind: 'aborted' }));
  });
}
