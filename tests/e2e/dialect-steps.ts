/**
 * Runs the tests of the enclosing `describe` against a marketplace speaking `dialect`: the app, on
 * the free key, talks to a dialect server (tests/support/dialect-server.ts) in front of
 * `upstream()`. Returns the running server (read it inside a test).
 */
import type { RunningMarketplace } from '@dmd/marketplace';
import { startDialectServer, type DialectServer } from '../support/dialect-server';
import type { Dialect } from '../support/dialects';
import { test } from './fixtures/browser-shell';

export function behindDialect(dialect: Dialect, upstream: () => RunningMarketplace): () => DialectServer {
  let server: DialectServer;
  test.beforeAll(async () => {
    server = await startDialectServer(upstream().url, dialect);
  });
  test.afterAll(async () => server.close());
  test.use({
    shellOptions: {
      datasets: 200,
      // Known only once the server runs: read when each test starts.
      get args() {
        return ['--api-base', server.url];
      },
      get env() {
        return { DMD_API_KEY: upstream().freeKey };
      },
    },
  });
  return () => server;
}
