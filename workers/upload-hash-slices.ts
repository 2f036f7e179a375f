import { createMD5 } from 'hash-wasm';
import { byobReaderOf, readStreamInto } from './upload-hash-stream';

/** Spec 001 section 9: the digest reads the file about 10 MB at a time, so memory stays flat whatever its size. */
export const HASH_SLICE_BYTES = 10 * 1024 * 1024;

/** A file's bytes in order, piece after piece (of any length; each may be reused once the next is asked for). */
export type SliceSource = AsyncIterable<Uint8Array>;

export interface SliceHashOptions {
  /** At most this many bytes are read at a time, and progress is reported at every multiple of it. */
  sliceBytes?: number;
  /**
   * Called at every `sliceBytes` hashed and at the end, with the bytes hashed so far. Not waited for on the way (over
   * comlink a report is a round trip to the page, which would stall the hash each time the page is busy); all of them
   * are waited for before the digest is returned, so every report lands before the result.
   */
  onProgress?: (hashedBytes: number) => unknown;
  /** Where the bytes come from; by default the Blob's stream, or its slices where the stream is not a byte stream. */
  source?: SliceSource;
}

export function checkSliceBytes(sliceBytes: number): number {
  if (!(sliceBytes > 0)) throw new RangeError(`slice size must be above 0, got ${sliceBytes}`);
  return sliceBytes;
}

/**
 * Reads a Blob's slices on this thread, the next while the caller hashes this one (two slices in memory at most): the
 * way for browsers whose Blob stream cannot fill a buffer of ours.
 */
export async function* readSlicesHere(blob: Blob, sliceBytes: number): SliceSource {
  const read = (start: number) => blob.slice(start, Math.min(blob.size, start + sliceBytes)).arrayBuffer();
  let next = blob.size > 0 ? read(0) : undefined;
  for (let start = 0; next; start += sliceBytes) {
    const slice = await next;
    next = start + sliceBytes < blob.size ? read(start + sliceBytes) : undefined;
    yield new Uint8Array(slice);
  }
}

function readHere(blob: Blob, sliceBytes: number): SliceSource {
  const reader = blob.size > 0 ? byobReaderOf(blob) : null;
  return reader ? readStreamInto(reader, sliceBytes) : readSlicesHere(blob, sliceBytes);
}

/**
 * Lowercase hex MD5 of a Blob (a File), fed piece by piece to hash-wasm: the identifier of a chunked upload (contract
 * section 5). Runs in the hashing worker; in-thread only as the fallback.
 */
export async function md5InSlices(blob: Blob, options: SliceHashOptions = {}): Promise<string> {
  const sliceBytes = checkSliceBytes(options.sliceBytes ?? HASH_SLICE_BYTES);
  const { onProgress } = options;
  const hasher = await createMD5();
  hasher.init();
  const reports: unknown[] = [];
  let hashed = 0;
  let nextReport = sliceBytes;
  for await (const piece of options.source ?? readHere(blob, sliceBytes)) {
    let rest = piece;
    // A piece that reaches a slice edge is hashed up to it and reported there, so reports fall on the edges exactly.
    while (hashed + rest.byteLength >= nextReport) {
      const head = nextReport - hashed;
      hasher.update(rest.subarray(0, head));
      hashed = nextReport;
      rest = rest.subarray(head);
      nextReport += sliceBytes;
      if (onProgress) reports.push(onProgress(hashed));
    }
    if (rest.byteLength > 0) hasher.update(rest);
    hashed += rest.byteLength;
  }
  if (onProgress && hashed > 0 && hashed !== nextReport - sliceBytes) reports.push(onProgress(hashed));
  await Promise.all(reports);
  return hasher.digest('hex');
}
