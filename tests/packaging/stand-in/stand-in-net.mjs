/**
 * A stand-in for Electron's `net.request` and the session's `clearAuthCache()`, so the core's
 * Chromium path (electron/main/chromium-fetch.ts) runs under Node, where Electron cannot. It does
 * what Chromium does with a request, as far as the app relies on it:
 *
 * - the route: straight out, or through the one HTTP proxy the test gives as the system's
 *   (`proxy`), with Chromium's implicit bypass of loopback addresses unless the bypass rules hold
 *   `<-loopback>` (other rules: host names and `.domain` suffixes). A plain-HTTP request goes to the
 *   proxy in absolute form; HTTPS through the proxy (a CONNECT tunnel) is not emulated and fails
 *   with net::ERR_NOT_IMPLEMENTED;
 * - a 407 with Proxy-Authenticate, or a 401 with WWW-Authenticate, raises `login` (isProxy, scheme,
 *   host, port, realm): credentials given are sent again (Basic), none hand the 407 or 401 on as
 *   the response, as does a request with no `login` listener;
 * - Chromium's auth cache: credentials given for a proxy are kept and sent ahead on later requests
 *   through it, dropped when the proxy answers them 407 (and `login` raised again), and all
 *   forgotten on `clearAuthCache()`;
 * - redirects: followed ('follow'), refused ('error'), or `redirect` raised and the request ended
 *   unless `followRedirect()` is called during it ('manual');
 * - bodies decoded (gzip, deflate, br), as Chromium's loader hands them; failures as net::ERR_….
 *
 * `sent` lists every attempt (its URL, whether through the proxy, with which Proxy-Authorization
 * user), for tests that count.
 */
import { EventEmitter } from 'node:events';
import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';

const NET_ERRORS = {
  ECONNREFUSED: 'ERR_CONNECTION_REFUSED',
  ENOTFOUND: 'ERR_NAME_NOT_RESOLVED',
  EAI_AGAIN: 'ERR_NAME_NOT_RESOLVED',
  ECONNRESET: 'ERR_CONNECTION_RESET',
  ETIMEDOUT: 'ERR_CONNECTION_TIMED_OUT',
  EHOSTUNREACH: 'ERR_ADDRESS_UNREACHABLE',
};
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 20;

