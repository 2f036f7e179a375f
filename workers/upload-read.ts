import { checkSliceBytes, type SliceSource } from './upload-hash-slices';

/** Slices the reader may have read ahead of the hasher (memory: this many slices, about 30 MB). */
export const READ_AHEAD_SLICES = 3;

/** The hasher's side of the reader: the file and slice size first, then one credit per slice it has taken. */
export type ReadRequest = { blob: Blob; sliceBytes: number; credit: number } | { credit: number };

/** What a reader port needs: a Worker, or a MessagePort in tests. */
export interface ReaderPort {
  postMessage(message: ReadRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ArrayBuffer>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent<ArrayBuffer>) => void): void;
  removeEventListener(type: 'error', listener: (event: Event) => void): void;
}

/**
 * A Blob's slices as a reader worker (upload-read.worker.ts) sends them, transferred, never copied. The reader works
 * on its own thread while this one hashes: in Chromium a slice's bytes are copied in on the reading thread, so a
 * hasher reading for itself pays for both in turn (the hash ran at about 0.5 of md5sum; bench/upload-hash.ts).
 */
export async function* readSlicesFrom(port: ReaderPort, blob: Blob, sliceBytes: number): SliceSource {
  checkSliceBytes(sliceBytes);
  const count = Math.ceil(blob.size / sliceBytes);
  const arrived: ArrayBuffer[] = [];
  let failure: Event | null = null;
  let wake: (() => void) | null = null;
  const onMessage = (event: MessageEvent<ArrayBuffer>) => {
    arrived.push(event.data);
    wake?.();
  };
  const onError = (event: Event) => {
    failure = event;
    wake?.();
  };
  port.addEventListener('message', onMessage);
  port.addEventListener('error', onError);
  try {
    if (count > 0) port.postMessage({ blob, sliceBytes, credit: READ_AHEAD_SLICES });
    for (let taken = 0; taken < count; taken += 1) {
      while (arrived.length === 0 && !failure) await new Promise<void>((resolve) => (wake = resolve));
      if (failure) throw new Error('the upload reader stopped');
      port.postMessage({ credit: 1 });
      yield new Uint8Array(arrived.shift() as ArrayBuffer);
    }
  } finally {
    port.removeEventListener('message', onMessage);
    port.removeEventListener('error', onError);
  }
}
