import { SPEED_WINDOW_MS } from './upload-constants';

/** Bytes per second over a sliding window of (time, total bytes sent) samples. */
export class UploadSpeed {
  private samples: { at: number; bytes: number }[] = [];

  record(at: number, totalBytes: number): void {
    this.samples.push({ at, bytes: totalBytes });
    while (this.samples.length > 2 && at - (this.samples[0]?.at ?? at) > SPEED_WINDOW_MS) this.samples.shift();
  }

  /** Bytes per second, 0 until two samples lie apart. */
  bytesPerSecond(): number {
    const first = this.samples[0];
    const last = this.samples.at(-1);
    if (!first || !last || last.at <= first.at) return 0;
    return ((last.bytes - first.bytes) * 1000) / (last.at - first.at);
  }

  reset(): void {
    this.samples = [];
  }
}
