import type { FastifyInstance } from 'fastify';
import { localDiskStorage } from '../../providers/storage/local-disk-storage';
import type { StorageProvider } from '../../providers/storage/storage-provider';

/** The storage area, the upload type in `/api/file/Uploader/<type>` and the path segment avatars are served under. */
export const AVATAR_AREA = 'userAvatar';
/** Spec section 5: images default to 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The public address of a stored avatar (`headIcon` holds it, so every <img> can show it without a token). */
export const avatarUrl = (name: string): string => `/api/file/Image/${AVATAR_AREA}/${name}`;

const stores = new WeakMap<FastifyInstance['config'], StorageProvider>();

/**
 * The avatars' storage: the embedded local disk under config.uploadDir. One per configuration, so the upload, the
 * download and the profile's save share it. Issue 13's file service may replace this with a decorated provider.
 */
export function avatarStorage(app: FastifyInstance): StorageProvider {
  let store = stores.get(app.config);
  if (!store) {
    store = localDiskStorage(app.config.uploadDir);
    stores.set(app.config, store);
  }
  return store;
}
