/**
 * What `npm run marketplace` prints about where it listens: the address the socket is really
 * bound to (not a loopback stand-in for a wildcard), how to reach it from this computer when that
 * differs, and a warning when other machines can reach it, since it speaks plain http.
 */
import { isLoopbackHost } from '@dmd/shared/node-support/loopback-host';

export interface ListeningAddress {
  /** The host the server was bound to (an address, or `localhost`). */
  address: string;
  port: number;
}

export interface ListeningLines {
  stdout: string[];
  warnings: string[];
}

export function listeningLines(bound: ListeningAddress, localUrl: string): ListeningLines {
  const host = bound.address.includes(':') ? `[${bound.address}]` : bound.address;
  const shown = `http://${host}:${bound.port}`;
  const everyInterface = bound.address === '0.0.0.0' || bound.address === '::';
  const stdout = [`Marketplace API listening on ${shown}${everyInterface ? ' (every network interface)' : ''}`];
  if (shown !== localUrl) stdout.push(`  this computer: ${localUrl}`);
  const warnings = isLoopbackHost(bound.address)
    ? []
    : [`${shown} can be reached from other machines over plain http: API keys and all data cross the network unencrypted.`];
  return { stdout, warnings };
}
