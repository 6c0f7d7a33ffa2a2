/**
 * Parses a sample in the preview's worker (sample-worker.ts), one worker for the window, started
 * on first use. The parsers are never imported here: they would land in the window's own
 * scripts (and its first paint) instead of the worker's file.
 */
import type { SampleView, WorkerFile } from './parse/view-model';
import type { WorkerReply, WorkerRequest } from './sample-worker';

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve(view: SampleView): void; reject(error: Error): void }>();

function startWorker(): Worker {
  const started = new Worker(new URL('./sample-worker.ts', import.meta.url), { type: 'module', name: 'sample-preview' });
  started.onmessage = (event: MessageEvent<WorkerReply>) => {
    const reply = event.data;
    const pending = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.ok) pending?.resolve(reply.view);
    else pending?.reject(new Error(reply.message));
  };
  started.onerror = (event) => {
    event.preventDefault();
    for (const pending of waiting.values()) pending.reject(new Error('The preview could not read this sample (its reader stopped).'));
    waiting.clear();
    started.terminate();
    worker = null;
  };
  return started;
}

export async function parseInWorker(files: readonly WorkerFile[]): Promise<SampleView> {
  if (typeof Worker === 'undefined') throw new Error('this window cannot run the preview’s reader (no Web Worker).');
  worker ??= startWorker();
  const id = nextId++;
  const request: WorkerRequest = { id, files: [...files] };
  return new Promise<SampleView>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker?.postMessage(request);
  });
}
