// Upload hashing: the MD5 identifier of a 1 GB file computed the way the console's hashing worker does it
// (workers/upload-hash-slices.ts: hash-wasm, 10 MB slices read from a file-backed Blob), against native `md5sum` on
// the same file in the same run. Goal (issue 13): at least 0.9 of native throughput. Each side runs twice after a
// warm-up read, best time kept, so both read from the page cache. The file is created under /tmp and deleted after.
// Run: npx tsx bench/upload-hash.ts   (FILE_MB=256 for a quicker, smaller run)
import { execFileSync } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { md5InSlices } from '../workers/upload-hash-slices';
import { report } from './support/report';

const FILE_MB = Number(process.env.FILE_MB ?? 1024);
const BLOCK = 64 * 1024 * 1024;

function writeFile(file: string, bytes: number): void {
  const fd = fs.openSync(file, 'w');
  const block = Buffer.allocUnsafe(BLOCK);
  for (let written = 0; written < bytes; written += BLOCK) {
    randomFillSync(block);
    fs.writeSync(fd, block, 0, Math.min(BLOCK, bytes - written));
  }
  fs.closeSync(fd);
}

async function best<T>(runs: number, work: () => Promise<T> | T): Promise<{ ms: number; value: T }> {
  let result: { ms: number; value: T } | undefined;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const value = await work();
    const ms = performance.now() - started;
    if (!result || ms < result.ms) result = { ms, value };
  }
  if (!result) throw new Error('no run');
  return result;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-bench-hash-'));
const file = path.join(dir, 'upload.bin');
try {
  const bytes = FILE_MB * 1024 * 1024;
  writeFile(file, bytes);
  execFileSync('md5sum', [file]); // warm the page cache
  const native = await best(2, () => execFileSync('md5sum', [file]).toString().split(' ')[0] ?? '');
  const sliced = await best(2, async () => md5InSlices(await fs.openAsBlob(file)));
  if (native.value !== sliced.value) throw new Error(`digests differ: ${native.value} vs ${sliced.value}`);
  const mbPerSecond = (ms: number) => bytes / 1024 / 1024 / (ms / 1000);
  report('upload-hash', {
    'file MB': FILE_MB,
    'md5sum MB/s (native)': mbPerSecond(native.ms),
    'hash-wasm in 10 MB slices MB/s': mbPerSecond(sliced.ms),
    'ratio to native (goal >= 0.9)': native.ms / sliced.ms,
  });
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
