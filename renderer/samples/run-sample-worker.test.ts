import { Worker as ThreadWorker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { SampleView } from './parse/view-model';
import { parseInWorker, setPreviewWorkerForTests, type PreviewWorker } from './run-sample-worker';

/**
 * A real thread standing in for the preview's worker: its "parser" answers a file named
 * `ok.txt` with a text view and loops forever on any other, as a hostile file could make one do.
 */
const LOOPING_PARSER = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, files }) => {
  if (files[0].path !== 'ok.txt') for (;;) {}
  parentPort.postMessage({ id, ok: true, view: { view: 'text', path: 'ok.txt', kind: 'text', lines: ['fine'], totalLines: 1, cutLines: 0 } });
});`;

const started: ThreadWorker[] = [];
function threadWorker(): PreviewWorker {
  const thread = new ThreadWorker(LOOPING_PARSER, { eval: true });
  started.push(thread);
  const adapter = {
    onmessage: null as ((event: MessageEvent) => void) | null,
    onerror: null,
    postMessage: (message: unknown) => thread.postMessage(message),
    terminate: () => void thread.terminate(),
  };
  thread.on('message', (data: unknown) => adapter.onmessage?.({ data } as MessageEvent));
  return adapter as unknown as PreviewWorker;
}

const file = (path: string) => ({ path, kind: 'text' as const, bytes: 4, data: 'ZmluZQ==' });

afterEach(async () => {
  setPreviewWorkerForTests(undefined);
  await Promise.all(started.splice(0).map((thread) => thread.terminate()));
});

describe('parseInWorker', () => {
  it('stops a parse that loops, says why, and reads the next sample on a fresh worker', async () => {
    setPreviewWorkerForTests(threadWorker, 300);
    const before = Date.now();
    await expect(parseInWorker([file('loop.csv')])).rejects.toThrow(/stopped reading it after 0.3 s, the longest it lets a sample take/);
    expect(Date.now() - before).toBeLessThan(5_000);
    const next: SampleView = await parseInWorker([file('ok.txt')]);
    expect(next).toMatchObject({ view: 'text', lines: ['fine'] });
    expect(started).toHaveLength(2);
  });

  it('gives a sample queued behind the looping one to the fresh worker', async () => {
    setPreviewWorkerForTests(threadWorker, 300);
    const looping = parseInWorker([file('loop.csv')]);
    const queued = parseInWorker([file('ok.txt')]);
    await expect(looping).rejects.toThrow(/stopped reading it/);
    await expect(queued).resolves.toMatchObject({ view: 'text' });
  });
});
