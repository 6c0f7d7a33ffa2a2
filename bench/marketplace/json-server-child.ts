/** json-server 0.17 over the catalog exported as JSON (file in argv[2]), for comparison. */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { failToParent, serveForParent } from '../../tests/harness/marketplace/child-protocol';

/** The part of json-server 0.17's programmatic API used here (it ships no types). */
interface JsonServerApi {
  create(): { use(handler: unknown): void; listen(port: number, host: string, ready: () => void): Server };
  defaults(options: { logger: boolean }): unknown;
  router(db: object): unknown;
}
const require = createRequire(import.meta.url);
const jsonServer = require('json-server') as JsonServerApi;

try {
  const catalogFile = process.argv[2];
  if (!catalogFile) throw new Error('usage: json-server-child.ts <catalog.json>');
  const started = performance.now();
  const db: unknown = JSON.parse(readFileSync(catalogFile, 'utf8'));
  const app = jsonServer.create();
  app.use(jsonServer.defaults({ logger: false }));
  app.use(jsonServer.router(db as object));
  const server: Server = app.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    serveForParent(`http://127.0.0.1:${port}`, { loadMs: performance.now() - started }, () => new Promise<void>((resolve) => server.close(() => resolve())));
  });
  server.keepAliveTimeout = 60_000;
} catch (error) {
  failToParent(error);
}
