// Upload hashing (issue 13, "Measure"): the MD5 identifier computed the way the console computes it, in headless
// chromium through the real hashing worker (workers/upload-hash.ts: comlink, hash-wasm, slices read from the Blob),
// against native `md5sum` on the same bytes in the same run. Goal: at least 0.9 of native throughput.
// The bytes are a random file under /tmp; the page hashes them twice over: fetched into a Blob made in the page, and as
// a File picked from disk through the page's file input (what a user's upload is). Each side runs BENCH_RUNS times
// (default 3) after a warm-up, best time kept, so every reader works from the page cache. The digests must agree.
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
import type { UploadHashProbe } from './support/upload-hash-page/harness';
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

async function best(runs: number, work: () => Promise<{ md5: string; ms: number }>): Promise<{ md5: string; ms: number }> {
  await work(); // warm-up: page cache, worker code and wasm compiled once
  let result: { md5: string; ms: number } | undefined;
  for (let i = 0; i < runs; i += 1) {
    const run = await work();
    if (!result || run.ms < result.ms) result = run;
  }
  if (!result) throw new Error('no run');
  return result;
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
  const native = await best(RUNS, async () => {
    const started = performance.now();
    const md5 = execFileSync('md5sum', [file]).toString().split(' ')[0] ?? '';
    return { md5, ms: performance.now() - started };
  });

  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await page.setInputFiles('#file', file);
  const fetched = await best(RUNS, () =>
    page.evaluate(() => (window as unknown as ProbeWindow).uploadHashProbe.hashFetched('/upload.bin')),
  );
  const picked = await best(RUNS, () => page.evaluate(() => (window as unknown as ProbeWindow).uploadHashProbe.hashPicked()));
  for (const [name, run] of [
    ['fetched Blob', fetched],
    ['picked File', picked],
  ] as const) {
    if (run.md5 !== native.md5) throw new Error(`${name} digest ${run.md5} differs from md5sum's ${native.md5}`);
  }
  const mbPerSecond = (ms: number) => FILE_MB / (ms / 1000);
  report('upload-hash', {
    'file MB': FILE_MB,
    'md5sum MB/s (native)': mbPerSecond(native.ms),
    'worker, Blob made in the page, MB/s': mbPerSecond(fetched.ms),
    'worker, File picked from disk, MB/s': mbPerSecond(picked.ms),
    'Blob ratio to native (goal >= 0.9)': native.ms / fetched.ms,
    'File ratio to native (goal >= 0.9)': native.ms / picked.ms,
  });
} finally {
  await browser.close();
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
