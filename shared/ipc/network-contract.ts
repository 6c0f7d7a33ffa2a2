/** The Network part of Settings: what the core says of the proxy and certificate set-up, and what the window may change. */
import { z } from 'zod';

export type ProxyModeChoice = 'system' | 'none' | 'manual';

interface NetworkAuthorityView {
  subject: string;
  fingerprintSha256: string;
  validTo: string;
}

/**
 * A system proxy that asked for a password on this run (host:port) and how it went: asked (no saved
 * credentials given to it yet), refused the saved ones, or accepted them.
 */
export interface NetworkSystemAsked {
  address: string;
  outcome: 'asked' | 'refused' | 'accepted';
}

export interface NetworkView {
  mode: ProxyModeChoice;
  /** The Manual proxy's URL, never with credentials. */
  manualUrl: string;
  manualBypass: string[];
  /** The keychain holds a proxy user name and password; only the user name is ever shown. */
  credentialsUser: string | null;
  /**
   * What System means in this shell: Chromium's proxy settings (Electron), with the proxy that asked
   * for a password last, or the environment's variables.
   */
  system:
    | { from: 'chromium'; askedBy: NetworkSystemAsked | null }
    | { from: 'environment'; variables: { name: string; address: string; hasCredentials: boolean }[]; noProxy: string[] };
  authorities: NetworkAuthorityView[];
  /** NODE_EXTRA_CA_CERTS, when the process was started with it. */
  nodeExtraCaCerts: string | null;
}

const bypassEntry = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .regex(/^[^\s,]+$/, 'A bypass entry is one host name, domain or address, without spaces or commas.');

export const networkProxyInputSchema = z
  .object({
    mode: z.enum(['system', 'none', 'manual']),
    manualUrl: z.string().trim().max(2_000),
    manualBypass: z.array(bypassEntry).max(100),
  })
  .strict();

export const proxyCredentialsInputSchema = z
  .object({
    username: z.string().min(1, 'Enter the proxy user name.').max(300),
    password: z.string().max(1_000),
  })
  .strict();

export const authorityInputSchema = z.object({ pem: z.string().min(1).max(20_000) }).strict();

export const authorityRefSchema = z.object({ fingerprintSha256: z.string().regex(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/) }).strict();
