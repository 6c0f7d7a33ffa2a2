/** A PEM certificate authority the user adds for this app only: read, checked, named. */
import { X509Certificate } from 'node:crypto';
import type { ExtraAuthority } from './network-setup';

export type AuthorityRead = { ok: true; authority: ExtraAuthority } | { ok: false; reason: string };

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/;

/** `CN=Example CA, O=Example`: the subject (or issuer) on one line. */
export function nameLine(name: string): string {
  return name
    .split('\n')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
}

/** `now` null: an authority kept from before, read without its dates (an expired one still fails the handshake). */
export function readAuthority(text: string, now: Date | null): AuthorityRead {
  const block = PEM_BLOCK.exec(text)?.[0];
  if (block === undefined)
    return { ok: false, reason: 'That is not a PEM certificate (it needs the -----BEGIN CERTIFICATE----- line and the lines after it).' };
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(block);
  } catch {
    return { ok: false, reason: 'That certificate could not be read: its PEM text is damaged.' };
  }
  const subject = nameLine(certificate.subject);
  if (!certificate.ca) return { ok: false, reason: `${subject} is not a certificate authority (a server's own certificate cannot be trusted here).` };
  if (now !== null && Date.parse(certificate.validTo) < now.getTime()) return { ok: false, reason: `${subject} expired on ${certificate.validTo}.` };
  if (now !== null && Date.parse(certificate.validFrom) > now.getTime())
    return { ok: false, reason: `${subject} is not valid before ${certificate.validFrom}.` };
  return { ok: true, authority: { subject, fingerprintSha256: certificate.fingerprint256, pem: `${certificate.toString().trim()}\n` } };
}
