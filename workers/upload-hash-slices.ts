import { createMD5 } from 'hash-wasm';

/** Spec 001 section 9: the digest reads the file about 10 MB at a time, so memory stays flat whatever its size. */
export const HASH_SLICE_BYTES = 10 * 1024 * 1024;

export interface SliceHashOptions {
  sliceBytes?: number;
  /** Called after each slice with the bytes hashed so far; awaited, so a report over comlink lands before the result. */
  onProgress?: (hashedBytes: number) => unknown;
}

/**
 * Lowercase hex MD5 of a Blob (a File), read slice by slice with hash-wasm: the identifier of a chunked upload
 * (contract section 5). Runs in the hashing worker; in-thread only as the fallback.
 */
export async function md5InSlices(blob: Blob, options: SliceHashOptions = {}): Promise<string> {
  const sliceBytes = options.sliceBytes ?? HASH_SLICE_BYTES;
  if (!(sliceBytes > 0)) throw new RangeError(`slice size must be above 0, got ${sliceBytes}`);
  const hasher = await createMD5();
  hasher.init();
  const read = (start: number) => blob.slice(start, Math.min(blob.size, start + sliceBytes)).arrayBuffer();
  // The next slice is read while this one is hashed: reading costs about as much as hashing, so the two overlap
  // (two slices in memory at most, whatever the file's size).
  let next = blob.size > 0 ? read(0) : undefined;
  for (let start = 0; next; start += sliceBytes) {
    const slice = await next;
    next = start + sliceBytes < blob.size ? read(start + sliceBytes) : undefined;
    hasher.update(new Uint8Array(slice));
    await options.onProgress?.(Math.min(blob.size, start + sliceBytes));
  }
  return hasher.digest('hex');
}
