/**
 * The system keychain backends, in order: keytar where it installed (it is optional), then
 * @napi-rs/keyring, whose prebuilt binaries install everywhere. The key store takes the first
 * that answers; with neither, keys stay in memory for the run (never on disk in plain text).
 */
import { createKeytarBackend } from './keytar-backend';
import { createNapiKeyringBackend } from './napi-keyring-backend';
import type { SecretBackend } from './secret-backend';

export function systemKeychainBackends(): SecretBackend[] {
  return [createKeytarBackend(), createNapiKeyringBackend()];
}
