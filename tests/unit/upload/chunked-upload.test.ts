import { describe, expect, it } from 'vitest';
import type { ChunkState, Merged, MergeBody } from '../../../server/src/wire/files';
import { ApiError } from '../../../src/lib/api-error';
import { ChunkedUpload, type UploadState } from '../../../src/ui/upload/chunked-upload';
import type { ChunkApi, ChunkRequest } from '../../../src/ui/upload/upload-api';
import { CHUNK_BYTES } from '../../../src/ui/upload/upload-constants';

// The chunked uploader's rules with a fake server: resume from the server's chunks, three at a time, five retries,
// no retry of a refusal, progress held at 99 % until the merge, pause and resume.

const IDENTIFIER = '0123456789abcdef0123456789abcdef';
const MERGED: Merged = {
  name: `${IDENTIFIER}.bin`,
  url: '/api/file/Download/annex/x',
  fileVersionId: 'x',
  fileSize: 1,
  fileExtension: 'bin',
};

function fileOf(chunks: number): File {
  return new File([new Uint8Array(CHUNK_BYTES * (chunks - 1) + 10)], 'plan.bin');
}

interface FakeServer extends ChunkApi {
  sent: number[];
  inFlightPeak: number;
}

function fakeServer(options: { has?: number[]; uploaded?: boolean; failFirst?: Map<number, number>; refuse?: number } = {}): FakeServer {
  const sent: number[] = [];
  let inFlight = 0;
  const server: FakeServer = {
    sent,
    inFlightPeak: 0,
    test: async (): Promise<ChunkState> => ({ uploaded: options.uploaded ?? false, chunkNumbers: options.has ?? [], merge: false }),
    send: async (fields: ChunkRequest): Promise<ChunkState> => {
      inFlight += 1;
      server.inFlightPeak = Math.max(server.inFlightPeak, inFlight);
      await Promise.resolve();
      inFlight -= 1;
      if (options.refuse === fields.chunkNumber) throw new ApiError('business', 401, 'Chunk refused');
      const failures = options.failFirst?.get(fields.chunkNumber) ?? 0;
      if (failures > 0) {
        options.failFirst?.set(fields.chunkNumber, failures - 1);
        throw new ApiError('network', 0, '');
      }
      sent.push(fields.chunkNumber);
      return { chunkNumbers: [], merge: false };
    },
    merge: async (_body: MergeBody): Promise<Merged> => MERGED,
  };
  return server;
}

function run(file: File, api: ChunkApi): { upload: ChunkedUpload; states: UploadState[]; settled: Promise<UploadState> } {
  const upload = new ChunkedUpload(file, {
    api,
    hash: () => ({ result: Promise.resolve(IDENTIFIER), dispose: () => undefined }),
    delay: () => Promise.resolve(),
  });
  const states: UploadState[] = [];
  const settled = new Promise<UploadState>((resolve) => {
    upload.subscribe((state) => {
      states.push(state);
      if (state.status === 'success' || state.status === 'error') resolve(state);
    });
  });
  upload.start();
  return { upload, states, settled };
}

describe('ChunkedUpload', () => {
  it('checks the file first, sends only the chunks the server lacks, three at a time, then merges', async () => {
    const server = fakeServer({ has: [1, 3] });
    const { states, settled } = run(fileOf(7), server);
    expect((await settled).result).toEqual(MERGED);
    expect(states[1]?.status).toBe('checking');
    expect([...server.sent].sort()).toEqual([2, 4, 5, 6, 7]);
    expect(server.inFlightPeak).toBeLessThanOrEqual(3);
    expect(server.inFlightPeak).toBeGreaterThan(1);
    // Never 100 % before the merge has answered.
    const beforeSuccess = states.filter((state) => state.status !== 'success');
    expect(Math.max(...beforeSuccess.map((state) => state.percent))).toBe(99);
    expect(states.at(-1)?.percent).toBe(100);
  });

  it('skips every chunk when the server already has the file', async () => {
    const server = fakeServer({ uploaded: true });
    expect((await run(fileOf(3), server).settled).status).toBe('success');
    expect(server.sent).toEqual([]);
  });

  it('retries a failing chunk up to five times, and fails on the sixth failure', async () => {
    const recovered = fakeServer({ failFirst: new Map([[2, 5]]) });
    expect((await run(fileOf(2), recovered).settled).status).toBe('success');
    const broken = fakeServer({ failFirst: new Map([[2, 6]]) });
    expect((await run(fileOf(2), broken).settled).status).toBe('error');
  });

  it('does not retry a refusal, and shows its message', async () => {
    const server = fakeServer({ refuse: 1 });
    const state = await run(fileOf(1), server).settled;
    expect(state).toMatchObject({ status: 'error', error: 'Chunk refused' });
  });

  it('pauses and resumes where it was', async () => {
    const server = fakeServer();
    const upload = new ChunkedUpload(fileOf(2), {
      api: server,
      hash: () => ({ result: Promise.resolve(IDENTIFIER), dispose: () => undefined }),
      delay: () => Promise.resolve(),
    });
    upload.start();
    upload.pause();
    expect(upload.current.status).toBe('paused');
    const done = new Promise<UploadState>((resolve) => upload.subscribe((state) => state.status === 'success' && resolve(state)));
    upload.start();
    expect((await done).status).toBe('success');
  });
});
