import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LocalizedError, missing } from '../../i18n/localized-error';
import { CODE } from '../../lib/envelope';
import { downloaderId } from '../../files/download-access';
import { sendFile } from '../../files/file-answer';
import { findFileRecord, inConversationWith } from '../../files/file-records';
import { fileStorage } from '../../files/file-storage';
import { UPLOAD_AREAS, fileUrl } from '../../files/upload-areas';
import { fileResponse } from '../../wire/envelope';
import { DOWNLOAD_PARAMS, DOWNLOAD_QUERY, IMAGE_QUERY, STORED_NAME_PARAMS, type SingleUploadType } from '../../wire/files';

/**
 * Downloads. Public routes with their own guard (download-access.ts): a session token, or a signed URL for what an
 * <img>, a frame or a link opens. Who may read what: annex and annexpic, any signed-in user (attachments of notices
 * and forms that every addressee opens); IM images, the uploader and the two people of a conversation that shows it.
 * A file the caller may not read answers 404, like one that does not exist, so names cannot be probed.
 */
export const downloadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // At onRequest, before the address is validated: a caller without credentials learns nothing about its input.
  const downloaders = new WeakMap<object, string>();
  app.addHook('onRequest', async (request) => {
    downloaders.set(request, await downloaderId(app, request));
  });
  const downloader = (request: object): string => {
    const userId = downloaders.get(request);
    if (userId === undefined) throw new LocalizedError(CODE.TOKEN_INVALID, 'session.invalid');
    return userId;
  };

  async function answer(type: SingleUploadType, id: string, userId: string) {
    const record = await findFileRecord(app.db, type, id);
    if (!record) throw missing('files.no-such-file');
    if (UPLOAD_AREAS[type].access === 'conversation' && record.creatorUserId !== userId) {
      if (!(await inConversationWith(app.db, userId, fileUrl(type, id)))) throw missing('files.no-such-file');
    }
    const file = await fileStorage(app).get(record.storageKey);
    if (!file) throw missing('files.no-such-file');
    return { record, file };
  }

  app.get(
    '/file/Download/:type/:id',
    { schema: { params: DOWNLOAD_PARAMS, querystring: DOWNLOAD_QUERY, response: fileResponse('application/octet-stream', 'The file') } },
    async (request, reply) => {
      const userId = downloader(request);
      const { record, file } = await answer(request.params.type, request.params.id, userId);
      return sendFile(reply, {
        file,
        contentType: record.contentType,
        fileName: record.fileName,
        wantInline: request.query.disposition === 'inline',
      });
    },
  );

  app.get(
    '/file/Image/IM/:name',
    { schema: { params: STORED_NAME_PARAMS, querystring: IMAGE_QUERY, response: fileResponse('image/*', 'The chat image') } },
    async (request, reply) => {
      const userId = downloader(request);
      const { record, file } = await answer('IM', request.params.name, userId);
      return sendFile(reply, { file, contentType: record.contentType, fileName: record.fileName, wantInline: true });
    },
  );
};
