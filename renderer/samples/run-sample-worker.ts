/**
 * Parses a sample in the preview's worker (sample-worker.ts), one worker for the window, started
 * on first use. The parsers are never imported here: they would land in the window's own
 * scripts (and its first paint) instead of the worker's file. A parse that runs longer than
 * SAMPLE_PARSE_TIMEOUT_MS is stopped by ending the worker (a loop cannot be interrupted from
 * outside); the samples queued behind it go to a fresh one, so the next preview still works.
 */
import { SAMPLE_PARSE_TIMEOUT_MS } from '../../shared/domain/samples/sample-types';
import type { SampleView, WorkerFile } from './parse/view-model';
import type { WorkerReply, WorkerRequest } from './sample-worker';

/** What this module uses of a Worker, so a test can stand in its own. */
export type PreviewWorker = Pick<Worker, 'postMessage' | 'terminate' | 'onmessage' | 'onerror'>;

interface Pending {
  request: WorkerRequest;
  resolve(view: SampleView): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

const defaultStart = (): PreviewWorker => new Worker(new URL('./sample-worker.ts', import.meta.url), { type: 'module', name: 'sample-preview' });

let startWorker: () => PreviewWorker = defaultStart;
let timeoutMs = SAMPLE_PARSE_TIMEOUT_MS;
let worker: PreviewWorker | null = null;
let nextId = 1;
const waiting = new Map<number, Pending>();

/** Tests only: another worker and time cap (`undefined` restores the window's own). */
export function setPreviewWorkerForTests(start: (() => PreviewWorker) | undefined, capMs?: number): void {
  stopWorker();
  startWorker = start ?? defaultStart;
  timeoutMs = capMs ?? SAMPLE_PARSE_TIMEOUT_MS;
}

function describeParseTimeout(ms: number): string {
  return `the preview stopped reading it after ${Math.round(ms / 100) / 10} s, the longest it lets a sample take (the file may be very large, or built to keep its reader busy). Other samples still open.`;
}

function stopWorker(): void {
  worker?.terminate();
  worker = null;
}

function running(): PreviewWorker {
  if (worker !== null) return worker;
  const started = startWorker();
  started.onmessage = (event: MessageEvent<WorkerReply>) => {
    const reply = event.data;
    const pending = waiting.get(reply.id);
    if (pending === undefined) return;
    waiting.delete(reply.id);
    clearTimeout(pending.timer);
    if (reply.ok) pending.resolve(reply.view);
    else pending.reject(new Error(reply.message));
  };
  started.onerror = (event) => {
    event.preventDefault();
    for (const pending of waiting.values()) {
      clearTimeout(pending.timer);
      pending.reject(new Error('The preview could not read this sample (its reader stopped).'));
    }
    waiting.clear();
    stopWorker();
  };
  worker = started;
  return started;
}

function post(pending: Pending): void {
  const id = pending.request.id;
  pending.timer = setTimeout(() => timedOut(id), timeoutMs);
  running().postMessage(pending.request);
}

/** The worker is busy with `id` for too long: end it, fail `id`, and hand the rest to a new one. */
function timedOut(id: number): void {
  const late = waiting.get(id);
  if (late === undefined) return;
  waiting.delete(id);
  stopWorker();
  late.reject(new Error(describeParseTimeout(timeoutMs)));
  const rest = [...waiting.values()];
  for (const pending of rest) {
    clearTimeout(pending.timer);
    post(pending);
  }
}

export async function parseInWorker(files: readonly WorkerFile[]): Promise<SampleView> {
  if (typeof Worker === 'undefined' && startWorker === defaultStart) throw new Error('this window cannot run the preview’s reader (no Web Worker).');
  const request: WorkerRequest = { id: nextId++, files: [...files] };
  return new Promise<SampleView>((resolve, reject) => {
    const pending: Pending = { request, resolve, reject, timer: undefined };
    waiting.set(request.id, pending);
    post(pending);
  });
}
