import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError, defaultUserDataDir, parseBrowserShellArgs } from './cli-args';

describe('parseBrowserShellArgs', () => {
  it("has loopback, no port of its own (the last run's) and the default user data dir by default", () => {
    const args = parseBrowserShellArgs([], { DMD_USER_DATA: '/tmp/dmd-x' });
    expect(args).toMatchObject({
      host: '127.0.0.1',
      port: undefined,
      userDataDir: '/tmp/dmd-x',
      apiBase: undefined,
      datasets: undefined,
      keyStorage: 'keychain',
      help: false,
    });
  });

  it('reads every flag', () => {
    const args = parseBrowserShellArgs(
      [
        '--port',
        '5123',
        '--api-base',
        'https://api.example.com/v1',
        '--user-data',
        'ud',
        '--datasets',
        '600',
        '--ready-file',
        'r.json',
        '--key-storage',
        'memory',
        '--request-timeout',
        '2.5',
      ],
      {},
    );
    expect(args).toMatchObject({
      port: 5123,
      apiBase: 'https://api.example.com',
      userDataDir: path.resolve('ud'),
      datasets: 600,
      readyFile: path.resolve('r.json'),
      keyStorage: 'memory',
      requestTimeoutMs: 2500,
    });
  });

  it('refuses non-loopback hosts, bad numbers, bad URLs and unknown flags with a UsageError', () => {
    for (const argv of [
      ['--host', '0.0.0.0'],
      ['--host', '192.168.1.2'],
      ['--port', '70000'],
      ['--port', 'abc'],
      ['--datasets', '0'],
      ['--api-base', 'ftp://x'],
      ['--api-base', 'http://api.example.com'],
      ['--api-base', 'https://api.example.com/?q=1'],
      ['--frobnicate'],
      ['stray'],
      ['--key-storage', 'disk'],
      ['--request-timeout', '0'],
      ['--request-timeout', '600'],
      ['--request-timeout', 'slow'],
    ]) {
      expect(() => parseBrowserShellArgs(argv, {}), argv.join(' ')).toThrow(UsageError);
    }
  });

  it('accepts the loopback spellings a browser sends the page’s *.localhost name to, and no other', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1']) expect(parseBrowserShellArgs(['--host', host], {}).host).toBe(host);
    expect(() => parseBrowserShellArgs(['--host', '127.0.0.2'], {})).toThrow(/127\.0\.0\.1, ::1 or localhost/);
  });
});

describe('defaultUserDataDir', () => {
  it('uses DMD_USER_DATA, else XDG_CONFIG_HOME, else ~/.config', () => {
    expect(defaultUserDataDir({ DMD_USER_DATA: '/data/x' }, '/home/u')).toBe('/data/x');
    expect(defaultUserDataDir({ XDG_CONFIG_HOME: '/cfg' }, '/home/u')).toBe(path.join('/cfg', 'dataset-marketplace-desktop'));
    expect(defaultUserDataDir({}, '/home/u')).toBe(path.join('/home/u', '.config', 'dataset-marketplace-desktop'));
  });
});
