import { createHash } from 'node:crypto';
import { MessageChannel } from 'node:worker_threads';
import { expose, type Endpoint } from 'comlink';
import { describe, expect, it } from 'vitest';
import { md5InSlices } from '../../workers/upload-hash-slices';
import { hashOverEndpoint } from '../../workers/upload-hash';
import { byobReaderOf, readStreamInto } from '../../workers/upload-hash-stream';
import { uploadHashWorkerApi } from '../../workers/upload-hash.worker';

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

  it('reports at the slice edges whatever lengths the pieces come in', async () => {
    async function* pieces() {
      for (let start = 0; start < bytes.length; start += 30_000) yield bytes.subarray(start, start + 30_000);
    }
    const seen: number[] = [];
    const md5 = await md5InSlices(new Blob([bytes]), { sliceBytes: 40_000, source: pieces(), onProgress: (hashed) => seen.push(hashed) });
    expect(md5).toBe(oneShot);
    expect(seen).toEqual([40_000, 80_000, 100_003]);
  });

  it('hashes on while a progress report is unanswered, and answers only once every report is', async () => {
    const answers: (() => void)[] = [];
    let done = false;
    const result = md5InSlices(new Blob([bytes]), {
      sliceBytes: 40_000,
      onProgress: () => new Promise<void>((resolve) => answers.push(resolve)),
    }).then((md5) => ((done = true), md5));
    for (let turn = 0; turn < 100 && answers.length < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(answers).toHaveLength(3);
    answers.slice(0, 2).forEach((answer) => answer());
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);
    answers[2]?.();
    expect(await result).toBe(oneShot);
  });

  it('reads slices where the Blob stream is not a byte stream', async () => {
    class PlainStreamBlob extends Blob {
      override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
        return new Blob([bytes]).stream().pipeThrough(new TransformStream());
      }
    }
    const blob = new PlainStreamBlob([bytes]);
    expect(byobReaderOf(blob)).toBeNull();
    expect(await md5InSlices(blob, { sliceBytes: 30_000 })).toBe(oneShot);
  });
});

describe('readStreamInto', () => {
  it('gives the bytes in order in pieces no longer than its one buffer', async () => {
    const reader = byobReaderOf(new Blob([bytes]));
    if (!reader) throw new Error('no byte stream in this runtime');
    const pieces: Uint8Array[] = [];
    for await (const piece of readStreamInto(reader, 4096)) pieces.push(piece.slice());
    expect(Math.max(...pieces.map((piece) => piece.byteLength))).toBeLessThanOrEqual(4096);
    expect(Buffer.concat(pieces)).toEqual(Buffer.from(bytes));
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
