/**
 * Reads a fetch Response body up to a byte limit, stopping (and cancelling the stream) as soon
 * as the limit is passed, so a server cannot make the app hold an answer of any size.
 */
export const MAX_RESPONSE_BYTES = 10 * 1024 * 1024;

export type CappedBody = { ok: true; bytes: Uint8Array } | { ok: false; tooLarge: true };

export async function readCappedBody(response: Response, maxBytes: number): Promise<CappedBody> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return { ok: false, tooLarge: true };
  }
  if (!response.body) return { ok: true, bytes: new Uint8Array() };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, tooLarge: true };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/** "10 MB", "100 KB": a byte limit as a person reads it. */
export function describeByteLimit(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${bytes} bytes`;
}
