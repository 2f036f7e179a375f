import { createMD5 } from 'hash-wasm';

/** Spec 001 section 9: the digest reads the file about 10 MB at a time, so memory stays flat whatever its size. */
export const HASH_SLICE_BYTES = 10 * 1024 * 1024;

/** A file's bytes in order, slice after slice. */
export type SliceSource = AsyncIterable<Uint8Array>;

export interface SliceHashOptions {
  sliceBytes?: number;
  /** Called after each slice with the bytes hashed so far; awaited, so a report over comlink lands before the result. */
  onProgress?: (hashedBytes: number) => unknown;
  /** Where the slices come from; by default they are read here (`readSlicesHere`). */
  source?: SliceSource;
}

export function checkSliceBytes(sliceBytes: number): number {
  if (!(sliceBytes > 0)) throw new RangeError(`slice size must be above 0, got ${sliceBytes}`);
  return sliceBytes;
}

/**
 * Reads a Blob's slices on this thread, the next while the caller hashes this one (two slices in memory at most). The
 * hashing worker reads in a worker of its own instead (upload-read.ts): here the read's copying waits while the
 * thread hashes.
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

/**
 * Lowercase hex MD5 of a Blob (a File), fed slice by slice to hash-wasm: the identifier of a chunked upload (contract
 * section 5). Runs in the hashing worker; in-thread only as the fallback.
 */
export async function md5InSlices(blob: Blob, options: SliceHashOptions = {}): Promise<string> {
  const sliceBytes = checkSliceBytes(options.sliceBytes ?? HASH_SLICE_BYTES);
  const hasher = await createMD5();
  hasher.init();
  let hashed = 0;
  for await (const slice of options.source ?? readSlicesHere(blob, sliceBytes)) {
    hasher.update(slice);
    hashed += slice.byteLength;
    await options.onProgress?.(hashed);
  }
  return hasher.digest('hex');
}
