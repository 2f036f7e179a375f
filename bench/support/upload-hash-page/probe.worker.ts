// The bench page's probes, in a worker as the console's hasher is: hash-wasm's MD5 alone on bytes already in memory
// (the ceiling any reading can reach), the console's way with the time the hash waits for bytes, the session-11 way
// (a reader worker) for comparison, and each way of reading a Blob alone (no hashing), so the gap between the pipeline
// and the ceiling can be split into reading and hashing. Bench only: nothing of the console imports it.
import { expose } from 'comlink';
import { createMD5 } from 'hash-wasm';
import { HASH_SLICE_BYTES, md5InSlices, type SliceSource } from '../../../workers/upload-hash-slices';
import { byobReaderOf, readStreamInto } from '../../../workers/upload-hash-stream';

export type ReadMethod = 'FileReaderSync' | 'Blob.arrayBuffer' | 'stream (BYOB)';

export interface ProbeRun {
  md5?: string;
  ms: number;
  /** Of `ms`, the time the hasher waited for the next piece of the file. */
  waitingMs?: number;
}

/** The source, with the time its consumer waits on it added up in `waited.ms`. */
async function* timedWaits(source: SliceSource, waited: { ms: number }): SliceSource {
  const pieces = source[Symbol.asyncIterator]();
  for (;;) {
    const asked = performance.now();
    const next = await pieces.next();
    waited.ms += performance.now() - asked;
    if (next.done) return;
    yield next.value;
  }
}

// FileReaderSync exists in workers only and is missing from the DOM typings this project compiles with.
declare const FileReaderSync: new () => { readAsArrayBuffer(blob: Blob): ArrayBuffer };

function slicesOf(blob: Blob, sliceBytes: number): Blob[] {
  const slices: Blob[] = [];
  for (let start = 0; start < blob.size; start += sliceBytes) slices.push(blob.slice(start, start + sliceBytes));
  return slices;
}

async function readAll(blob: Blob, method: ReadMethod, sliceBytes: number): Promise<number> {
  let total = 0;
  if (method === 'stream (BYOB)') {
    const reader = blob.stream().getReader({ mode: 'byob' });
    let buffer = new ArrayBuffer(sliceBytes);
    for (;;) {
      const { done, value } = await reader.read(new Uint8Array(buffer));
      if (done || !value) break;
      total += value.byteLength;
      buffer = value.buffer;
    }
    return total;
  }
  for (const slice of slicesOf(blob, sliceBytes)) {
    const bytes = method === 'FileReaderSync' ? new FileReaderSync().readAsArrayBuffer(slice) : await slice.arrayBuffer();
    total += bytes.byteLength;
  }
  return total;
}

const probeApi = {
  /** Reads the whole Blob into memory first (not timed), then times hash-wasm over it, one update a slice. */
  async hashInMemory(blob: Blob, sliceBytes = HASH_SLICE_BYTES): Promise<ProbeRun> {
    const slices = slicesOf(blob, sliceBytes).map((slice) => new Uint8Array(new FileReaderSync().readAsArrayBuffer(slice)));
    const hasher = await createMD5();
    const started = performance.now();
    hasher.init();
    for (const slice of slices) hasher.update(slice);
    const md5 = hasher.digest('hex');
    return { md5, ms: performance.now() - started };
  },
  /** The console's way (the stream read into one buffer, in the hashing thread), with the time spent waiting for bytes. */
  async hashWaiting(blob: Blob): Promise<ProbeRun> {
    const reader = byobReaderOf(blob);
    if (!reader) throw new Error('this browser has no byte stream for Blobs');
    const waited = { ms: 0 };
    const started = performance.now();
    const md5 = await md5InSlices(blob, { source: timedWaits(readStreamInto(reader, HASH_SLICE_BYTES), waited) });
    return { md5, ms: performance.now() - started, waitingMs: waited.ms };
  },
  /** Times reading the whole Blob by one method, without hashing. */
  async read(blob: Blob, method: ReadMethod, sliceBytes = HASH_SLICE_BYTES): Promise<ProbeRun> {
    const started = performance.now();
    const bytes = await readAll(blob, method, sliceBytes);
    if (bytes !== blob.size) throw new Error(`read ${bytes} of ${blob.size} bytes`);
    return { ms: performance.now() - started };
  },
};

export type ProbeApi = typeof probeApi;

expose(probeApi);