const isLoopback = (host) => host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '[::1]' || host === '::1';
const portOf = (url) => Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
const netError = (name) => new Error(`net::${name}`);
const basic = ({ username, password }) => `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
const userOf = (token) => (token ? Buffer.from(token.slice('Basic '.length), 'base64').toString('utf8').split(':')[0] : null);

function challengeOf(header) {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string' || value.trim() === '') return null;
  return { scheme: value.trim().split(/\s+/)[0].toLowerCase(), realm: /realm="([^"]*)"/i.exec(value)?.[1] ?? '' };
}

/** Headers as Electron's IncomingMessage gives them: lower-case names, repeats joined (set-cookie kept a list). */
function electronHeaders(raw) {
  const headers = {};
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index].toLowerCase();
    const value = raw[index + 1];
    if (name === 'set-cookie') headers[name] = [...(headers[name] ?? []), value];
    else headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return headers;
}

function decoded(answer) {
  const encoding = String(answer.headers['content-encoding'] ?? '').toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return answer.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return answer.pipe(zlib.createInflate());
  if (encoding === 'br') return answer.pipe(zlib.createBrotliDecompress());
  return answer;
}

/**
 * @param {{ proxy?: string | null, bypass?: string }} [options]
 */
export function createStandInNet(options = {}) {
  const proxy = options.proxy ? new URL(options.proxy) : null;
  const rules = (options.bypass ?? '').split(/[,;\s]+/).filter((rule) => rule !== '');
  const proxyKey = proxy === null ? '' : `${proxy.hostname}:${portOf(proxy)}`;
  /** The auth cache: proxy host:port, or a server's origin, → the Basic token given for it. */
  const cache = new Map();
  const sent = [];

  function throughProxy(url) {
    if (proxy === null) return false;
    const host = url.hostname.toLowerCase();
    if (isLoopback(host) && !rules.includes('<-loopback>')) return false;
    return !rules.some((rule) => rule === host || (rule.startsWith('.') && host.endsWith(rule)));
  }

  class StandInIncomingMessage extends EventEmitter {
    constructor(answer) {
      super();
      this.statusCode = answer.statusCode;
      this.statusMessage = answer.statusMessage ?? '';
      this.rawHeaders = answer.rawHeaders;
      this.headers = electronHeaders(answer.rawHeaders);
      this.httpVersion = answer.httpVersion;
    }
  }

  class StandInClientRequest extends EventEmitter {
    constructor(requestOptions) {
      super();
      const given = typeof requestOptions === 'string' ? { url: requestOptions } : requestOptions;
      this.url = new URL(given.url);
      if (this.url.protocol !== 'http:' && this.url.protocol !== 'https:') throw new Error('ClientRequest only supports http: and https: protocols');
      this.method = (given.method ?? 'GET').toUpperCase();
      this.redirectPolicy = given.redirect ?? 'follow';
      this.headers = new Map(Object.entries(given.headers ?? {}).map(([name, value]) => [name.toLowerCase(), { name, value: String(value) }]));
      this.chunks = [];
      this.started = false;
      this.closed = false;
      this.current = null;
      this.response = null;
      this.followRedirectCb = null;
    }
    setHeader(name, value) {
      if (this.started) throw new Error("Can't set headers after they are sent");
      this.headers.set(name.toLowerCase(), { name, value: String(value) });
    }
    getHeader(name) {
      return this.headers.get(name.toLowerCase())?.value;
    }
    removeHeader(name) {
      this.headers.delete(name.toLowerCase());
    }
    write(chunk) {
      this.chunks.push(Buffer.from(chunk));
    }
    end(chunk) {
      if (chunk !== undefined) this.write(chunk);
      this.started = true;
      setImmediate(() => {
        this.run().catch((error) => this.fail(error));
      });
      return this;
    }
    followRedirect() {
      this.followRedirectCb?.();
    }
    abort() {
      if (this.closed) return;
      this.current?.destroy();
      this.emit('abort');
      this.response?.emit('aborted');
      this.close();
    }
    close() {
      if (this.closed) return;
      this.closed = true;
      this.emit('close');
    }
    fail(error) {
      if (this.closed) return;
      this.response?.emit('error', error);
      this.emit('error', error);
      this.close();
    }

    /** Raises `login` and waits for its answer: credentials, or null to hand the challenge's answer on. */
    askLogin(authInfo) {
      return new Promise((resolve) => {
        const callback = (username, password) =>
          resolve(username === undefined || (username === '' && !password) ? null : { username, password: password ?? '' });
        if (!this.emit('login', authInfo, callback)) resolve(null);
      });
    }

    send(url, method, body, viaProxy, proxyToken, serverToken) {
      const headers = { 'accept-encoding': 'gzip, deflate, br' };
      for (const { name, value } of this.headers.values()) headers[name] = value;
      headers.host = url.host;
      if (serverToken) headers.authorization = serverToken;
      if (proxyToken) headers['proxy-authorization'] = proxyToken;
      if (body.length > 0) headers['content-length'] = String(body.length);
      sent.push({ url: url.href, viaProxy, proxyUser: userOf(proxyToken) });
      const target = viaProxy
        ? { transport: http, host: proxy.hostname, port: portOf(proxy), path: url.href }
        : {
            transport: url.protocol === 'https:' ? https : http,
            host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
            port: portOf(url),
            path: `${url.pathname}${url.search}`,
          };
      return new Promise((resolve, reject) => {
        const outgoing = target.transport.request({ host: target.host, port: target.port, path: target.path, method, headers, agent: false }, resolve);
        this.current = outgoing;
        outgoing.on('error', (error) => {
          if (viaProxy && (error.code === 'ECONNREFUSED' || error.code === 'ENOTFOUND')) reject(netError('ERR_PROXY_CONNECTION_FAILED'));
          else reject(netError(NET_ERRORS[error.code] ?? 'ERR_FAILED'));
        });
        outgoing.end(body.length > 0 ? body : undefined);
      });
    }

    async run() {
      let url = this.url;
      let method = this.method;
      let body = Buffer.concat(this.chunks);
      let serverToken = cache.get(url.origin) ?? null;
      for (let redirects = 0; ;) {
        const viaProxy = throughProxy(url);
        if (viaProxy && url.protocol === 'https:') throw netError('ERR_NOT_IMPLEMENTED');
        const proxyToken = viaProxy ? (cache.get(proxyKey) ?? null) : null;
        const answer = await this.send(url, method, body, viaProxy, proxyToken, serverToken);
        if (this.closed) return answer.resume();
        const status = answer.statusCode;
        const login =
          status === 407 && viaProxy
            ? { isProxy: true, challenge: challengeOf(answer.headers['proxy-authenticate']), host: proxy.hostname, port: portOf(proxy) }
            : status === 401
              ? { isProxy: false, challenge: challengeOf(answer.headers['www-authenticate']), host: url.hostname, port: portOf(url) }
              : null;
        if (login !== null && login.challenge !== null) {
          // Credentials answered with the same challenge were refused: they leave the cache.
          if (login.isProxy) cache.delete(proxyKey);
          else cache.delete(url.origin);
          const given = await this.askLogin({
            isProxy: login.isProxy,
            scheme: login.challenge.scheme,
            host: login.host,
            port: login.port,
            realm: login.challenge.realm,
          });
          if (this.closed) return answer.resume();
          if (given !== null) {
            answer.resume();
            // Kept before it is known to be good, as Chromium's auth cache does; a 407 takes it out again.
            if (login.isProxy) cache.set(proxyKey, basic(given));
            else {
              serverToken = basic(given);
              cache.set(url.origin, serverToken);
            }
            continue;
          }
          return this.deliver(answer);
        }
        const location = answer.headers.location;
        if (REDIRECTS.has(status) && typeof location === 'string') {
          const next = new URL(location, url);
          answer.resume();
          if (this.redirectPolicy === 'error') throw new Error("Attempted to redirect, but redirect policy was 'error'");
          const nextMethod = status === 303 || ((status === 301 || status === 302) && method === 'POST') ? 'GET' : method;
          if (this.redirectPolicy === 'manual') {
            let follow = false;
            this.followRedirectCb = () => (follow = true);
            try {
              this.emit(
                'redirect',
                status,
                nextMethod,
                next.href,
                Object.fromEntries(Object.entries(electronHeaders(answer.rawHeaders)).map(([name, value]) => [name, [value].flat()])),
              );
            } finally {
              this.followRedirectCb = null;
            }
            if (!follow) throw new Error('Redirect was cancelled');
          }
          redirects += 1;
          if (redirects > MAX_REDIRECTS) throw netError('ERR_TOO_MANY_REDIRECTS');
          if (nextMethod !== method) body = Buffer.alloc(0);
          method = nextMethod;
          url = next;
          serverToken = cache.get(url.origin) ?? null;
          continue;
        }
        return this.deliver(answer);
      }
    }

    deliver(answer) {
      const response = new StandInIncomingMessage(answer);
      this.response = response;
      this.emit('response', response);
      const stream = decoded(answer);
      stream.on('data', (chunk) => {
        if (!this.closed) response.emit('data', Buffer.from(chunk));
      });
      stream.on('end', () => {
        if (this.closed) return;
        response.emit('end');
        this.close();
      });
      stream.on('error', () => this.fail(netError('ERR_CONTENT_DECODING_FAILED')));
      answer.on('aborted', () => this.fail(netError('ERR_CONNECTION_RESET')));
    }
  }

  return {
    request: (requestOptions) => new StandInClientRequest(requestOptions),
    async clearAuthCache() {
      cache.clear();
    },
    sent,
  };
}
