import { expose } from 'comlink';
import { md5InSlices } from './upload-hash-slices';

/** What the upload-hash worker exposes over comlink; the main thread wraps it (workers/upload-hash.ts). */
export interface UploadHashWorkerApi {
  /** The file's lowercase hex MD5; `onProgress` hears the bytes hashed so far after each slice. */
  md5(file: Blob, onProgress?: (hashedBytes: number) => void): Promise<string>;
}

/**
 * The object this worker exposes. A File crosses postMessage as a handle: its bytes are read here, through its stream,
 * while the browser fills the stream's pipe on a thread of its own (upload-hash-stream.ts).
 */
export const uploadHashWorkerApi: UploadHashWorkerApi = {
  md5: (file, onProgress) => md5InSlices(file, onProgress ? { onProgress } : {}),
};

function isWorkerScope(): boolean {
  const scope = (globalThis as { WorkerGlobalScope?: abstract new () => unknown }).WorkerGlobalScope;
  return typeof scope === 'function' && globalThis instanceof scope;
}

// Exposed only inside a worker: importing this module elsewhere (the fallback, tests) must not listen on the window.
if (isWorkerScope()) expose(uploadHashWorkerApi);
