import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { insertFileRecord, type FileRecord } from './file-records';
import { fileStorage } from './file-storage';
import { timestampedName } from './stored-file-name';

export interface UploadToStore {
  area: string;
  stream: Readable;
  size: number;
  maxBytes: number;
  /** Read after the bytes are stored: a hash computed while they streamed in is complete only then. */
  md5: () => string;
  /** Runs once the bytes are stored; when it throws, they are removed again and nothing is recorded. */
  verify?: () => void;
  fileName: string;
  contentType: string;
  extension: string;
  userId: string;
}

/** Puts the bytes in the storage and records them; a failed record removes the bytes again. */
export async function storeUpload(app: FastifyInstance, upload: UploadToStore): Promise<FileRecord> {
  const storage = fileStorage(app);
  const storageKey = await storage.put(upload.stream, {
    area: upload.area,
    extension: upload.extension,
    maxBytes: upload.maxBytes,
    size: upload.size,
  });
  try {
    upload.verify?.();
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
  const now = Date.now();
  const record: FileRecord = {
    id: storageKey.slice(storageKey.indexOf('/') + 1),
    area: upload.area,
    storageKey,
    fileName: timestampedName(upload.fileName, now),
    extension: upload.extension,
    contentType: upload.contentType,
    size: upload.size,
    md5: upload.md5(),
    creatorUserId: upload.userId,
    createdAt: now,
  };
  try {
    await insertFileRecord(app.db, record);
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
  return record;
}

/**
 * An instant upload (the server already holds these bytes): the caller gets his own record, under a new stored name and
 * with his file's name, sharing the stored bytes; so the file is his in his list, and nothing is copied. A caller who
 * already has a record of these bytes under this name gets that one back.
 */
export async function recordInstantUpload(
  app: FastifyInstance,
  known: FileRecord,
  upload: { userId: string; fileName: string },
): Promise<FileRecord> {
  if (known.creatorUserId === upload.userId) return known;
  const mine = await app.db
    .selectFrom('uploadedFile')
    .selectAll()
    .where('md5', '=', known.md5)
    .where('area', '=', known.area)
    .where('creatorUserId', '=', upload.userId)
    .executeTakeFirst();
  if (mine) return mine;
  const now = Date.now();
  const record: FileRecord = {
    ...known,
    id: `${randomBytes(16).toString('hex')}.${known.extension}`,
    fileName: timestampedName(upload.fileName, now),
    creatorUserId: upload.userId,
    createdAt: now,
  };
  await insertFileRecord(app.db, record);
  return record;
}
