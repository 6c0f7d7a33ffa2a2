/**
 * What a failed request's error means on the network: the proxy could not be reached, refused the
 * credentials or the tunnel, or the server's certificate is not trusted, expired or for another
 * host. undici wraps the socket's error in `cause`, so the whole chain is read.
 */
import { ownValue } from '../../../shared/domain/own-keys';

type CertificateProblem = 'untrusted' | 'expired' | 'not_yet_valid' | 'wrong_host' | 'self_signed';

export type NetworkFault =
  | { kind: 'proxy_unreachable'; code: string }
  /** `status`: the proxy's answer (407, or 401 from a proxy that answers so), 0 when not known. */
  | { kind: 'proxy_auth'; status: number }
  | { kind: 'proxy_refused'; status: number }
  | { kind: 'certificate'; problem: CertificateProblem; code: string };

const CERTIFICATE_PROBLEMS: Readonly<Record<string, CertificateProblem>> = {
  CERT_HAS_EXPIRED: 'expired',
  CERT_NOT_YET_VALID: 'not_yet_valid',
  ERR_TLS_CERT_ALTNAME_INVALID: 'wrong_host',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'self_signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'untrusted',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'untrusted',
  UNABLE_TO_GET_ISSUER_CERT: 'untrusted',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'untrusted',
  CERT_UNTRUSTED: 'untrusted',
  CERT_SIGNATURE_FAILURE: 'untrusted',
};

/** Errors raised while opening a socket: through a proxy (which tunnels), the socket is the proxy's. */
const CONNECT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT']);

const TUNNEL_ANSWER = /Proxy response \((\d{3})\) !== 200/;

function chainOf(error: unknown): { code: string | null; message: string }[] {
  const links: { code: string | null; message: string }[] = [];
  for (let current: unknown = error, depth = 0; current && depth < 6; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    links.push({ code: typeof candidate.code === 'string' ? candidate.code : null, message: typeof candidate.message === 'string' ? candidate.message : '' });
    current = candidate.cause;
  }
  return links;
}

export function classifyNetworkError(error: unknown, throughProxy: boolean): NetworkFault | null {
  const links = chainOf(error);
  for (const { code } of links) {
    const problem = code === null ? undefined : ownValue(CERTIFICATE_PROBLEMS, code);
    if (code !== null && problem !== undefined) return { kind: 'certificate', problem, code };
  }
  for (const { message } of links) {
    const status = TUNNEL_ANSWER.exec(message)?.[1];
    // Some proxies (tinyproxy) answer a tunnel without credentials 401 rather than 407.
    if (status !== undefined)
      return status === '407' || status === '401' ? { kind: 'proxy_auth', status: Number(status) } : { kind: 'proxy_refused', status: Number(status) };
    if (/Proxy Authentication Required \(407\)/.test(message)) return { kind: 'proxy_auth', status: 407 };
  }
  if (!throughProxy) return null;
  const code = links.find((link) => link.code !== null && CONNECT_CODES.has(link.code))?.code;
  return code === undefined || code === null ? null : { kind: 'proxy_unreachable', code };
}

/** Chromium's net::ERR_… names (Electron's net.request), read the same way. */
const CHROMIUM_FAULTS: Readonly<Record<string, NetworkFault>> = {
  ERR_PROXY_CONNECTION_FAILED: { kind: 'proxy_unreachable', code: 'ERR_PROXY_CONNECTION_FAILED' },
  ERR_PROXY_AUTH_REQUESTED: { kind: 'proxy_auth', status: 407 },
  ERR_PROXY_AUTH_UNSUPPORTED: { kind: 'proxy_auth', status: 407 },
  ERR_TUNNEL_CONNECTION_FAILED: { kind: 'proxy_refused', status: 0 },
  ERR_CERT_AUTHORITY_INVALID: { kind: 'certificate', problem: 'untrusted', code: 'ERR_CERT_AUTHORITY_INVALID' },
  ERR_CERT_DATE_INVALID: { kind: 'certificate', problem: 'expired', code: 'ERR_CERT_DATE_INVALID' },
  ERR_CERT_COMMON_NAME_INVALID: { kind: 'certificate', problem: 'wrong_host', code: 'ERR_CERT_COMMON_NAME_INVALID' },
};

export function classifyChromiumError(error: unknown): NetworkFault | null {
  for (const { message } of chainOf(error)) {
    const name = /net::(ERR_[A-Z_]+)/.exec(message)?.[1];
    const fault = name === undefined ? undefined : ownValue(CHROMIUM_FAULTS, name);
    if (fault !== undefined) return fault;
  }
  return null;
}
