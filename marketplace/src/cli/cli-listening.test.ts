import { describe, expect, it } from 'vitest';
import { listeningLines } from './cli-listening';

describe('listeningLines', () => {
  it('prints the loopback address it listens on, with no warning', () => {
    expect(listeningLines({ address: '127.0.0.1', port: 8787 }, 'http://127.0.0.1:8787')).toEqual({
      stdout: ['Marketplace API listening on http://127.0.0.1:8787'],
      warnings: [],
    });
    expect(listeningLines({ address: '::1', port: 8787 }, 'http://[::1]:8787').stdout).toEqual(['Marketplace API listening on http://[::1]:8787']);
  });

  it('prints the wildcard address itself, how to reach it here, and a warning', () => {
    const lines = listeningLines({ address: '0.0.0.0', port: 8787 }, 'http://127.0.0.1:8787');
    expect(lines.stdout).toEqual(['Marketplace API listening on http://0.0.0.0:8787 (every network interface)', '  this computer: http://127.0.0.1:8787']);
    expect(lines.warnings).toEqual([expect.stringMatching(/^http:\/\/0\.0\.0\.0:8787 can be reached from other machines over plain http/)]);
    expect(listeningLines({ address: '::', port: 1 }, 'http://[::1]:1').stdout[0]).toBe('Marketplace API listening on http://[::]:1 (every network interface)');
  });

  it('warns about a single non-loopback interface too', () => {
    const lines = listeningLines({ address: '192.168.1.10', port: 8787 }, 'http://192.168.1.10:8787');
    expect(lines.stdout).toEqual(['Marketplace API listening on http://192.168.1.10:8787']);
    expect(lines.warnings).toHaveLength(1);
  });
});
