/**
 * Which marketplace the app talks to: the embedded one (default) or a custom base URL. Each
 * connection has an id (quota and cache are per connection) and a keychain account (one key
 * per connection: 'embedded', or the custom base URL's origin).
 */
import { generateApiKey } from '../../../shared/wire/api-key-generator';
import type { ConnectionSetting } from '../storage/settings-store';

export const EMBEDDED_ACCOUNT = 'embedded';
export { DEMO_KEY_PATTERN } from '../../../shared/wire/api-key-generator';

export interface ConnectionIdentity {
  kind: 'embedded' | 'custom';
  /** Quota state is kept under this id. */
  id: string;
  /** The key store account of this connection's key. */
  keyAccount: string;
  /** The custom base URL; null for embedded (its URL is known once it runs). */
  configuredBaseUrl: string | null;
}

export function identify(setting: ConnectionSetting): ConnectionIdentity {
  if (setting.kind === 'embedded') {
    return { kind: 'embedded', id: EMBEDDED_ACCOUNT, keyAccount: EMBEDDED_ACCOUNT, configuredBaseUrl: null };
  }
  return { kind: 'custom', id: setting.baseUrl, keyAccount: new URL(setting.baseUrl).origin, configuredBaseUrl: setting.baseUrl };
}

export function sameConnection(a: ConnectionSetting, b: ConnectionSetting): boolean {
  return identify(a).id === identify(b).id;
}

/** The demo account's key for the embedded marketplace: `ls_demo_` + 32 crypto-random base62 characters. */
export function generateDemoKey(): string {
  return generateApiKey('demo');
}
