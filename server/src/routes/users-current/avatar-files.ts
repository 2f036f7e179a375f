import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { Type } from 'typebox';
import { missing, reject } from '../../i18n/localized-error';
import { AppError, ok } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { envelopeOf, fileResponse } from '../../wire/envelope';
import { UPLOADED_IMAGE } from '../../wire/profile';
import { AVATAR_AREA, AVATAR_MAX_BYTES, avatarStorage, avatarUrl } from './avatar-store';
import { contentTypeOfStored, imageKindOf } from './image-kind';

const LIMITS = { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 };
/** A stored name: 128 random bits in hex and the extension the bytes proved. */
const NameParams = Type.Object({ name: Type.String({ pattern: '^[0-9a-f]{32}\\.[a-z]{3,4}$' }) });

/** The one uploaded file (field `file`), whole: at most 5 MB, so reading it before the checks is cheap. */
async function readImage(request: FastifyRequest): Promise<{ name: string; buffer: Buffer }> {
  if (!request.isMultipart()) throw reject('profile.file-required');
  let file: { name: string; buffer: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type !== 'file') continue;
      const buffer = await part.toBuffer();
      if (part.fieldname !== 'file' || file) throw reject('profile.file-required');
      file = { name: part.filename, buffer };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw reject('profile.too-large', { size: AVATAR_MAX_BYTES / 1024 / 1024 });
    // A body that is not the multipart it claims, or more parts than one image needs: the client's fault.
    throw reject('profile.file-required');
  }
  if (!file || file.buffer.length === 0) throw reject('profile.file-required');
  return file;
}

/**
 * POST /api/file/Uploader/userAvatar (signed in; contract section 5's single upload) stores an image and answers its
 * name, which PUT /api/permission/Users/Current/Avatar/{name} then makes the caller's avatar.
 */
export const avatarUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  app.post(`/file/Uploader/${AVATAR_AREA}`, { schema: { response: { 200: envelopeOf(UPLOADED_IMAGE) } } }, async (request) => {
    const userId = currentUserId(request);
    const file = await readImage(request);
    const kind = imageKindOf(file.name, file.buffer);
    if (!kind) throw reject('profile.not-an-image');
    const key = await avatarStorage(app).put(Readable.from([file.buffer]), {
      area: AVATAR_AREA,
      extension: kind,
      maxBytes: AVATAR_MAX_BYTES,
    });
    const name = key.slice(key.indexOf('/') + 1);
    request.log.info({ userId, name, bytes: file.buffer.length }, 'avatar uploaded');
    return ok({ name, url: avatarUrl(name) });
  });
};

/**
 * GET /api/file/Image/userAvatar/{name}, public: an <img> sends no Authorization header, avatars are shown to every
 * colleague anyway, and a name is 128 random bits that only an upload answer or a user record reveals. Names never
 * change, so the answer may be cached for good; nosniff keeps a browser from reading it as anything but the image.
 */
export const avatarImageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `/file/Image/${AVATAR_AREA}/:name`,
    { schema: { params: NameParams, response: fileResponse('image/*', 'The avatar image') } },
    async (request, reply) => {
      const { name } = request.params;
      const contentType = contentTypeOfStored(name);
      const file = contentType ? await avatarStorage(app).get(`${AVATAR_AREA}/${name}`) : undefined;
      if (!file || !contentType) throw missing('profile.no-such-file');
      return reply
        .header('content-type', contentType)
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
};
