import type { FastifyInstance } from 'fastify';
import { fileStorage } from '../../files/file-storage';
import type { StorageProvider } from '../../providers/storage/storage-provider';

/** The storage area, the upload type in `/api/file/Uploader/<type>` and the path segment avatars are served under. */
export const AVATAR_AREA = 'userAvatar';
/** Spec section 5: images default to 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The public address of a stored avatar (`headIcon` holds it, so every <img> can show it without a token). */
export const avatarUrl = (name: string): string => `/api/file/Image/${AVATAR_AREA}/${name}`;

/** The avatars' storage: the uploads' provider (files/file-storage.ts), the local disk or an S3 bucket. */
export function avatarStorage(app: FastifyInstance): StorageProvider {
  return fileStorage(app);
}
