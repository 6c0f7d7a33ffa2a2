/** A network fault in words: what failed, where the set-up came from, and what to do about it. */
import type { OwnErrorCode } from '../../../shared/domain/app-error';
import { ownValue } from '../../../shared/domain/own-keys';
import type { PresentedCertificate } from './certificate-inspection';
import type { NetworkFault } from './network-fault';
import type { NetworkDescription } from './network-description';

export interface FaultContext {
  host: string;
  proxy: NetworkDescription['proxy'];
  shell: 'electron' | 'browser';
  certificate: PresentedCertificate | null;
}

const SOURCE_WORDS: Readonly<Record<string, string>> = {
  HTTPS_PROXY: 'from HTTPS_PROXY',
  HTTP_PROXY: 'from HTTP_PROXY',
  ALL_PROXY: 'from ALL_PROXY',
  'settings-manual': 'set in Settings → Network',
  system: "from the system's proxy settings",
};

const CONNECT_REASONS: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'nothing is listening there',
  ENOTFOUND: 'its host name was not found',
  EAI_AGAIN: 'its host name could not be looked up right now',
  EHOSTUNREACH: 'its host is unreachable',
  ENETUNREACH: 'the network is unreachable',
  ETIMEDOUT: 'connecting to it timed out',
  UND_ERR_CONNECT_TIMEOUT: 'connecting to it took too long',
};

function proxyName(proxy: NetworkDescription['proxy']): string {
  if (proxy.route === 'direct') return "the system's proxy";
  return `the proxy ${proxy.address} (${ownValue(SOURCE_WORDS, proxy.source) ?? proxy.source})`;
}

function howToTrust(shell: FaultContext['shell']): string {
  return shell === 'electron'
    ? "To trust it, add that authority to the system's certificate store, or add it in Settings → Network → Certificate authorities."
    : 'To trust it, start the browser shell with NODE_EXTRA_CA_CERTS set to a PEM file of that authority, or add it in Settings → Network → Certificate authorities.';
}

function certificateNames(certificate: PresentedCertificate | null): string {
  return certificate === null ? '' : ` It was issued to ${certificate.subject || 'no name'} by ${certificate.issuer || 'no name'}.`;
}

export function faultText(fault: NetworkFault, context: FaultContext): string {
  const proxy = proxyName(context.proxy);
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  switch (fault.kind) {
    case 'proxy_unreachable': {
      const reason = ownValue(CONNECT_REASONS, fault.code) ?? `network error ${fault.code}`;
      return `Can't reach ${proxy}: ${reason}. Check that the proxy is running, or change it in Settings → Network.`;
    }
    case 'proxy_auth': {
      const given = context.proxy.route === 'proxy' && context.proxy.hasCredentials;
      return given
        ? `The proxy refused the credentials: ${proxy} ${fault.status > 0 ? `answered ${fault.status}` : 'turned them down'}. Enter the proxy's user name and password again in Settings → Network.`
        : `The proxy refused the credentials: ${proxy} asks for a user name and password, and none were given. Enter them in Settings → Network.`;
    }
    case 'proxy_refused':
      return `${capital(proxy)} would not open a connection to ${context.host}${fault.status > 0 ? ` (it answered HTTP ${fault.status})` : ''}: it may not reach the marketplace, or not allow it.`;
    case 'certificate': {
      const names = certificateNames(context.certificate);
      switch (fault.problem) {
        case 'expired':
          return `The certificate of ${context.host} has expired${context.certificate ? ` (on ${context.certificate.validTo})` : ''}.${names} Its operator has to renew it.`;
        case 'not_yet_valid':
          return `The certificate of ${context.host} is not valid yet.${names} Check the computer's clock.`;
        case 'wrong_host':
          return `The certificate presented at ${context.host} is for another host name${context.certificate?.names ? ` (${context.certificate.names})` : ''}, so it was not trusted.${names} Check the address.`;
        case 'self_signed':
          return `The certificate of ${context.host} is self-signed and not trusted.${names} ${howToTrust(context.shell)}`;
        case 'untrusted':
          return `The certificate of ${context.host} is not trusted: its authority is not one this app trusts.${names} ${howToTrust(context.shell)}`;
      }
    }
  }
}

export function faultCode(fault: NetworkFault): OwnErrorCode {
  switch (fault.kind) {
    case 'proxy_unreachable':
      return 'proxy_unreachable';
    case 'proxy_auth':
      return 'proxy_auth_failed';
    case 'proxy_refused':
      return 'proxy_refused';
    case 'certificate':
      return fault.problem === 'expired' ? 'certificate_expired' : fault.problem === 'wrong_host' ? 'certificate_wrong_host' : 'certificate_untrusted';
  }
}
