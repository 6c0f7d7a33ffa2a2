/**
 * The preview's worker: every sample is parsed here, off the window's main thread, and only the
 * view (plus transferred buffers) goes back.
 */
import { parseSample } from './parse/parse-sample';
import type { SampleView, WorkerFile } from './parse/view-model';

export type WorkerRequest = { id: number; files: WorkerFile[] };
export type WorkerReply = { id: number; ok: true; view: SampleView } | { id: number; ok: false; message: string };

/** The worker's global scope, typed by what is used (the renderer's types are the window's). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerReply, transfer?: Transferable[]): void;
};

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const { id, files } = event.data;
  parseSample(files).then(
    ({ view, transfer }) => scope.postMessage({ id, ok: true, view } satisfies WorkerReply, transfer),
    (error: unknown) => scope.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) } satisfies WorkerReply),
  );
};
