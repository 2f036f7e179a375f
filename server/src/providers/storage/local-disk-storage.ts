import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileTooLargeError, type StorageProvider, type StoredFile, type StoredFileMeta } from './storage-provider';
import { KEY_PATTERN, newStoredKey } from './stored-key';

/** Counts bytes and fails the pipeline past the limit, so an oversized upload stops without being read to the end. */
function sizeLimit(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) done(new FileTooLargeError(maxBytes));
      else done(null, chunk);
    },
  });
}

/**
 * The embedded storage: files under `root/<area>/`, named by 128 random bits. A file is written to a temporary name
 * and renamed into place once complete, so a reader never sees half a file and a failed upload leaves nothing.
 */
export function localDiskStorage(root: string): StorageProvider {
  const fileOf = (key: string): string | undefined => {
    const match = KEY_PATTERN.exec(key);
    return match ? path.join(root, match[1] ?? '', match[2] ?? '') : undefined;
  };
  return {
    async put(stream: Readable, meta: StoredFileMeta): Promise<string> {
      const key = newStoredKey(meta.area, meta.extension);
      const file = key ? fileOf(key) : undefined;
      if (!key || !file) throw new Error(`storage: bad area or extension ${meta.area}/${meta.extension}`);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.part`;
      try {
        await pipeline(stream, sizeLimit(meta.maxBytes), createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return key;
    },

    async get(key: string): Promise<StoredFile | undefined> {
      const file = fileOf(key);
      if (!file) return undefined;
      try {
        const info = await stat(file);
        return info.isFile() ? { stream: createReadStream(file), size: info.size } : undefined;
      } catch {
        return undefined;
      }
    },

    async delete(key: string): Promise<void> {
      const file = fileOf(key);
      if (file) await rm(file, { force: true });
    },
  };
}
