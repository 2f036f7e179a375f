import { GetObjectCommand, NoSuchKey, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { s3Storage } from '../../../server/src/providers/storage/s3-storage';
import { readStorageConfig } from '../../../server/src/providers/storage/storage-config';
import { FileTooLargeError } from '../../../server/src/providers/storage/storage-provider';

// The S3-compatible provider against an in-memory stand-in for the bucket (no object store in CI): keys, prefix,
// size limit, missing objects; and the STORAGE settings it is configured by.

function fakeBucket() {
  const objects = new Map<string, Buffer>();
  const client = {
    async send(command: unknown) {
      if (command instanceof PutObjectCommand) {
        const body = command.input.Body;
        const parts: Buffer[] = [];
        if (Buffer.isBuffer(body)) parts.push(body);
        else for await (const part of body as Readable) parts.push(part as Buffer);
        objects.set(command.input.Key ?? '', Buffer.concat(parts));
        return {};
      }
      if (command instanceof GetObjectCommand) {
        const object = objects.get(command.input.Key ?? '');
        if (!object) throw new NoSuchKey({ message: 'missing', $metadata: { httpStatusCode: 404 } });
        return { Body: Readable.from([object]), ContentLength: object.length };
      }
      objects.delete((command as { input: { Key: string } }).input.Key);
      return {};
    },
  };
  return { objects, client: client as unknown as S3Client };
}

const CONFIG = { kind: 's3', bucket: 'b', region: 'us-east-1', endpoint: undefined, forcePathStyle: false, prefix: 'site1' } as const;

describe('s3Storage', () => {
  it('stores under the prefix, reads back, deletes, and answers undefined for a missing or malformed key', async () => {
    const { objects, client } = fakeBucket();
    const storage = s3Storage(CONFIG, client);
    const key = await storage.put(Readable.from([Buffer.from('abc')]), { area: 'annex', extension: 'txt', maxBytes: 10, size: 3 });
    expect(key).toMatch(/^annex\/[0-9a-f]{32}\.txt$/);
    expect([...objects.keys()]).toEqual([`site1/${key}`]);
    const file = await storage.get(key);
    expect(file?.size).toBe(3);
    expect(await storage.get('annex/../../etc/passwd')).toBeUndefined();
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
  });

  it('refuses a stream past its limit, known or unknown length', async () => {
    const { objects, client } = fakeBucket();
    const storage = s3Storage(CONFIG, client);
    await expect(
      storage.put(Readable.from([Buffer.alloc(20)]), { area: 'annex', extension: 'bin', maxBytes: 10, size: 20 }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    await expect(storage.put(Readable.from([Buffer.alloc(20)]), { area: 'annex', extension: 'bin', maxBytes: 10 })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(objects.size).toBe(0);
  });
});

describe('STORAGE settings', () => {
  it('default to the local disk, and read an S3-compatible store', () => {
    expect(readStorageConfig({})).toEqual({ kind: 'local' });
    expect(readStorageConfig({ STORAGE: 's3', S3_BUCKET: 'files', S3_ENDPOINT: 'http://minio:9000', S3_PREFIX: '/sluice/' })).toEqual({
      kind: 's3',
      bucket: 'files',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      prefix: 'sluice',
    });
  });

  it('stop the server on a typo rather than store files somewhere unexpected', () => {
    expect(() => readStorageConfig({ STORAGE: 'S4' })).toThrow(/STORAGE must be local or s3/);
    expect(() => readStorageConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
  });
});
