import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { isJsonContentType, readRequestBody, type RequestBodyOptions, type RequestBodyRead } from './request-body';

const JSON_TYPE = { 'content-type': 'application/json' };

/** A request as the reader sees it: headers, then the body's chunks, then its end. */
function request(headers: http.IncomingHttpHeaders, chunks: readonly string[]): http.IncomingMessage {
  const stream = new PassThrough();
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  return Object.assign(stream, { headers }) as unknown as http.IncomingMessage;
}

const read = (headers: http.IncomingHttpHeaders, chunks: readonly string[], options: Partial<RequestBodyOptions> = {}) =>
  readRequestBody(request(headers, chunks), { limit: 64, jsonType: 'always', ...options });

describe('readRequestBody', () => {
  it('parses a JSON body sent in pieces, with a charset', async () => {
    expect(await read({ 'content-type': 'application/json; charset=utf-8' }, ['{"a":', '[1,2]}'])).toEqual({ kind: 'json', value: { a: [1, 2] } });
  });

  it('refuses a body past the limit, as it arrives or as declared', async () => {
    expect(await read(JSON_TYPE, ['"', 'x'.repeat(40), 'x'.repeat(40), '"'])).toEqual({ kind: 'too-large', limit: 64 });
    const declared = request({ ...JSON_TYPE, 'content-length': '65' }, []);
    expect(await readRequestBody(declared, { limit: 64, jsonType: 'always' })).toEqual({ kind: 'too-large', limit: 64 });
    expect(declared.listenerCount('data')).toBe(0);
    expect(await read(JSON_TYPE, [`"${'x'.repeat(62)}"`])).toEqual({ kind: 'json', value: 'x'.repeat(62) });
  });

  it('says why a body is not JSON, in the parser’s words', async () => {
    const outcome = await read(JSON_TYPE, ['{"dataset_ids": [']);
    expect(outcome.kind).toBe('bad-json');
    expect((outcome as Extract<RequestBodyRead, { kind: 'bad-json' }>).reason).toMatch(/JSON/);
    expect((outcome as Extract<RequestBodyRead, { kind: 'bad-json' }>).reason).not.toMatch(/\.$/);
  });

  it('refuses another type before reading a byte when JSON is always required', async () => {
    const form = request({ 'content-type': 'application/x-www-form-urlencoded' }, ['x'.repeat(100)]);
    expect(await readRequestBody(form, { limit: 64, jsonType: 'always' })).toEqual({
      kind: 'not-json-type',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(await read({}, [''])).toEqual({ kind: 'not-json-type', contentType: undefined });
  });

  it('takes an empty body of any type as no input when JSON is required unless empty', async () => {
    expect(await read({}, [], { jsonType: 'unless-empty' })).toEqual({ kind: 'empty' });
    expect(await read({ 'content-type': 'text/plain' }, [' \n'], { jsonType: 'unless-empty' })).toEqual({ kind: 'empty' });
    expect(await read({ 'content-type': 'text/plain' }, ['{}'], { jsonType: 'unless-empty' })).toEqual({ kind: 'not-json-type', contentType: 'text/plain' });
    // The size is judged before the type: a large body of another type is too large.
    expect(await read({ 'content-type': 'text/plain' }, ['x'.repeat(100)], { jsonType: 'unless-empty' })).toEqual({ kind: 'too-large', limit: 64 });
  });

  it('says empty for a JSON body of nothing but white space', async () => {
    expect(await read(JSON_TYPE, [])).toEqual({ kind: 'empty' });
    expect(await read(JSON_TYPE, ['  ', '\r\n'])).toEqual({ kind: 'empty' });
  });

  it('says aborted when the client leaves before its body arrived', async () => {
    let reading: (started: { outcome: Promise<RequestBodyRead> }) => void = () => undefined;
    const started = new Promise<{ outcome: Promise<RequestBodyRead> }>((resolve) => (reading = resolve));
    const server = http.createServer((req) => reading({ outcome: readRequestBody(req, { limit: 1024, jsonType: 'always' }) }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":');
    const { outcome } = await started;
    socket.destroy();
    expect(await outcome).toEqual({ kind: 'aborted' });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});

describe('isJsonContentType', () => {
  it('accepts application/json with parameters, in any case, and nothing else', () => {
    expect(isJsonContentType('application/json')).toBe(true);
    expect(isJsonContentType('Application/JSON; charset=utf-8')).toBe(true);
    expect(isJsonContentType(undefined)).toBe(false);
    expect(isJsonContentType('text/json')).toBe(false);
    expect(isJsonContentType('application/json-patch+json')).toBe(false);
  });
});
