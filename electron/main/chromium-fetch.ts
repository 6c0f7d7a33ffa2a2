/**
 * Chromium's network stack for the core: `net.request` goes through the session's proxy settings
 * (the system proxy, PAC, WPAD) and the OS certificate store, and raises `login` when a proxy asks
 * for a password (`net.fetch` cannot: it has no such event). Here each request is sent and its
 * answer handed back as a WHATWG Response; what to answer a login is the core's decision
 * (electron/core/network/chromium-requests.ts), as is when Chromium is used (transport-choice.ts).
 */
import type { AuthInfo, ClientRequest, ClientRequestConstructorOptions, IncomingMessage } from 'electron';
import type { ChromiumNetwork, LoginAnswer } from '../core/network/chromium-requests';

export interface ChromiumParts {
  /** Electron's `net.request`. */
  request(options: ClientRequestConstructorOptions): ClientRequest;
  /** The default session's `clearAuthCache()`. */
  clearAuthCache(): Promise<void>;
}

/** Statuses whose answer has no body (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

export function chromiumNetwork(parts: ChromiumParts): ChromiumNetwork {
  return {
    fetch: async (input, init, onLogin) => send(parts, new Request(input, init), onLogin),
    clearAuthCache: () => parts.clearAuthCache(),
  };
}

function headersOf(raw: Record<string, string | string[]>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  return headers;
}

async function send(parts: ChromiumParts, request: Request, onLogin: (challenge: AuthInfo) => LoginAnswer): Promise<Response> {
  const { signal } = request;
  signal.throwIfAborted();
  const body = request.body === null ? null : Buffer.from(await request.arrayBuffer());
  return new Promise<Response>((resolve, reject) => {
    const outgoing = parts.request({ method: request.method, url: request.url, redirect: request.redirect });
    let settled = false;
    let stream: ReadableStreamDefaultController<Uint8Array> | null = null;
    const settle = (answer: Response | Error) => {
      if (settled) return;
      settled = true;
      if (answer instanceof Response) resolve(answer);
      else reject(answer);
    };
    const failStream = (error: unknown) => {
      try {
        stream?.error(error);
      } catch {
        // Already closed.
      }
      stream = null;
    };
    const onAbort = () => {
      const reason: unknown = signal.reason;
      failStream(reason);
      settle(reason instanceof Error ? reason : new DOMException('The operation was aborted.', 'AbortError'));
      outgoing.abort();
    };
    signal.addEventListener('abort', onAbort, { once: true });
    outgoing.on('close', () => signal.removeEventListener('abort', onAbort));

    outgoing.on('login', (challenge, callback) => {
      const answer = onLogin(challenge);
      if (answer === 'cancel') callback();
      else callback(answer.username, answer.password);
    });
    // Electron ends a manual redirect that is not followed; the caller reads the 3xx itself.
    if (request.redirect === 'manual')
      outgoing.on('redirect', (status, _method, _url, headers) => settle(new Response(null, { status, headers: headersOf(headers) })));
    outgoing.on('response', (incoming: IncomingMessage) => {
      const empty = NULL_BODY.has(incoming.statusCode) || request.method === 'HEAD';
      const answerBody = empty
        ? null
        : new ReadableStream<Uint8Array>({
            start(controller) {
              stream = controller;
              incoming.on('data', (chunk) => stream?.enqueue(new Uint8Array(chunk)));
              incoming.on('end', () => {
                stream?.close();
                stream = null;
              });
              incoming.on('error', failStream);
              incoming.on('aborted', () => failStream(new Error('The answer was cut off.')));
            },
            cancel: () => {
              stream = null;
              outgoing.abort();
            },
          });
      settle(new Response(answerBody, { status: incoming.statusCode, statusText: incoming.statusMessage, headers: headersOf(incoming.headers) }));
    });
    outgoing.on('error', (error) => {
      failStream(error);
      settle(error);
    });
    for (const [name, value] of request.headers) outgoing.setHeader(name, value);
    if (body !== null) outgoing.write(body);
    outgoing.end();
  });
}
