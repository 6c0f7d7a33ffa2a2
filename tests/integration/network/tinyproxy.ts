/**
 * A real proxy for the network tests: Debian's tinyproxy on loopback, with basic auth, its own
 * config and log in a temp folder and a free port. It connects onward from `bindAddress`, so a
 * server behind it can tell the requests that came through it from any that did not.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { promises as fs } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningProxy {
  /** http://127.0.0.1:port, without credentials. */
  url: string;
  port: number;
  /** The CONNECT requests in its log so far. */
  connects(): Promise<string[]>;
  /** Every request in its log so far (CONNECT, and plain HTTP in absolute form), refused ones too. */
  requests(): Promise<string[]>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function accepting(port: number, deadline: number, child: ChildProcess): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`tinyproxy ended at start (${child.exitCode})`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('tinyproxy did not start listening within 5 s');
}

export async function startTinyproxy(options: { user: string; password: string; bindAddress: string }): Promise<RunningProxy> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-tinyproxy-'));
  const port = await freePort();
  const logFile = path.join(dir, 'tinyproxy.log');
  const config = [
    `Port ${port}`,
    'Listen 127.0.0.1',
    `Bind ${options.bindAddress}`,
    'Timeout 30',
    `LogFile "${logFile}"`,
    'LogLevel Connect',
    'MaxClients 50',
    'Allow 127.0.0.1',
    `BasicAuth ${options.user} ${options.password}`,
    'DisableViaHeader Yes',
  ].join('\n');
  const configFile = path.join(dir, 'tinyproxy.conf');
  await fs.writeFile(configFile, `${config}\n`);
  const child = spawn('tinyproxy', ['-d', '-c', configFile], { stdio: 'ignore' });
  await accepting(port, Date.now() + 5_000, child);
  const requestLines = async () => {
    const text = await fs.readFile(logFile, 'utf8').catch(() => '');
    return text.split('\n').filter((line) => /Request \(file descriptor \d+\): /.test(line));
  };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    connects: async () => (await requestLines()).filter((line) => /\): CONNECT /.test(line)),
    requests: requestLines,
    async stop() {
      if (child.exitCode === null) {
        const ended = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await ended;
      }
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
