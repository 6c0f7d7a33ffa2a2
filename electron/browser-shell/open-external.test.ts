import { describe, expect, it } from 'vitest';
import { openerCommand } from './open-external';

describe('openerCommand', () => {
  it('passes the URL as a single argument to the platform opener', () => {
    const url = 'https://example.com/a b?x=1&y="2"';
    expect(openerCommand('linux', url)).toEqual({ command: 'xdg-open', args: [url] });
    expect(openerCommand('darwin', url)).toEqual({ command: 'open', args: [url] });
    expect(openerCommand('win32', url)).toEqual({ command: 'rundll32', args: ['url.dll,FileProtocolHandler', url] });
  });
});
