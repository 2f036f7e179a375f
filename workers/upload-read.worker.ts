import type { ReadRequest } from './upload-read';

interface Reading {
  blob: Blob;
  sliceBytes: number;
  next: number;
  credit: number;
}

/** Where the reader posts slices: its worker scope, or a MessagePort in tests. */
export interface SlicePort {
  postMessage(message: ArrayBuffer, transfer: Transferable[]): void;
}

// FileReaderSync reads a slice without a round through the event loop; it exists in workers only (and is missing
// from the DOM typings this project compiles with).
declare const FileReaderSync: (new () => { readAsArrayBuffer(blob: Blob): ArrayBuffer }) | undefined;
const readSlice = (part: Blob): ArrayBuffer | Promise<ArrayBuffer> =>
  typeof FileReaderSync === 'function' ? new FileReaderSync().readAsArrayBuffer(part) : part.arrayBuffer();

/**
 * The reader's loop: reads slices of the Blob while it has credit (one per slice the hasher took) and transfers each.
 * Returns the handler for the hasher's requests.
 */
export function serveSlices(port: SlicePort): (request: ReadRequest) => Promise<void> {
  let reading: Reading | null = null;
  let busy = false;
  return async (request) => {
    if ('blob' in request) reading = { blob: request.blob, sliceBytes: request.sliceBytes, next: 0, credit: 0 };
    if (!reading) return;
    reading.credit += request.credit;
    if (busy) return;
    busy = true;
    try {
      while (reading.credit > 0 && reading.next < reading.blob.size) {
        const start = reading.next;
        reading.next = Math.min(reading.blob.size, start + reading.sliceBytes);
        reading.credit -= 1;
        const bytes = await readSlice(reading.blob.slice(start, reading.next));
        port.postMessage(bytes, [bytes]);
      }
    } finally {
      busy = false;
    }
  };
}

function isWorkerScope(): boolean {
  const scope = (globalThis as { WorkerGlobalScope?: abstract new () => unknown }).WorkerGlobalScope;
  return typeof scope === 'function' && globalThis instanceof scope;
}

if (isWorkerScope()) {
  const serve = serveSlices(globalThis as unknown as SlicePort);
  globalThis.addEventListener('message', (event) => void serve((event as MessageEvent<ReadRequest>).data));
}
