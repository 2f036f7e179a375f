// Upload hashing (issue 13, "Measure"): the MD5 identifier computed the way the console computes it, in headless
// chromium through the real hashing worker (workers/upload-hash.ts: comlink, hash-wasm, the file read through its
// stream), against native `md5sum` on the same bytes in the same run. Goal: at least 0.9 of native throughput.
// The bytes are a random file under /tmp; the page hashes them twice over: fetched into a Blob made in the page, and as
// a File picked from disk through the page's file input (what a user's upload is). Every side runs once a round,
// BENCH_RUNS rounds (default 3) after a warm-up round, best time kept, so every reader works from the page cache. The
// digests must agree.
// Beside them, in a worker of the same page (support/upload-hash-page/probe.worker.ts): hash-wasm's MD5 alone on the
// bytes already in memory (the ceiling for any way of reading, in this run); what starting the worker costs; how long
// the hash waits for bytes; and each way of reading the File and the Blob alone, without hashing.
// Run: npx tsx bench/upload-hash.ts   (FILE_MB, default 256; BENCH_PORT, default 8741; BENCH_SKIP_BUILD=1 reuses the
// last build of the page in UPLOAD_HASH_OUT)
import { execFileSync } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_ARGS } from '../playwright.config';
import type { BlobSource, UploadHashProbe } from './support/upload-hash-page/harness';
import type { ReadMethod } from './support/upload-hash-page/probe.worker';
import { HASH_SLICE_BYTES } from '../workers/upload-hash-slices';
import { report } from './support/report';

const FILE_MB = Number(process.env.FILE_MB ?? 256);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 8741);
const OUT = process.env.UPLOAD_HASH_OUT ?? '/tmp/sluice-upload-hash-bench';
const BLOCK = 64 * 1024 * 1024;
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };

function writeRandomFile(file: string, bytes: number): void {
  const fd = fs.openSync(file, 'w');
  const block = Buffer.allocUnsafe(BLOCK);
  for (let written = 0; written < bytes; written += BLOCK) {
    randomFillSync(block);
    fs.writeSync(fd, block, 0, Math.min(BLOCK, bytes - written));
  }
  fs.closeSync(fd);
}

type Run = { md5?: string; ms: number; waitingMs?: number; progressReports?: number };

/**
 * Runs every side once a round, `runs` rounds after a warm-up round (page cache, worker code and wasm compiled once),
 * and keeps each side's best time. Round after round rather than side after side: on a shared machine the load moves
 * within a minute, and every side then meets much the same load.
 */
async function bestOfRounds(runs: number, sides: Record<string, () => Promise<Run>>): Promise<Record<string, Run>> {
  const bestRuns: Record<string, Run> = {};
  for (let round = 0; round <= runs; round += 1) {
    for (const [name, side] of Object.entries(sides)) {
      const run = await side();
      const kept = bestRuns[name];
      if (round > 0 && (!kept || run.ms < kept.ms)) bestRuns[name] = run;
    }
  }
  return bestRuns;
}

/** Serves the built page and the bytes to hash, nothing else. */
function serve(dataFile: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = url.pathname === '/upload.bin' ? dataFile : path.join(OUT, url.pathname === '/' ? 'index.html' : url.pathname);
    if (!file.startsWith(OUT) && file !== dataFile) return res.writeHead(404).end();
    fs.stat(file, (error, stat) => {
      if (error || !stat.isFile()) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'content-length': stat.size });
      fs.createReadStream(file).pipe(res);
    });
  });
  return new Promise((resolve) => server.listen(PORT, '127.0.0.1', () => resolve(server)));
}

type ProbeWindow = { uploadHashProbe: UploadHashProbe };

if (process.env.BENCH_SKIP_BUILD !== '1') await build({ configFile: path.resolve('bench/support/upload-hash-page/vite.config.ts') });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-bench-hash-'));
const file = path.join(dir, 'upload.bin');
const server = await serve(file);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const bytes = FILE_MB * 1024 * 1024;
  writeRandomFile(file, bytes);
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await page.setInputFiles('#file', file);
  /** Calls one of the page's probes (support/upload-hash-page/harness.ts) by name. */
  const probe = <M extends keyof UploadHashProbe>(method: M, ...args: Parameters<UploadHashProbe[M]>): Promise<Run> =>
    page.evaluate(([name, given]) => (window as unknown as ProbeWindow).uploadHashProbe[name](...(given as [never, never])), [
      method,
      args,
    ] as const);
  const sides: Record<string, () => Promise<Run>> = {
    native: async () => {
      const started = performance.now();
      const md5 = execFileSync('md5sum', [file]).toString().split(' ')[0] ?? '';
      return { md5, ms: performance.now() - started };
    },
    fetched: () => probe('hashFetched', '/upload.bin'),
    picked: () => probe('hashPicked'),
    inMemory: () => probe('hashInMemory', 'picked'),
    oneByte: async () => ({ ms: (await probe('hashOneByte')).ms }),
  };
  const readMethods = ['FileReaderSync', 'Blob.arrayBuffer', 'stream (BYOB)'] as const satisfies ReadMethod[];
  for (const source of ['picked', 'fetched'] as const satisfies BlobSource[]) {
    sides[`waiting ${source}`] = () => probe('hashWaiting', source);
    for (const method of readMethods) sides[`read ${source} ${method}`] = () => probe('read', source, method);
  }
  const runs = await bestOfRounds(RUNS, sides);
  const ms = (name: string) => runs[name]?.ms ?? NaN;
  for (const [name, run] of Object.entries(runs)) {
    if (run.md5 !== undefined && run.md5 !== runs.native?.md5)
      throw new Error(`${name} digest ${run.md5} differs from md5sum's ${runs.native?.md5}`);
  }
  // The page hears the worker's progress at every slice edge and at the end, every report before the digest.
  const reportsDue = Math.ceil(bytes / HASH_SLICE_BYTES);
  for (const name of ['fetched', 'picked']) {
    const heard = runs[name]?.progressReports;
    if (heard !== reportsDue) throw new Error(`${name}: ${heard} progress reports, ${reportsDue} due`);
  }
  const mbPerSecond = (name: string) => FILE_MB / (ms(name) / 1000);
  const reads: Record<string, number> = {};
  for (const source of ['picked', 'fetched'] as const) {
    const what = source === 'picked' ? 'File' : 'Blob';
    const waiting = runs[`waiting ${source}`];
    reads[`${what}: hasher waiting for bytes, % of its time`] = (100 * (waiting?.waitingMs ?? NaN)) / (waiting?.ms ?? NaN);
    for (const method of readMethods) reads[`read alone, ${what}, ${method}, MB/s`] = mbPerSecond(`read ${source} ${method}`);
  }
  report('upload-hash', {
    'file MB': FILE_MB,
    'md5sum MB/s (native)': mbPerSecond('native'),
    'worker, Blob made in the page, MB/s': mbPerSecond('fetched'),
    'worker, File picked from disk, MB/s': mbPerSecond('picked'),
    'Blob ratio to native (goal >= 0.9)': ms('native') / ms('fetched'),
    'File ratio to native (goal >= 0.9)': ms('native') / ms('picked'),
    'hash-wasm alone, bytes in memory, MB/s': mbPerSecond('inMemory'),
    'hash-wasm alone, ratio to native (ceiling)': ms('native') / ms('inMemory'),
    'File ratio to the ceiling': ms('inMemory') / ms('picked'),
    'Blob ratio to the ceiling': ms('inMemory') / ms('fetched'),
    'worker start and a one-byte hash, ms': ms('oneByte'),
    ...reads,
  });
} finally {
  await browser.close();
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
