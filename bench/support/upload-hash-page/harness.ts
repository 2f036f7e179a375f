// The page bench/upload-hash.ts opens: hashes a Blob through the console's real hashing worker (workers/upload-hash.ts,
// built by vite exactly as the console builds it) and reports the time on the page's clock.
import { hashFile } from '../../../workers/upload-hash';

export interface UploadHashRun {
  md5: string;
  ms: number;
  progressReports: number;
}

export interface UploadHashProbe {
  /** Hashes the bytes at `url`, fetched into a Blob first (a Blob made in the page, as a pasted image or a drop is). */
  hashFetched(url: string): Promise<UploadHashRun>;
  /** Hashes the File picked in the page's file input (a file on disk, as a user's upload is). */
  hashPicked(): Promise<UploadHashRun>;
}

async function timed(blob: Blob): Promise<UploadHashRun> {
  let progressReports = 0;
  const started = performance.now();
  const job = hashFile(blob, () => {
    progressReports += 1;
  });
  try {
    const md5 = await job.result;
    return { md5, ms: performance.now() - started, progressReports };
  } finally {
    job.dispose();
  }
}

let fetched: { url: string; blob: Blob } | undefined;

const probe: UploadHashProbe = {
  async hashFetched(url) {
    // Fetched once and kept, so repeated runs time the hash alone.
    if (fetched?.url !== url) fetched = { url, blob: await (await fetch(url)).blob() };
    return timed(fetched.blob);
  },
  hashPicked() {
    const file = (document.getElementById('file') as HTMLInputElement).files?.[0];
    if (!file) throw new Error('no file picked');
    return timed(file);
  },
};

(window as unknown as { uploadHashProbe: UploadHashProbe }).uploadHashProbe = probe;
