import { expose } from 'comlink';
import { HASH_SLICE_BYTES, md5InSlices } from './upload-hash-slices';
import { readSlicesFrom } from './upload-read';

/** What the upload-hash worker exposes over comlink; the main thread wraps it (workers/upload-hash.ts). */
export interface UploadHashWorkerApi {
  /** The file's lowercase hex MD5; `onProgress` hears the bytes hashed so far after each slice. */
  md5(file: Blob, onProgress?: (hashedBytes: number) => void): Promise<string>;
}

/**
 * Hashes with the slices read by a reader worker of its own, so reading and hashing run side by side; where a worker
 * cannot start one (no nested workers) or the reader fails, it reads the slices itself.
 */
async function md5WithReader(file: Blob, onProgress?: (hashedBytes: number) => void): Promise<string> {
  const progress = onProgress ? { onProgress } : {};
  if (typeof Worker !== 'function' || file.size === 0) return md5InSlices(file, progress);
  let reader: Worker;
  try {
    reader = new Worker(new URL('./upload-read.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return md5InSlices(file, progress);
  }
  try {
    return await md5InSlices(file, { ...progress, source: readSlicesFrom(reader, file, HASH_SLICE_BYTES) });
  } catch {
    return md5InSlices(file, progress);
  } finally {
    reader.terminate();
  }
}

/** The object this worker exposes. A File crosses postMessage as a handle: its bytes are read here, never copied. */
export const uploadHashWorkerApi: UploadHashWorkerApi = { md5: md5WithReader };

function isWorkerScope(): boolean {
  const scope = (globalThis as { WorkerGlobalScope?: abstract new () => unknown }).WorkerGlobalScope;
  return typeof scope === 'function' && globalThis instanceof scope;
}

// Exposed only inside a worker: importing this module elsewhere (the fallback, tests) must not listen on the window.
if (isWorkerScope()) expose(uploadHashWorkerApi);
