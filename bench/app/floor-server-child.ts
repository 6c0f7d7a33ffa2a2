/**
 * The start-up floor: the least a start of any app like ours can cost here. A bare node:http
 * server, spawned as its own Node process (bundled to plain ESM, as the shell is built), serves one
 * page under the app's Content-Security-Policy with no inline script; the page's script fetches a
 * JSON of 20 rows and paints "5,000 datasets" and the rows, with the class names the start-up probe
 * looks for (page-probes.ts). Prints `{"url": …}` on stdout once it listens; SIGTERM ends it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { securityHeaders } from '../../electron/renderer-host/renderer-response';

const FLOOR_ROWS = 20;
const FLOOR_TOTAL = 5_000;

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8"><title>Floor</title><script type="module" src="/floor.js"></script></head>
<body><div id="root"></div></body></html>
`;

const SCRIPT = `
const answer = await (await fetch('/rows.json')).json();
const frame = document.createElement('main');
frame.className = 'app-frame';
const heading = document.createElement('h1');
heading.textContent = answer.total.toLocaleString('en') + ' datasets';
const list = document.createElement('ul');
list.className = 'results-list';
for (const row of answer.items) {
  const item = document.createElement('li');
  item.className = 'result-row';
  const title = document.createElement('strong');
  title.textContent = row.title;
  const facts = document.createElement('span');
  facts.textContent = row.category + ' · LQS ' + row.lqs + ' · $' + row.price;
  item.append(title, ' ', facts);
  list.append(item);
}
frame.append(heading, list);
document.getElementById('root').append(frame);
`;

const ROWS = JSON.stringify({
  total: FLOOR_TOTAL,
  items: Array.from({ length: FLOOR_ROWS }, (_, index) => ({
    id: `ds-${index + 1}`,
    title: `Labelled dataset ${index + 1}`,
    category: 'computer-vision',
    lqs: 80 + (index % 20),
    price: 100 + index * 10,
  })),
});

const FILES: Record<string, { type: string; body: string }> = {
  '/': { type: 'text/html; charset=utf-8', body: PAGE },
  '/floor.js': { type: 'text/javascript; charset=utf-8', body: SCRIPT },
  '/rows.json': { type: 'application/json; charset=utf-8', body: ROWS },
};

const server = http.createServer((request, response) => {
  const file = FILES[new URL(request.url ?? '/', 'http://floor').pathname];
  if (!file) {
    response.writeHead(404, securityHeaders()).end();
    return;
  }
  // Never cached, as the shell's answers are not: each start pays for its page again.
  response.writeHead(200, { ...securityHeaders(), 'Cache-Control': 'no-store', 'Content-Type': file.type, 'Content-Length': Buffer.byteLength(file.body) });
  response.end(file.body);
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}/` })}\n`);
});
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  // A connection the browser opened ahead and never used would hold close() for minutes.
  server.closeAllConnections();
});
