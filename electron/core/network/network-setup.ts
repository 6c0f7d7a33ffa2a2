/** The network set-up in effect for this process: what Settings → Network chose. */
export type ProxyMode = 'system' | 'none' | 'manual';

export interface ExtraAuthority {
  subject: string;
  fingerprintSha256: string;
  pem: string;
}

export interface NetworkSetup {
  mode: ProxyMode;
  /** Manual proxy URL without credentials; the credentials live in the keychain. */
  manualUrl: string;
  manualBypass: string[];
  extraAuthorities: ExtraAuthority[];
  /** Whether the keychain holds proxy credentials. */
  hasStoredCredentials: boolean;
  /** "system" under Electron means Chromium's proxy settings, not the environment. */
  systemFrom: 'environment' | 'chromium';
}

export const DEFAULT_NETWORK_SETUP: NetworkSetup = {
  mode: 'system',
  manualUrl: '',
  manualBypass: [],
  extraAuthorities: [],
  hasStoredCredentials: false,
  systemFrom: 'environment',
};

let current: NetworkSetup = DEFAULT_NETWORK_SETUP;

export function currentNetworkSetup(): NetworkSetup {
  return current;
}

export function setCurrentNetworkSetup(setup: NetworkSetup): void {
  current = setup;
}
