import type { Merged } from '../../../server/src/wire/files';
import type { UploadHashJob } from '../../../workers/upload-hash';
import { CHUNK_BYTES, CHUNK_RETRIES, PARALLEL_CHUNKS, PROGRESS_CAP } from './upload-constants';
import type { ChunkApi, ChunkRequest } from './upload-api';
import { UploadSpeed } from './upload-speed';

/** Spec 000 section 4: waiting, uploading, paused, error, success; 'checking' while the digest is computed. */
export type UploadStatus = 'checking' | 'waiting' | 'uploading' | 'paused' | 'error' | 'success';

export interface UploadState {
  status: UploadStatus;
  /** 0-100; never above 99 before the merge has answered. */
  percent: number;
  bytesPerSecond: number;
  /** Seconds to go at the current speed, or undefined while it cannot be told. */
  secondsLeft: number | undefined;
  identifier: string | undefined;
  /** The server's refusal, in the console's language, when status is error. */
  error: string | undefined;
  result: Merged | undefined;
}

export interface ChunkedUploadDeps {
  api: ChunkApi;
  hash: (file: Blob, onProgress: (hashedBytes: number) => void) => UploadHashJob;
  /** Where to wait between retries of a chunk (tests pass one that does not wait). */
  delay?: (ms: number) => Promise<void>;
  now?: () => number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A refusal the server will repeat (a business code other than a session end): no use retrying. */
function isFinal(error: unknown): boolean {
  const kind = (error as { kind?: string }).kind;
  return kind === 'business' || kind === 'cancelled';
}

function messageOf(error: unknown): string {
  return (error as { msg?: string }).msg ?? '';
}

/**
 * One file's chunked upload (contract section 5): hash in a worker, ask the server what it has, send the missing
 * chunks three at a time with up to five retries each, merge. Pause aborts the chunks in flight (a resumed upload
 * asks the server again), cancel stops everything. Framework-free; the React uploader subscribes to its state.
 */
export class ChunkedUpload {
  private state: UploadState = {
    status: 'waiting',
    percent: 0,
    bytesPerSecond: 0,
    secondsLeft: undefined,
    identifier: undefined,
    error: undefined,
    result: undefined,
  };
  private listeners = new Set<(state: UploadState) => void>();
  private controller: AbortController | undefined;
  private hashJob: UploadHashJob | undefined;
  private done = new Set<number>();
  private inFlight = new Map<number, number>();
  private speed = new UploadSpeed();
  private readonly totalChunks: number;
  private readonly delay: (ms: number) => Promise<void>;
  private readonly now: () => number;

  constructor(
    readonly file: File,
    private readonly deps: ChunkedUploadDeps,
  ) {
    this.totalChunks = Math.max(1, Math.ceil(file.size / CHUNK_BYTES));
    this.delay = deps.delay ?? wait;
    this.now = deps.now ?? Date.now;
  }

  get current(): UploadState {
    return this.state;
  }

  subscribe(listener: (state: UploadState) => void): () => void {
    this.listeners.add(listener);
    listener(this.state);
    return () => this.listeners.delete(listener);
  }

  private update(patch: Partial<UploadState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener(this.state);
  }

  /** Starts, or resumes after a pause or an error. */
  start(): void {
    if (this.state.status === 'uploading' || this.state.status === 'checking' || this.state.status === 'success') return;
    this.controller = new AbortController();
    void this.run(this.controller.signal);
  }

  pause(): void {
    if (this.state.status !== 'uploading' && this.state.status !== 'checking') return;
    this.controller?.abort();
    this.hashJob?.dispose();
    this.hashJob = undefined;
    this.inFlight.clear();
    this.speed.reset();
    this.update({ status: 'paused', bytesPerSecond: 0, secondsLeft: undefined });
  }

  cancel(): void {
    this.controller?.abort();
    this.hashJob?.dispose();
    this.hashJob = undefined;
    this.listeners.clear();
  }

