import { describe, expect, it } from 'vitest';
import { CLI_USAGE, parseCliArguments } from './cli-options';

describe('parseCliArguments', () => {
  it('applies the defaults: port 8787 on loopback, 5000 datasets, seed 42, a cache file named after them', () => {
    expect(parseCliArguments([])).toEqual({
      kind: 'run',
      options: {
        port: 8787,
        host: '127.0.0.1',
        allowRemote: false,
        datasets: 5000,
        seed: 42,
        dbFile: './.cache/marketplace-5000-42.db',
        freeKey: undefined,
        proKey: undefined,
      },
    });
  });

  it('reads every flag', () => {
    const parsed = parseCliArguments([
      '--port',
      '0',
      '--host',
      '::1',
      '--datasets',
      '100000',
      '--seed=-3',
      '--db',
      'x.db',
      '--free-key',
      'ls_demo_a',
      '--pro-key',
      'ls_demo_b',
    ]);
    expect(parsed).toEqual({
      kind: 'run',
      options: { port: 0, host: '::1', allowRemote: false, datasets: 100000, seed: -3, dbFile: 'x.db', freeKey: 'ls_demo_a', proKey: 'ls_demo_b' },
    });
  });

  it('names the cache file after the datasets and seed', () => {
    const parsed = parseCliArguments(['--datasets', '1000', '--seed', '9']);
    expect(parsed.kind === 'run' && parsed.options.dbFile).toBe('./.cache/marketplace-1000-9.db');
  });

  it.each(['127.0.0.1', '127.1.2.3', 'localhost', '::1'])('listens on loopback address %s without --allow-remote', (host) => {
    const parsed = parseCliArguments(['--host', host]);
    expect(parsed.kind === 'run' && parsed.options).toMatchObject({ host, allowRemote: false });
  });

  it.each(['0.0.0.0', '::', '192.168.1.10', 'example.com'])('refuses to listen on %s unless --allow-remote is given', (host) => {
    const refused = parseCliArguments(['--host', host]);
    expect(refused).toEqual({ kind: 'error', message: expect.stringMatching(/not a loopback address.*--allow-remote/) as unknown });
    const allowed = parseCliArguments(['--host', host, '--allow-remote']);
    expect(allowed.kind === 'run' && allowed.options).toMatchObject({ host, allowRemote: true });
  });

  it('recognises --help and -h', () => {
    expect(parseCliArguments(['--help'])).toEqual({ kind: 'help' });
    expect(parseCliArguments(['-h'])).toEqual({ kind: 'help' });
    expect(CLI_USAGE).toContain('--free-key');
  });

  it.each([
    [['--bogus'], /unknown option --bogus/],
    [['--port', 'abc'], /--port must be an integer/],
    [['--port', '70000'], /--port must be from 0 to 65535/],
    [['--port=-1'], /--port must be from 0/],
    [['--datasets', '0'], /--datasets must be from 1 to 100000/],
    [['--datasets', '100001'], /--datasets must be from 1 to 100000/],
    [['--datasets', '1e3'], /--datasets must be an integer/],
    [['--seed', '1.5'], /--seed must be an integer/],
    [['stray'], /unexpected argument stray/],
    [['--port'], /argument missing/],
    [['--db', ''], /--db needs a value/],
    [['--help=yes'], /.+/],
  ])('%j is refused with one line', (args, message) => {
    const parsed = parseCliArguments(args);
    expect(parsed.kind).toBe('error');
    if (parsed.kind !== 'error') return;
    expect(parsed.message).toMatch(message);
    expect(parsed.message).not.toContain('\n');
  });
});
