/** Which host names mean "this computer": the one definition for the core, the shells and the marketplace's CLI. */
import { isIPv4 } from 'node:net';

/** `localhost`, any address of 127.0.0.0/8, and `::1` (with or without brackets, as URL hostnames give it). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '::1' || host === '[::1]') return true;
  return isIPv4(host) && host.startsWith('127.');
}
