/**
 * Which part of Settings a button elsewhere asked for (the error panel's "Network settings" and
 * "Enter proxy credentials"): Settings takes it once, when it opens, and moves focus there.
 */
export type SettingsTarget = 'network' | 'proxy-credentials';

let pending: SettingsTarget | null = null;

export function requestSettingsTarget(target: SettingsTarget): void {
  pending = target;
}

export function takeSettingsTarget(): SettingsTarget | null {
  const target = pending;
  pending = null;
  return target;
}
