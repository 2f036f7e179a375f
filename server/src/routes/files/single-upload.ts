import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { reject } from '../../i18n/localized-error';
import { ok } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { imageExtension, sniffContent } from '../../files/content-kind';
import { readSingleFile } from '../../files/read-single-file';
import { storeUpload } from '../../files/store-upload';
import { UPLOAD_AREAS, fileUrl } from '../../files/upload-areas';
import { SINGLE_UPLOAD_PARAMS, UPLOADED_ENVELOPE } from '../../wire/files';
import { filesMessagesFor } from './files-messages';

/**
 * POST /api/file/Uploader/{annex|annexpic|IM}, multipart `file` (contract section 5) -> `{ name, url }`: the stored
 * name and where it is served. annexpic and IM take images only, judged by their bytes; annex takes any non-empty
 * file up to 20 MB (bigger ones go through the chunked upload). userAvatar has its own route (users-current/).
 */
export const singleUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  app.post('/file/Uploader/:type', { schema: { params: SINGLE_UPLOAD_PARAMS, response: { 200: UPLOADED_ENVELOPE } } }, async (request) => {
    const userId = currentUserId(request);
    const { type } = request.params;
    const area = UPLOAD_AREAS[type];
    const received = await readSingleFile(request, area.maxBytes, area.imagesOnly);
    const kind = await sniffContent(received.bytes.subarray(0, 4100), received.fileName);
    const image = imageExtension(kind);
    if (area.imagesOnly && !image) throw reject('files.not-an-image');
    const record = await storeUpload(app, {
      area: type,
      stream: Readable.from([received.bytes]),
      size: received.bytes.length,
      maxBytes: area.maxBytes,
      md5: () => createHash('md5').update(received.bytes).digest('hex'),
      fileName: received.fileName,
      contentType: kind.contentType,
      extension: image ?? kind.extension,
      userId,
    });
    request.log.info({ userId, type, name: record.id, bytes: record.size }, 'file uploaded');
    return ok({ name: record.id, url: fileUrl(type, record.id) }, filesMessagesFor(request)('uploaded'));
  });
};
