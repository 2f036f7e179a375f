import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { localDiskStorage } from '../providers/storage/local-disk-storage';
import { s3Storage } from '../providers/storage/s3-storage';
import type { StorageProvider } from '../providers/storage/storage-provider';

const stores = new WeakMap<FastifyInstance['config'], StorageProvider>();

/**
 * The finished uploads' storage for this server's configuration (config.storage): one provider shared by the
 * uploads, the downloads and the avatars.
 */
export function fileStorage(app: FastifyInstance): StorageProvider {
  let store = stores.get(app.config);
  if (!store) {
    const { storage, uploadDir } = app.config;
    store = storage.kind === 's3' ? s3Storage(storage) : localDiskStorage(uploadDir);
    stores.set(app.config, store);
  }
  return store;
}

/**
 * Where chunks wait for their merge: always the local disk (they are written one request at a time and read back
 * once), in a folder no stored key can name (keys start with letters and digits).
 */
export function chunkRoot(app: FastifyInstance): string {
  return path.join(app.config.uploadDir, '.chunks');
}
