/**
 * network.json in the user data folder: the proxy mode, the Manual proxy's URL (never with its
 * credentials: those are in the keychain) and bypass list, and the added certificate authorities.
 */
import path from 'node:path';
import { z } from 'zod';
import { readJsonFile, writeJsonAtomic } from '../storage/atomic-file';
import type { ProxyMode } from './network-setup';

const NETWORK_FILE = 'network.json';

const fileSchema = z.object({
  version: z.literal(1),
  mode: z.enum(['system', 'none', 'manual']),
  manualUrl: z.string().max(2_000),
  manualBypass: z.array(z.string().max(300)).max(100),
  authorities: z.array(z.string().max(20_000)).max(20),
});

export interface NetworkFile {
  mode: ProxyMode;
  manualUrl: string;
  manualBypass: string[];
  /** PEM text of each authority added in Settings. */
  authorities: string[];
}

const EMPTY_NETWORK_FILE: NetworkFile = { mode: 'system', manualUrl: '', manualBypass: [], authorities: [] };

export async function readNetworkFile(userDataDir: string, now: Date): Promise<{ file: NetworkFile; notice: string | null }> {
  const read = await readJsonFile(path.join(userDataDir, NETWORK_FILE), (raw) => fileSchema.parse(raw), now);
  if (read.state === 'ok') return { file: read.value, notice: null };
  if (read.state === 'missing') return { file: EMPTY_NETWORK_FILE, notice: null };
  return { file: EMPTY_NETWORK_FILE, notice: `The network settings could not be read (${read.reason}), so the system's proxy settings are used.` };
}

export function writeNetworkFile(userDataDir: string, file: NetworkFile): Promise<void> {
  return writeJsonAtomic(path.join(userDataDir, NETWORK_FILE), { version: 1, ...file });
}
