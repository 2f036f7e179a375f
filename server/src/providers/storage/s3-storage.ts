import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Readable, Transform } from 'node:stream';
import type { StorageConfig } from './storage-config';
import { FileTooLargeError, type StorageProvider, type StoredFile, type StoredFileMeta } from './storage-provider';
import { KEY_PATTERN, newStoredKey } from './stored-key';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** Fails the stream past `maxBytes`, so an oversized upload stops before the object store takes it. */
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

/** The whole stream in memory, for the rare put whose length the caller does not know (never past maxBytes). */
async function readAll(stream: Readable, maxBytes: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let length = 0;
  for await (const part of stream) {
    const buffer = Buffer.isBuffer(part) ? part : Buffer.from(part as Uint8Array);
    length += buffer.length;
    if (length > maxBytes) throw new FileTooLargeError(maxBytes);
    parts.push(buffer);
  }
  return Buffer.concat(parts);
}

const isMissing = (error: unknown): boolean =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Ceph): the same keys as the local disk under an optional
 * prefix. A PutObject is stored whole or not at all, as the interface asks.
 */
export function s3Storage(config: S3Config, client = new S3Client(clientOptions(config))): StorageProvider {
  const objectKey = (key: string): string | undefined =>
    KEY_PATTERN.test(key) ? (config.prefix ? `${config.prefix}/${key}` : key) : undefined;
  return {
    async put(stream: Readable, meta: StoredFileMeta): Promise<string> {
      const key = newStoredKey(meta.area, meta.extension);
      if (!key) throw new Error(`storage: bad area or extension ${meta.area}/${meta.extension}`);
      if (meta.size !== undefined && meta.size > meta.maxBytes) throw new FileTooLargeError(meta.maxBytes);
      const body = meta.size === undefined ? await readAll(stream, meta.maxBytes) : stream.pipe(sizeLimit(meta.maxBytes));
      const length = Buffer.isBuffer(body) ? body.length : meta.size;
      await client.send(new PutObjectCommand({ Bucket: config.bucket, Key: objectKey(key), Body: body, ContentLength: length }));
      return key;
    },

    async get(key: string): Promise<StoredFile | undefined> {
      const object = objectKey(key);
      if (!object) return undefined;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: object }));
        if (!(answer.Body instanceof Readable)) return undefined;
        return { stream: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async delete(key: string): Promise<void> {
      const object = objectKey(key);
      if (object) await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: object }));
    },
  };
}

function clientOptions(config: S3Config) {
  return {
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
  };
}
