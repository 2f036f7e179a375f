import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

// Chunks of unfinished uploads on the local disk: `<root>/<user id>/<identifier>/<chunk number>`, plus `plan.json`
// (the sizes the first chunk announced). Folder names come only from a user id and an MD5 that both passed strict
// patterns here, so nothing a client sends (a file name, a relative path) ever becomes part of a path.

const IDENTIFIER = /^[0-9a-f]{32}$/;
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;
const CHUNK_FILE = /^[1-9][0-9]{0,5}$/;

/** What the chunks of one upload must add up to; fixed by its first chunk. */
export interface ChunkPlan {
  totalSize: number;
  chunkSize: number;
  totalChunks: number;
}

/** The folder of one person's upload of one file, or undefined when the id or the identifier is not plain. */
export function uploadFolder(root: string, userId: string, identifier: string): string | undefined {
  if (!USER_ID.test(userId) || !IDENTIFIER.test(identifier)) return undefined;
  return path.join(root, userId, identifier);
}

/**
 * The plan is sound when its chunk count fits its sizes: every chunk `chunkSize` long and the last one shorter
 * (ceil), or the remainder folded into the last one (floor, what simple-uploader sends by default).
 */
export function planIsSound(plan: ChunkPlan): boolean {
  const { totalSize, chunkSize, totalChunks } = plan;
  return totalChunks === Math.ceil(totalSize / chunkSize) || totalChunks === Math.max(1, Math.floor(totalSize / chunkSize));
}

/** How long chunk `number` of the plan must be. */
export function expectedChunkBytes(plan: ChunkPlan, number: number): number {
  const start = (number - 1) * plan.chunkSize;
  const end = number === plan.totalChunks ? plan.totalSize : number * plan.chunkSize;
  return end - start;
}

export async function readPlan(folder: string): Promise<ChunkPlan | undefined> {
  try {
    return JSON.parse(await readFile(path.join(folder, 'plan.json'), 'utf8')) as ChunkPlan;
  } catch {
    return undefined;
  }
}

const samePlan = (a: ChunkPlan, b: ChunkPlan) =>
  a.totalSize === b.totalSize && a.chunkSize === b.chunkSize && a.totalChunks === b.totalChunks;

/** Records the plan on the first chunk; false when an earlier chunk announced another one. */
export async function agreePlan(folder: string, plan: ChunkPlan): Promise<boolean> {
  const known = await readPlan(folder);
  if (known) return samePlan(known, plan);
  await mkdir(folder, { recursive: true });
  const temporary = path.join(folder, `plan.${randomBytes(6).toString('hex')}.part`);
  await writeFile(temporary, JSON.stringify(plan));
  await rename(temporary, path.join(folder, 'plan.json'));
  return true;
}

/** The chunk numbers already on disk, ascending. */
export async function storedChunks(folder: string): Promise<number[]> {
  try {
    const names = await readdir(folder);
    return names
      .filter((name) => CHUNK_FILE.test(name))
      .map(Number)
      .sort((a, b) => a - b);
  } catch {
    return [];
  }
}

/**
 * Writes one chunk whole or not at all: into a temporary name, then renamed into place once it has exactly
 * `expectedBytes`. Resolves with whether it had.
 */
export async function writeChunk(folder: string, number: number, stream: Readable, expectedBytes: number): Promise<boolean> {
  const temporary = path.join(folder, `${number}.${randomBytes(6).toString('hex')}.part`);
  let written = 0;
  const counter = new PassThrough();
  counter.on('data', (part: Buffer) => {
    written += part.length;
  });
  try {
    await pipeline(stream, counter, createWriteStream(temporary, { flags: 'wx' }));
    if (written !== expectedBytes) {
      await rm(temporary, { force: true });
      return false;
    }
    await rename(temporary, path.join(folder, String(number)));
    return true;
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** The chunks one after the other, as one stream (each file opened only when the previous one is done). */
export function chunkStream(folder: string, totalChunks: number): Readable {
  const output = new PassThrough({ highWaterMark: 1024 * 1024 });
  void (async () => {
    try {
      for (let number = 1; number <= totalChunks; number += 1) {
        // Written by hand, not piped: a pipeline per chunk would leave a listener on `output` for each of hundreds.
        for await (const part of createReadStream(path.join(folder, String(number)), { highWaterMark: 1024 * 1024 })) {
          if (output.destroyed) return;
          if (!output.write(part)) await Promise.race([once(output, 'drain'), once(output, 'close')]);
        }
      }
      output.end();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  return output;
}

export async function removeUpload(folder: string): Promise<void> {
  await rm(folder, { recursive: true, force: true });
}

/**
 * Removes uploads nobody has touched for `maxAgeMs` (a folder's time changes with every chunk renamed into it), and
 * the user folders they leave empty. Resolves with how many uploads it removed.
 */
export async function sweepAbandoned(root: string, now: number, maxAgeMs: number): Promise<number> {
  let removed = 0;
  const users = await readdir(root).catch(() => [] as string[]);
  for (const user of users) {
    const userFolder = path.join(root, user);
    const uploads = await readdir(userFolder).catch(() => [] as string[]);
    let left = uploads.length;
    for (const upload of uploads) {
      const folder = path.join(userFolder, upload);
      const info = await stat(folder).catch(() => undefined);
      if (info && now - info.mtimeMs > maxAgeMs) {
        await rm(folder, { recursive: true, force: true });
        removed += 1;
        left -= 1;
      }
    }
    // rmdir, not rm: a chunk that arrived meanwhile keeps the folder (rmdir refuses a folder that is not empty).
    if (left === 0) await rmdir(userFolder).catch(() => undefined);
  }
  return removed;
}
