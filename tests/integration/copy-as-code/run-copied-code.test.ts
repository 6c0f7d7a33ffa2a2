/**
 * The copied code run as a buyer runs it: the curl command by `sh`, the Python by `python3` with
 * `requests`, against a server that records what arrived. Hostile search text, filter values and
 * ids must arrive exactly as typed, and the key only from the environment.
 */
import { execFile, execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compatibilityRequest, datasetRequest, searchRequest, toCurl, toPython, type ApiRequest } from '../../../renderer/copy-as-code/request-code';

const KEY = 'ls_live_CopiedCodeTestKey0123456789abcd';
const HOSTILE = `it's "quoted" $HOME \`id\` $(id) ; rm -rf / \\ \n{}%20&x=1 #café 🐈`;

interface Arrived {
  method: string;
  path: string;
  params: Array<[string, string]>;
  key: string | undefined;
  body: string;
}

let server: http.Server;
let baseUrl = '';
let arrived: Arrived[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      arrived.push({
        method: request.method ?? '',
        path: url.pathname,
        params: [...url.searchParams.entries()],
        key: request.headers['x-api-key'] as string | undefined,
        body,
      });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { env: { PATH: process.env.PATH ?? '', HOME: '/nonexistent', LS_API_KEY: KEY }, timeout: 20_000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    );
  });
}

function hasPythonRequests(): boolean {
  try {
    execFileSync('python3', ['-c', 'import requests'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const requests: Array<[string, ApiRequest]> = [
  ['a search with hostile text and filters', searchRequest({ q: HOSTILE, category: HOSTILE, license: "CC-BY '4.0'", hipaa: true, lqs_min: 70, per_page: 20 })],
  ['a record with a hostile id', datasetRequest(`../x'"$(id)`, '/license')],
  ['a compatibility check', compatibilityRequest(['a', HOSTILE], 'research')],
];

function expectArrivedAs(request: ApiRequest, got: Arrived | undefined): void {
  expect(got).toBeDefined();
  expect(got?.method).toBe(request.method);
  expect(got?.path).toBe(request.path);
  expect(got?.params).toEqual(request.params ?? []);
  expect(got?.key).toBe(KEY);
  if (request.body !== undefined) expect(JSON.parse(got?.body ?? 'null')).toEqual(request.body);
}

describe('Copy as curl, run by the shell', () => {
  it.each(requests)('sends %s exactly', async (_name, request) => {
    arrived = [];
    const code = toCurl(baseUrl, request);
    expect(code).not.toContain(KEY);
    await run('sh', ['-c', code]);
    expectArrivedAs(request, arrived[0]);
  });
});

// Skipped only where Python's requests is missing and not required: CI (.ci/run installs it) must run it.
describe.skipIf(!hasPythonRequests() && process.env.CI !== 'true')('Copy as Python, run by python3 with requests', () => {
  it.each(requests)('sends %s exactly', async (_name, request) => {
    arrived = [];
    const code = toPython(baseUrl, request);
    expect(code).not.toContain(KEY);
    expect(await run('python3', ['-c', code])).toContain("{'ok': True}");
    expectArrivedAs(request, arrived[0]);
  });
});