  private async identify(signal: AbortSignal): Promise<string> {
    if (this.state.identifier) return this.state.identifier;
    this.update({ status: 'checking' });
    // A local handle: a pause and a resume may start another job before this one answers.
    const job = this.deps.hash(this.file, () => undefined);
    this.hashJob = job;
    try {
      const identifier = await job.result;
      if (!signal.aborted) this.update({ identifier });
      return identifier;
    } finally {
      job.dispose();
      if (this.hashJob === job) this.hashJob = undefined;
    }
  }

  private fieldsOf(identifier: string, chunkNumber: number): ChunkRequest {
    const start = (chunkNumber - 1) * CHUNK_BYTES;
    const end = Math.min(this.file.size, start + CHUNK_BYTES);
    const dot = this.file.name.lastIndexOf('.');
    return {
      chunkNumber,
      chunkSize: CHUNK_BYTES,
      currentChunkSize: end - start,
      totalSize: this.file.size,
      identifier,
      filename: this.file.name,
      relativePath: this.file.name,
      totalChunks: this.totalChunks,
      fileType: this.file.type,
      extension: dot > 0 ? this.file.name.slice(dot + 1).toLowerCase() : '',
    };
  }

  private sentBytes(): number {
    let bytes = 0;
    for (const number of this.done) bytes += Math.min(CHUNK_BYTES, this.file.size - (number - 1) * CHUNK_BYTES);
    return bytes;
  }

  private reportProgress(): void {
    const sent = this.sentBytes();
    this.speed.record(this.now(), sent);
    const bytesPerSecond = this.speed.bytesPerSecond();
    this.update({
      percent: Math.min(PROGRESS_CAP, Math.floor((sent / this.file.size) * 100)),
      bytesPerSecond,
      secondsLeft: bytesPerSecond > 0 ? Math.ceil((this.file.size - sent) / bytesPerSecond) : undefined,
    });
  }

  private async sendChunk(identifier: string, chunkNumber: number, signal: AbortSignal): Promise<void> {
    const fields = this.fieldsOf(identifier, chunkNumber);
    const start = (chunkNumber - 1) * CHUNK_BYTES;
    const blob = this.file.slice(start, start + fields.currentChunkSize);
    for (let attempt = 0; ; attempt += 1) {
      try {
        await this.deps.api.send(fields, blob, signal);
        this.done.add(chunkNumber);
        this.reportProgress();
        return;
      } catch (error) {
        if (signal.aborted || isFinal(error) || attempt >= CHUNK_RETRIES) throw error;
        await this.delay(1000 * (attempt + 1));
      }
    }
  }

  private async sendMissing(identifier: string, signal: AbortSignal): Promise<void> {
    const queue = Array.from({ length: this.totalChunks }, (_, i) => i + 1).filter((number) => !this.done.has(number));
    const worker = async () => {
      for (let next = queue.shift(); next !== undefined && !signal.aborted; next = queue.shift()) {
        await this.sendChunk(identifier, next, signal);
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_CHUNKS, queue.length) }, worker));
  }

  private async run(signal: AbortSignal): Promise<void> {
    try {
      const identifier = await this.identify(signal);
      if (signal.aborted) return;
      this.update({ status: 'uploading', error: undefined });
      const known = await this.deps.api.test(this.fieldsOf(identifier, 1), signal);
      this.done = new Set(known.uploaded ? Array.from({ length: this.totalChunks }, (_, i) => i + 1) : known.chunkNumbers);
      this.speed.reset();
      this.reportProgress();
      if (!known.uploaded) await this.sendMissing(identifier, signal);
      if (signal.aborted) return;
      const dot = this.file.name.lastIndexOf('.');
      const result = await this.deps.api.merge(
        {
          identifier,
          fileName: this.file.name,
          fileSize: this.file.size,
          fileType: this.file.type,
          extension: dot > 0 ? this.file.name.slice(dot + 1).toLowerCase() : '',
          type: 'annex',
        },
        signal,
      );
      this.update({ status: 'success', percent: 100, bytesPerSecond: 0, secondsLeft: 0, result });
    } catch (error) {
      if (signal.aborted) return;
      // A merge refusal (the MD5 did not match) means the server dropped the chunks: a retry starts afresh.
      this.done.clear();
      this.update({ status: 'error', error: messageOf(error), bytesPerSecond: 0, secondsLeft: undefined });
    }
  }
}
