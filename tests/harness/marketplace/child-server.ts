import { fork, type ChildProcess } from 'node:child_process';
import type { ChildMessage, MemoryReport, ParentMessage } from './child-protocol';

export interface ChildServer {
  url: string;
  pid: number;
  info: Record<string, unknown>;
  memory(): Promise<MemoryReport>;
  close(): Promise<void>;
}

function nextMessage<T extends ChildMessage['type']>(child: ChildProcess, type: T, timeoutMs: number): Promise<Extract<ChildMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`child ${child.pid} sent no "${type}" within ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (message: ChildMessage) => {
      if (message.type === type) finish(null, message as Extract<ChildMessage, { type: T }>);
      else if (message.type === 'failed') finish(new Error(`child server failed:\n${message.message}`));
    };
    const onExit = (code: number | null) => finish(new Error(`child ${child.pid} exited (code ${code}) before "${type}"`));
    function finish(error: Error | null, message?: Extract<ChildMessage, { type: T }>) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error || !message) reject(error ?? new Error('no message'));
      else resolve(message);
    }
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

/** Forks a bundled server script with plain node and waits until it is listening. */
export async function startChildServer(script: string, args: readonly string[], startTimeoutMs: number): Promise<ChildServer> {
  const child = fork(script, [...args], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const send = (message: ParentMessage) => child.send(message);
  try {
    const ready = await nextMessage(child, 'ready', startTimeoutMs);
    return {
      url: ready.url,
      pid: child.pid ?? -1,
      info: ready.info,
      async memory() {
        const reply = nextMessage(child, 'memory', 10_000);
        send({ type: 'memory' });
        const report = await reply;
        const megabytes = (bytes: number | null) => (bytes === null ? null : bytes / 2 ** 20);
        return {
          rssMb: report.rssBytes / 2 ** 20,
          maxRssMb: report.maxRssBytes / 2 ** 20,
          rssAnonMb: megabytes(report.rssAnonBytes),
          rssFileMb: megabytes(report.rssFileBytes),
          heapUsedMb: report.heapUsedBytes / 2 ** 20,
          externalMb: report.externalBytes / 2 ** 20,
        };
      },
      close: () => stopChild(child, send),
    };
  } catch (error) {
    await stopChild(child, send);
    throw error;
  }
}

function stopChild(child: ChildProcess, send: (message: ParentMessage) => void): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    if (child.connected) send({ type: 'close' });
    else child.kill('SIGTERM');
  });
}
