/**
 * Each network test names its own proxy and certificate authorities: the machine's proxy
 * variables (and NODE_EXTRA_CA_CERTS) are cleared before each test of the file that calls this,
 * and put back after it.
 */
import { afterEach, beforeEach } from 'vitest';

const NETWORK_VARIABLES = ['HTTP_PROXY', 'HTTPS_PROXY', 'ALL_PROXY', 'NO_PROXY', 'http_proxy', 'https_proxy', 'all_proxy', 'no_proxy', 'NODE_EXTRA_CA_CERTS'];

export function clearNetworkEnvironmentPerTest(): void {
  const saved = new Map<string, string | undefined>();
  beforeEach(() => {
    for (const name of NETWORK_VARIABLES) {
      saved.set(name, process.env[name]);
      delete process.env[name];
    }
  });
  afterEach(() => {
    for (const [name, before] of saved) {
      if (before === undefined) delete process.env[name];
      else process.env[name] = before;
    }
    saved.clear();
  });
}
