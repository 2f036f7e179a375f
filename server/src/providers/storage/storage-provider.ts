import type { Readable } from 'node:stream';

/** What a caller says about a file it stores; the provider may keep it beside the bytes. */
export interface StoredFileMeta {
  /** A folder-like grouping: 'userAvatar', 'annex', 'IM'. Letters and digits only. */
  area: string;
  /** The file's extension without the dot, lowercase ('png'). */
  extension: string;
  /** The size limit in bytes; a stream that runs past it is refused and nothing is kept. */
  maxBytes: number;
  /** The exact length when the caller knows it (an object store needs it to stream without buffering). */
  size?: number;
}

/** A file's bytes, as `get` returns them. */
export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where uploaded files live. The embedded default keeps them on the local disk (local-disk-storage.ts); issue 13 adds
 * chunked uploads and may add object storage behind the same three calls. Keys are opaque to callers, safe to put in
 * an address, and never chosen by a client.
 */
export interface StorageProvider {
  /** Stores the stream whole or not at all; resolves with the new key. Rejects with FileTooLargeError past maxBytes. */
  put(stream: Readable, meta: StoredFileMeta): Promise<string>;
  /** The file under `key`, or undefined when there is none (or the key is malformed). */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** The upload ran past its limit; nothing was kept. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}
