// Chunked upload throughput over loopback: a 1 GB file through the real routes (test call, 5 MiB chunks three at a
// time, merge with its MD5 check) against the real server process (dist-server bundle, temporary SQLite and upload
// folder). Prints MB/s for the whole upload and for each phase. The file is created under /tmp and deleted after.
// Run: npx tsx bench/upload-throughput.ts   (FILE_MB=256 for a quicker, smaller run)
import { createHash, randomFillSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { report } from './support/report';
import { ensureServerBuilt, signIn, startServer, tempDbPath } from './support/server-process';

const FILE_MB = Number(process.env.FILE_MB ?? 1024);
const CHUNK = 5_242_880;
const PARALLEL = 3;
const PORT = Number(process.env.BENCH_PORT ?? 8732);
const ADMIN_PASSWORD = process.env.SLUICE_ADMIN_PASSWORD ?? 'Sluice2026admin';

function writeFile(file: string, bytes: number): string {
  const fd = fs.openSync(file, 'w');
  const hash = createHash('md5');
  const block = Buffer.allocUnsafe(64 * 1024 * 1024);
  for (let written = 0; written < bytes; written += block.length) {
    randomFillSync(block);
    const part = block.subarray(0, Math.min(block.length, bytes - written));
    hash.update(part);
    fs.writeSync(fd, part);
  }
  fs.closeSync(fd);
  return hash.digest('hex');
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-bench-upload-'));
const file = path.join(dir, 'upload.bin');
ensureServerBuilt();
const server = await startServer({ port: PORT, dbPath: tempDbPath('upload'), env: { UPLOAD_DIR: path.join(dir, 'store') } });
try {
  const bytes = FILE_MB * 1024 * 1024;
  const identifier = writeFile(file, bytes);
  const token = await signIn(server.url, 'admin', ADMIN_PASSWORD);
  const headers = { authorization: token, 'jnpf-origin': 'pc' };
  const blob = await fs.openAsBlob(file);
  const totalChunks = Math.ceil(bytes / CHUNK);
  const fieldsOf = (chunkNumber: number) => {
    const start = (chunkNumber - 1) * CHUNK;
    return {
      chunkNumber: String(chunkNumber),
      chunkSize: String(CHUNK),
      currentChunkSize: String(Math.min(bytes, start + CHUNK) - start),
      totalSize: String(bytes),
      identifier,
      filename: 'upload.bin',
      relativePath: 'upload.bin',
      totalChunks: String(totalChunks),
      fileType: 'application/octet-stream',
      extension: 'bin',
    };
  };

  const started = performance.now();
  const test = await fetch(`${server.url}/api/file/chunk?${new URLSearchParams(fieldsOf(1))}`, { headers });
  if (((await test.json()) as { code: number }).code !== 200) throw new Error('test call failed');
  const queue = Array.from({ length: totalChunks }, (_, i) => i + 1);
  const sendAll = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fieldsOf(next))) form.append(name, value);
      form.append('file', blob.slice((next - 1) * CHUNK, next * CHUNK), 'blob');
      const answer = (await (await fetch(`${server.url}/api/file/chunk`, { method: 'POST', body: form, headers })).json()) as {
        code: number;
        msg: string;
      };
      if (answer.code !== 200) throw new Error(`chunk ${next}: ${answer.msg}`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, sendAll));
  const chunksDone = performance.now();
  const merge = await fetch(`${server.url}/api/file/merge`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({
      identifier,
      fileName: 'upload.bin',
      fileSize: String(bytes),
      fileType: 'application/octet-stream',
      extension: 'bin',
      type: 'annex',
    }),
  });
  const merged = (await merge.json()) as { code: number; msg: string };
  if (merged.code !== 200) throw new Error(`merge: ${merged.msg}`);
  const finished = performance.now();
  const mbPerSecond = (ms: number) => FILE_MB / (ms / 1000);
  report('upload-throughput', {
    'file MB': FILE_MB,
    'chunks (5 MiB, 3 parallel) MB/s': mbPerSecond(chunksDone - started),
    'merge with MD5 check MB/s': mbPerSecond(finished - chunksDone),
    'whole upload MB/s': mbPerSecond(finished - started),
  });
} finally {
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
