/** A private certificate authority and server certificates for 127.0.0.1/localhost, made with openssl in a temp folder. */
import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TestPki {
  caPem: string;
  leaf(kind: 'good' | 'expired' | 'wrong-host'): Promise<{ key: string; cert: string }>;
  remove(): Promise<void>;
}

export const CA_NAME = 'DMD Test Company CA';

export async function makeTestPki(): Promise<TestPki> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-pki-'));
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.pem'),
    '-days',
    '30',
    '-subj',
    `/CN=${CA_NAME}/O=DMD Tests`,
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  );
  let serial = 10;
  return {
    caPem: await fs.readFile(file('ca.pem'), 'utf8'),
    async leaf(kind) {
      serial += 1;
      const names = kind === 'wrong-host' ? 'DNS:other.example' : 'DNS:localhost,IP:127.0.0.1';
      await fs.writeFile(file(`${serial}.ext`), `subjectAltName=${names}\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n`);
      openssl(
        'req',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        file(`${serial}.key`),
        '-out',
        file(`${serial}.csr`),
        '-subj',
        `/CN=${kind === 'wrong-host' ? 'other.example' : 'localhost'}`,
      );
      openssl(
        'x509',
        '-req',
        '-in',
        file(`${serial}.csr`),
        '-CA',
        file('ca.pem'),
        '-CAkey',
        file('ca.key'),
        '-set_serial',
        String(serial),
        '-out',
        file(`${serial}.pem`),
        '-days',
        kind === 'expired' ? '-1' : '5',
        '-extfile',
        file(`${serial}.ext`),
      );
      return { key: await fs.readFile(file(`${serial}.key`), 'utf8'), cert: await fs.readFile(file(`${serial}.pem`), 'utf8') };
    },
    remove: () => fs.rm(dir, { recursive: true, force: true }),
  };
}
