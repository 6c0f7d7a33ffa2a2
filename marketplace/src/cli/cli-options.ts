import { parseArgs } from 'node:util';
import { isLoopbackHost } from '@dmd/shared/node-support/loopback-host';
import { MAX_CATALOG_DATASETS } from '../catalog/catalog-size';
import { DEFAULT_DATASETS, DEFAULT_HOST, DEFAULT_SEED } from '../start-marketplace';

const DEFAULT_CLI_PORT = 8787;

export const CLI_USAGE = `Usage: npm run marketplace -- [--port 8787] [--host 127.0.0.1 [--allow-remote]] [--datasets N] [--seed S] [--db FILE] [--free-key K] [--pro-key K]

Serves the embedded Dataset Marketplace API (/v1) over a generated catalog.
  --port N        port to listen on (default ${DEFAULT_CLI_PORT}; 0 = any free port)
  --host H        address to listen on (default ${DEFAULT_HOST}); a loopback address unless --allow-remote
  --allow-remote  allow a --host other machines can reach (plain http: keys cross the network unencrypted)
  --datasets N    published datasets, 1–${MAX_CATALOG_DATASETS} (default ${DEFAULT_DATASETS})
  --seed S        catalog seed, an integer (default ${DEFAULT_SEED})
  --db FILE       database file (default ./.cache/marketplace-<datasets>-<seed>.db)
  --free-key K    key of the free demo account (default: a new random ls_demo_ key)
  --pro-key K     key of the pro demo account (default: a new random ls_demo_ key)
  --help          show this help`;

interface CliOptions {
  port: number;
  host: string;
  /** --allow-remote: a non-loopback --host was asked for on purpose. */
  allowRemote: boolean;
  datasets: number;
  seed: number;
  dbFile: string;
  freeKey?: string;
  proKey?: string;
}

export type CliParse = { kind: 'run'; options: CliOptions } | { kind: 'help' } | { kind: 'error'; message: string };

/** Reads the command line; any problem becomes a one-line message (the caller exits with 2). */
export function parseCliArguments(args: readonly string[]): CliParse {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        datasets: { type: 'string' },
        seed: { type: 'string' },
        db: { type: 'string' },
        'free-key': { type: 'string' },
        'pro-key': { type: 'string' },
        'allow-remote': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { kind: 'error', message: describeParseError(error) };
  }
  if (values.help) return { kind: 'help' };

  const port = integerFlag('port', values.port, DEFAULT_CLI_PORT, 0, 65_535);
  if (typeof port === 'string') return { kind: 'error', message: port };
  const datasets = integerFlag('datasets', values.datasets, DEFAULT_DATASETS, 1, MAX_CATALOG_DATASETS);
  if (typeof datasets === 'string') return { kind: 'error', message: datasets };
  const seed = integerFlag('seed', values.seed, DEFAULT_SEED, -(2 ** 31), 2 ** 32 - 1);
  if (typeof seed === 'string') return { kind: 'error', message: seed };
  for (const name of ['host', 'db', 'free-key', 'pro-key'] as const) {
    if (values[name] !== undefined && values[name].trim() === '') return { kind: 'error', message: `--${name} needs a value` };
  }
  const host = values.host?.trim() ?? DEFAULT_HOST;
  const allowRemote = values['allow-remote'] === true;
  if (!isLoopbackHost(host) && !allowRemote) {
    return {
      kind: 'error',
      message: `--host ${host} is not a loopback address: other machines could reach the marketplace over plain http, keys included. Add --allow-remote to do that on purpose.`,
    };
  }
  return {
    kind: 'run',
    options: {
      port,
      host,
      allowRemote,
      datasets,
      seed,
      dbFile: values.db ?? `./.cache/marketplace-${datasets}-${seed}.db`,
      freeKey: values['free-key'],
      proKey: values['pro-key'],
    },
  };
}

function integerFlag(name: string, text: string | undefined, fallback: number, min: number, max: number): number | string {
  if (text === undefined) return fallback;
  if (!/^-?\d+$/.test(text.trim())) return `--${name} must be an integer, got "${text}"`;
  const value = Number(text);
  if (value < min || value > max) return `--${name} must be from ${min} to ${max}, got ${value}`;
  return value;
}

function describeParseError(error: unknown): string {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  const option = /'([^']+)'/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option ${option ?? ''} (see --help)`.replace('  ', ' ');
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `unexpected argument ${option ?? ''} (see --help)`.replace('  ', ' ');
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `${message.split('\n')[0]} (see --help)`;
  return message.split('\n')[0] ?? 'invalid arguments';
}
