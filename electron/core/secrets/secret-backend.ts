/** A place to keep secrets: keytar (the system keychain) is one, Electron safeStorage another. */
export interface SecretBackend {
  kind: 'keychain' | 'safe_storage';
  /** Shown to the user, e.g. 'GNOME Keyring (Secret Service)', 'macOS Keychain'. */
  name: string;
  /** Must not throw. */
  isAvailable(): Promise<boolean>;
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  delete(account: string): Promise<void>;
  /** Things the user should know about this backend's storage (e.g. a damaged file was set aside). */
  notices?(): string[];
}

/** The keychain service name every backend files the app's keys under. */
export const SECRET_SERVICE_NAME = 'Dataset Marketplace Desktop';
