import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { fileUrl } from '../../files/upload-areas';
import { MY_FILES_ENVELOPE, MY_FILES_QUERY } from '../../wire/files';

/** How many of one's own files the page lists; older ones stay downloadable where they are attached. */
const MY_FILES_SHOWN = 100;

/** GET /api/file/Mine: the caller's own documents (annex), newest first; nobody else's. */
export const myFilesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/file/Mine', { schema: { querystring: MY_FILES_QUERY, response: { 200: MY_FILES_ENVELOPE } } }, async (request) => {
    const rows = await app.db
      .selectFrom('uploadedFile')
      .select(['id', 'fileName', 'size', 'createdAt'])
      .where('creatorUserId', '=', currentUserId(request))
      .where('area', '=', 'annex')
      .orderBy('createdAt', 'desc')
      .limit(MY_FILES_SHOWN)
      .execute();
    return ok({
      list: rows.map((row) => ({
        name: row.fileName,
        fileId: row.id,
        fileVersionId: row.id,
        size: row.size,
        url: fileUrl('annex', row.id),
        createdAt: row.createdAt,
      })),
    });
  });
};
