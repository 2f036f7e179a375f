import { createHash } from 'node:crypto';
import { MessageChannel } from 'node:worker_threads';
import { expose, type Endpoint } from 'comlink';
import { describe, expect, it } from 'vitest';
import { md5InSlices } from '../../workers/upload-hash-slices';
import { hashOverEndpoint } from '../../workers/upload-hash';
import { uploadHashWorkerApi } from '../../workers/upload-hash.worker';
import { READ_AHEAD_SLICES, readSlicesFrom, type ReaderPort, type ReadRequest } from '../../workers/upload-read';
import { serveSlices, type SlicePort } from '../../workers/upload-read.worker';

// The upload hasher: MD5 in slices equals the one-shot MD5, across slice edges, and through comlink.

const bytes = Uint8Array.from({ length: 100_003 }, (_, i) => (i * 7 + 3) % 256);
const oneShot = createHash('md5').update(bytes).digest('hex');

describe('md5InSlices', () => {
  it('equals the one-shot MD5 whatever the slice size', async () => {
    for (const sliceBytes of [1024, 4096, 99_999, 100_003, 1_000_000]) {
      expect(await md5InSlices(new Blob([bytes]), { sliceBytes })).toBe(oneShot);
    }
  });

  it('reports the bytes hashed after each slice, ending at the size', async () => {
    const seen: number[] = [];
    await md5InSlices(new Blob([bytes]), { sliceBytes: 40_000, onProgress: (hashed) => seen.push(hashed) });
    expect(seen).toEqual([40_000, 80_000, 100_003]);
  });

  it('hashes an empty file as the empty MD5', async () => {
    expect(await md5InSlices(new Blob([]))).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });
});

describe('the worker over comlink', () => {
  it('answers the same MD5 and reports progress through a proxy', async () => {
    const { port1, port2 } = new MessageChannel();
    expose(uploadHashWorkerApi, port1 as unknown as Endpoint);
    const progress: number[] = [];
    const job = hashOverEndpoint(port2 as unknown as Endpoint, new Blob([bytes]), (hashed) => progress.push(hashed));
    expect(await job.result).toBe(oneShot);
    job.dispose();
    port1.close();
    port2.close();
    expect(progress.at(-1)).toBe(bytes.length);
  });
});

describe('hashing with a reader of its own', () => {
  /** The reader on one end of a channel, as the reader worker serves the hasher. */
  function readerPort() {
    const { port1, port2 } = new MessageChannel();
    const serve = serveSlices(port1 as unknown as SlicePort);
    port1.on('message', (request: ReadRequest) => void serve(request));
    const hasherSide = port2 as unknown as ReaderPort & { start(): void };
    return { port: hasherSide, close: () => (port1.close(), port2.close()) };
  }

  it('equals the one-shot MD5 with the slices read and transferred by the reader', async () => {
    for (const sliceBytes of [4096, 99_999, 100_003, 1_000_000]) {
      const reader = readerPort();
      const blob = new Blob([bytes]);
      expect(await md5InSlices(blob, { source: readSlicesFrom(reader.port, blob, sliceBytes) })).toBe(oneShot);
      reader.close();
    }
  });

  it('keeps at most a few slices read ahead of the hasher', async () => {
    const reader = readerPort();
    const posted: unknown[] = [];
    reader.port.addEventListener('message', (event) => posted.push(event.data));
    const blob = new Blob([bytes]);
    const slices = readSlicesFrom(reader.port, blob, 1024)[Symbol.asyncIterator]();
    await slices.next();
    // The hasher took one slice and holds back: the reader stops once its credit (the read-ahead, plus one for the
    // slice taken) is spent, though the file has 98 slices.
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(posted).toHaveLength(READ_AHEAD_SLICES + 1);
    await slices.return?.(undefined);
    reader.close();
  });
});
