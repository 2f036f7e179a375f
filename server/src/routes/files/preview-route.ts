import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { missing, refuse } from '../../i18n/localized-error';
import { ok } from '../../lib/envelope';
import { signUrl } from '../../lib/signed-url';
import { currentUserId } from '../../shell/current-user-id';
import { mayShowInline } from '../../files/content-kind';
import { findFileRecord } from '../../files/file-records';
import { fileUrl } from '../../files/upload-areas';
import { PREVIEW_ENVELOPE, PREVIEW_QUERY } from '../../wire/files';

/** The areas whose files a preview may show (chat images open full size in the chat itself). */
const PREVIEW_AREAS = ['annex', 'annexpic'] as const;

/**
 * GET /api/file/Uploader/Preview?fileVersionId=<stored name> -> `data` = the address the console frames (spec 001
 * "document preview"). Images, PDF and text: this server's own inline download, signed for a minute. Office and
 * other types: the configured preview server (FILE_PREVIEW_URL, kkFileView's `?url=<base64 address>` convention),
 * given an absolute signed download it can fetch; without one, 400 saying to download the file instead.
 */
export const previewRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/file/Uploader/Preview', { schema: { querystring: PREVIEW_QUERY, response: { 200: PREVIEW_ENVELOPE } } }, async (request) => {
    const userId = currentUserId(request);
    const id = request.query.fileVersionId;
    let found;
    for (const area of PREVIEW_AREAS) found ??= await findFileRecord(app.db, area, id);
    if (!found) throw missing('files.no-such-file');
    const record = found;
    const area = record.area as (typeof PREVIEW_AREAS)[number];
    const now = Date.now();
    if (mayShowInline(record.contentType)) {
      return ok(signUrl(app.config.urlSigningKey, `${fileUrl(area, record.id)}?disposition=inline`, userId, now).url);
    }
    const previewServer = app.config.filePreviewUrl;
    if (!previewServer) throw refuse('files.preview-unavailable');
    const signed = signUrl(app.config.urlSigningKey, fileUrl(area, record.id), userId, now).url;
    const absolute = `${request.protocol}://${request.host}${signed}`;
    const separator = previewServer.includes('?') ? '&' : '?';
    return ok(`${previewServer}${separator}url=${encodeURIComponent(Buffer.from(absolute).toString('base64'))}`);
  });
};
