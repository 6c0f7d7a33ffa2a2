// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SystemProxyFacts } from './system-proxy-facts';

afterEach(cleanup);

describe('System in the desktop app', () => {
  it('names the proxy that asked for a password, and what became of the saved credentials', () => {
    const { rerender } = render(<SystemProxyFacts system={{ from: 'chromium', askedBy: null }} credentialsSaved={false} />);
    expect(screen.queryByText(/asked for a password/)).toBeNull();
    rerender(<SystemProxyFacts system={{ from: 'chromium', askedBy: { address: '10.0.0.1:3128', outcome: 'asked' } }} credentialsSaved={false} />);
    screen.getByText('The proxy 10.0.0.1:3128 asked for a password. Enter its user name and password under Proxy credentials.');
    rerender(<SystemProxyFacts system={{ from: 'chromium', askedBy: { address: '10.0.0.1:3128', outcome: 'asked' } }} credentialsSaved />);
    screen.getByText('The proxy 10.0.0.1:3128 asked for a password: the saved credentials are given to it on the next request.');
    rerender(<SystemProxyFacts system={{ from: 'chromium', askedBy: { address: '10.0.0.1:3128', outcome: 'refused' } }} credentialsSaved />);
    screen.getByText('The proxy 10.0.0.1:3128 refused the saved credentials. Enter its user name and password again under Proxy credentials.');
    rerender(<SystemProxyFacts system={{ from: 'chromium', askedBy: { address: '10.0.0.1:3128', outcome: 'accepted' } }} credentialsSaved />);
    screen.getByText('The proxy 10.0.0.1:3128 asked for a password and took the saved credentials.');
  });
});
