/** Command-line flags of `npm run start:browser` (cli.ts). Pure: no I/O. */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { normaliseBaseUrl } from '../core/connection/base-url';
import { isLoopbackHost } from '../../shared/node-support/loopback-host';

/** Where browsers send `*.localhost` (they resolve it to 127.0.0.1 and ::1 themselves): the page's host name (server.ts) reaches no other address. */
const PAGE_REACHES: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

export interface BrowserShellArgs {
  host: string;
  /** `--port P` pins one (0, or absent: a free port the OS picks, a new one each start). */
  port: number | undefined;
  apiBase: string | undefined;
  userDataDir: string;
  datasets: number | undefined;
  readyFile: string | undefined;
  /** `keychain` (default): the system keychain when one answers; `memory`: never touch it (e2e runs on a desktop). */
  keyStorage: KeyStorageChoice;
  /** `--request-timeout SECONDS`: how long one marketplace call may take, retries included (slow networks). */
  requestTimeoutMs: number | undefined;
  help: boolean;
}

const KEY_STORAGE_CHOICES = ['keychain', 'memory'] as const;
type KeyStorageChoice = (typeof KEY_STORAGE_CHOICES)[number];

export const USAGE =
  'Usage: npm run start:browser -- [--port P] [--host 127.0.0.1] [--api-base URL] [--user-data DIR] [--datasets N] [--ready-file FILE] [--key-storage keychain|memory] [--request-timeout SECONDS]';

export class UsageError extends Error {
  override name = 'UsageError';
}

function integerFlag(name: string, text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max} (got "${text}").`);
  }
  return Number(text);
}

/** A duration in seconds (decimals allowed), as milliseconds. */
function secondsFlag(name: string, text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  const seconds = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || seconds < min || seconds > max) {
    throw new UsageError(`--${name} must be a number of seconds from ${min} to ${max} (got "${text}").`);
  }
  return Math.round(seconds * 1000);
}

export function defaultUserDataDir(env: NodeJS.ProcessEnv = process.env, home: string = os.homedir()): string {
  const configured = env.DMD_USER_DATA?.trim();
  if (configured) return path.resolve(configured);
  const configHome = env.XDG_CONFIG_HOME?.trim() || path.join(home, '.config');
  return path.join(configHome, 'dataset-marketplace-desktop');
}

export function parseBrowserShellArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): BrowserShellArgs {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse(argv).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? (error.message.split('\n')[0] ?? 'Bad arguments.') : 'Bad arguments.');
  }
  const host = values.host ?? '127.0.0.1';
  if (!isLoopbackHost(host) || !PAGE_REACHES.has(host.toLowerCase())) {
    throw new UsageError(
      `--host must be a loopback address a browser reaches the app's dmd-….localhost name at (127.0.0.1, ::1 or localhost); "${host}" is not.`,
    );
  }
  let apiBase: string | undefined;
  if (values['api-base'] !== undefined) {
    // The same rules as an address typed in Settings: https, or http on this computer only.
    const checked = normaliseBaseUrl(values['api-base']);
    if (!checked.ok) throw new UsageError(`--api-base: ${checked.message}`);
    apiBase = checked.baseUrl;
  }
  const keyStorage = values['key-storage'] ?? 'keychain';
  if (!(KEY_STORAGE_CHOICES as readonly string[]).includes(keyStorage)) {
    throw new UsageError(`--key-storage must be ${KEY_STORAGE_CHOICES.join(' or ')} (got "${keyStorage}").`);
  }
  return {
    host,
    port: integerFlag('port', values.port, 0, 65535),
    apiBase,
    userDataDir: values['user-data'] ? path.resolve(values['user-data']) : defaultUserDataDir(env),
    datasets: integerFlag('datasets', values.datasets, 1, 1_000_000),
    readyFile: values['ready-file'] ? path.resolve(values['ready-file']) : undefined,
    keyStorage: keyStorage as KeyStorageChoice,
    requestTimeoutMs: secondsFlag('request-timeout', values['request-timeout'], 0.5, 120),
    help: values.help ?? false,
  };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      'api-base': { type: 'string' },
      'user-data': { type: 'string' },
      datasets: { type: 'string' },
      'ready-file': { type: 'string' },
      'key-storage': { type: 'string' },
      'request-timeout': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
