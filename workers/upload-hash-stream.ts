/** A BYOB reader of the Blob's stream, or null where the stream is not a byte stream (some older browsers). */
export function byobReaderOf(blob: Blob): ReadableStreamBYOBReader | null {
  try {
    return blob.stream().getReader({ mode: 'byob' });
  } catch {
    return null;
  }
}

/**
 * A Blob's bytes through its stream, read into one buffer of `bufferBytes` reused from read to read, so memory stays
 * flat. Each piece is as long as the stream had ready, never more than the buffer, and is a view of that buffer: it is
 * valid until the next piece is asked for (the hasher consumes it at once).
 * Why a stream: in Chromium the browser process fills the stream's pipe while this thread hashes, and the copy out of
 * the pipe is cheap; a Blob slice read (FileReaderSync, `arrayBuffer()`) costs the reading thread far more
 * (bench/upload-hash.ts prints each way of reading alone).
 */
export async function* readStreamInto(reader: ReadableStreamBYOBReader, bufferBytes: number): AsyncGenerator<Uint8Array> {
  try {
    let buffer = new ArrayBuffer(bufferBytes);
    for (;;) {
      const { done, value } = await reader.read(new Uint8Array(buffer));
      if (done || !value) return;
      buffer = value.buffer;
      yield value;
    }
  } finally {
    // A hasher that stops early (an error, a cancel) lets the browser stop reading the file.
    await reader.cancel().catch(() => undefined);
  }
}
