import type { Endpoint } from 'comlink';
import { proxy, releaseProxy, wrap } from 'comlink';
import { md5InSlices } from './upload-hash-slices';
import type { UploadHashWorkerApi } from './upload-hash.worker';

/** Hashes one file; `dispose` stops the work (a cancelled upload) and frees the worker. */
export interface UploadHashJob {
  result: Promise<string>;
  dispose(): void;
}

type WorkerEndpoint = Endpoint & { terminate?: () => void };

/** Hashes over comlink on any endpoint (a Worker, or a MessagePort in tests). */
export function hashOverEndpoint(endpoint: WorkerEndpoint, file: Blob, onProgress: (hashedBytes: number) => void): UploadHashJob {
  const remote = wrap<UploadHashWorkerApi>(endpoint);
  const result = remote.md5(file, proxy(onProgress));
  return {
    result,
    dispose() {
      remote[releaseProxy]();
      endpoint.terminate?.();
    },
  };
}

/**
 * The console's hasher: a dedicated worker per file, so a 1 GB digest never blocks the page ('Checking file' stays
 * responsive) and a cancel simply ends the worker. Where Worker is missing, or the worker fails to start, the file is
 * hashed in-thread, in the same slices.
 */
export function hashFile(file: Blob, onProgress: (hashedBytes: number) => void): UploadHashJob {
  if (typeof Worker === 'undefined') return { result: md5InSlices(file, { onProgress }), dispose: () => undefined };
  let worker: Worker;
  try {
    worker = new Worker(new URL('./upload-hash.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return { result: md5InSlices(file, { onProgress }), dispose: () => undefined };
  }
  const job = hashOverEndpoint(worker, file, onProgress);
  const failed = new Promise<string>((resolve) => {
    worker.addEventListener('error', () => resolve(md5InSlices(file, { onProgress })), { once: true });
  });
  return { result: Promise.race([job.result, failed]), dispose: job.dispose };
}
