// The page bench/upload-hash.ts opens: hashes a Blob through the console's real hashing worker (workers/upload-hash.ts,
// built by vite exactly as the console builds it) and reports the time on the page's clock. Its probes (probe.worker.ts)
// time hash-wasm alone on bytes in memory and each way of reading alone, in a worker too.
import { wrap } from 'comlink';
import { hashFile } from '../../../workers/upload-hash';
import type { ProbeApi, ProbeRun, ReadMethod } from './probe.worker';

export interface UploadHashRun {
  md5: string;
  ms: number;
  progressReports: number;
}

export type BlobSource = 'fetched' | 'picked';

export interface UploadHashProbe {
  /** Hashes the bytes at `url`, fetched into a Blob first (a Blob made in the page, as a pasted image or a drop is). */
  hashFetched(url: string): Promise<UploadHashRun>;
  /** Hashes the File picked in the page's file input (a file on disk, as a user's upload is). */
  hashPicked(): Promise<UploadHashRun>;
  /** A one-byte Blob through the hashing worker: what starting the worker and its hash-wasm costs each file. */
  hashOneByte(): Promise<UploadHashRun>;
  /** hash-wasm alone over the bytes, read into the probe worker's memory before the clock starts. */
  hashInMemory(source: BlobSource): Promise<ProbeRun>;
  /** The console's way of reading and hashing, in the probe worker, timing how long the hash waited for bytes. */
  hashWaiting(source: BlobSource): Promise<ProbeRun>;
  /** Reading alone, no hashing, in the probe worker. */
  read(source: BlobSource, method: ReadMethod): Promise<ProbeRun>;
}

async function timed(blob: Blob): Promise<UploadHashRun> {
  let progressReports = 0;
  const started = performance.now();
  const job = hashFile(blob, () => {
    progressReports += 1;
  });
  try {
    const md5 = await job.result;
    return { md5, ms: performance.now() - started, progressReports };
  } finally {
    job.dispose();
  }
}

let fetched: { url: string; blob: Blob } | undefined;

function picked(): File {
  const file = (document.getElementById('file') as HTMLInputElement).files?.[0];
  if (!file) throw new Error('no file picked');
  return file;
}

function blobOf(source: BlobSource): Blob {
  if (source === 'picked') return picked();
  if (!fetched) throw new Error('nothing fetched yet');
  return fetched.blob;
}

const probeWorker = wrap<ProbeApi>(new Worker(new URL('./probe.worker.ts', import.meta.url), { type: 'module' }));

const probe: UploadHashProbe = {
  async hashFetched(url) {
    // Fetched once and kept, so repeated runs time the hash alone.
    if (fetched?.url !== url) fetched = { url, blob: await (await fetch(url)).blob() };
    return timed(fetched.blob);
  },
  hashPicked: () => timed(picked()),
  hashOneByte: () => timed(new Blob([new Uint8Array(1)])),
  hashInMemory: (source) => probeWorker.hashInMemory(blobOf(source)),
  hashWaiting: (source) => probeWorker.hashWaiting(blobOf(source)),
  read: (source, method) => probeWorker.read(blobOf(source), method),
};

(window as unknown as { uploadHashProbe: UploadHashProbe }).uploadHashProbe = probe;
