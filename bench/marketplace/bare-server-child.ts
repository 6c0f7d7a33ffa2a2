/** The ceiling: a bare node:http server answering one constant JSON body (file in argv[2]). */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { failToParent, serveForParent } from '../../tests/harness/marketplace/child-protocol';

try {
  const bodyFile = process.argv[2];
  if (!bodyFile) throw new Error('usage: bare-server-child.ts <body.json>');
  const body = readFileSync(bodyFile);
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    response.end(body);
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    serveForParent(`http://127.0.0.1:${port}`, { bodyBytes: body.length }, () => new Promise<void>((resolve) => server.close(() => resolve())));
  });
} catch (error) {
  failToParent(error);
}
