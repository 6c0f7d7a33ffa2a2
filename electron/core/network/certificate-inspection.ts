/**
 * The certificate a server presents, read when it could not be verified, so the message can name
 * its issuer and subject: one TLS handshake that is not verified and carries no request (through
 * the proxy's tunnel when the request went through one), closed as soon as the certificate is in.
 */
import net from 'node:net';
import tls from 'node:tls';
import type { Duplex } from 'node:stream';
import { Client } from 'undici';
import { nameLine } from './certificate-authorities';

export interface PresentedCertificate {
  subject: string;
  issuer: string;
  validTo: string;
  /** The names it is for (subjectAltName), as the certificate lists them. */
  names: string;
}

const INSPECTION_TIMEOUT_MS = 3_000;

function portOf(target: URL): number {
  return Number(target.port) || (target.protocol === 'https:' ? 443 : 80);
}

async function tunnel(proxyUrl: string, authorization: string | null, target: URL, signal: AbortSignal): Promise<Duplex> {
  const proxy = new URL(proxyUrl.includes('://') ? proxyUrl : `http://${proxyUrl}`);
  const client = new Client(proxy.origin);
  const path = `${target.host.replace(/:\d+$/, '')}:${portOf(target)}`;
  const fromUrl =
    proxy.username !== '' ? `Basic ${Buffer.from(`${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`).toString('base64')}` : null;
  const token = authorization ?? fromUrl;
  const { socket, statusCode } = await client.connect({ path, signal, headers: { host: path, ...(token === null ? {} : { 'proxy-authorization': token }) } });
  if (statusCode !== 200) {
    socket.destroy();
    throw new Error(`tunnel refused (${statusCode})`);
  }
  socket.once('close', () => void client.destroy().catch(() => undefined));
  return socket;
}

/** null when the certificate could not be read (the server or the proxy is gone by now). */
export async function inspectCertificate(target: URL, via: { proxyUrl: string; authorization: string | null } | null): Promise<PresentedCertificate | null> {
  const signal = AbortSignal.timeout(INSPECTION_TIMEOUT_MS);
  try {
    const socket = via === null ? null : await tunnel(via.proxyUrl, via.authorization, target, signal);
    return await new Promise<PresentedCertificate | null>((resolve) => {
      const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
      const secure = tls.connect({
        ...(socket === null ? { host, port: portOf(target) } : { socket }),
        ...(net.isIP(host) === 0 ? { servername: host } : {}),
        rejectUnauthorized: false,
      });
      const finish = (value: PresentedCertificate | null) => {
        secure.destroy();
        socket?.destroy();
        resolve(value);
      };
      secure.once('secureConnect', () => {
        const peer = secure.getPeerCertificate();
        finish(
          peer && typeof peer.subject === 'object'
            ? { subject: nameLine(dnText(peer.subject)), issuer: nameLine(dnText(peer.issuer)), validTo: peer.valid_to, names: peer.subjectaltname ?? '' }
            : null,
        );
      });
      secure.once('error', () => finish(null));
      signal.addEventListener('abort', () => finish(null), { once: true });
    });
  } catch {
    return null;
  }
}

function dnText(name: tls.PeerCertificate['subject'] | undefined): string {
  if (name === undefined) return '';
  return Object.entries(name)
    .map(([key, value]) => `${key}=${Array.isArray(value) ? value.join('+') : String(value)}`)
    .join('\n');
}
