import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { refuse } from '../../i18n/localized-error';
import { ok } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { chunkStream, readPlan, removeUpload, storedChunks, uploadFolder } from '../../files/chunk-store';
import { sniffContent } from '../../files/content-kind';
import { findFileByMd5, type FileRecord } from '../../files/file-records';
import { chunkRoot } from '../../files/file-storage';
import { recordInstantUpload, storeUpload } from '../../files/store-upload';
import { CHUNKED_MAX_BYTES, fileUrl } from '../../files/upload-areas';
import { MERGE_BODY, MERGED_ENVELOPE } from '../../wire/files';
import { filesMessagesFor } from './files-messages';

/** The first bytes of the first chunk: enough for file-type to say what the file is. */
async function headOf(file: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of createReadStream(file, { start: 0, end: 4099 })) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

const answerOf = (record: FileRecord) => ({
  name: record.id,
  url: fileUrl('annex', record.id),
  fileVersionId: record.id,
  fileSize: record.size,
  fileExtension: record.extension,
});

/**
 * POST /api/file/merge (a form: identifier, fileName, fileSize, fileType, extension, type) joins the caller's chunks
 * into one stored file while hashing them, and keeps it only when the MD5 equals the identifier; on a mismatch the
 * chunks go too, so the next try starts clean. A file the server already holds (the test call said `uploaded`)
 * answers at once: the caller's own record of the stored bytes (recordInstantUpload), so it is in his files too.
 */
export const mergeRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/file/merge', { schema: { body: MERGE_BODY, response: { 200: MERGED_ENVELOPE } } }, async (request) => {
    const userId = currentUserId(request);
    const { identifier, fileName, fileSize } = request.body;
    const messages = filesMessagesFor(request);
    const folder = uploadFolder(chunkRoot(app), userId, identifier);
    if (!folder) throw refuse('files.user-id');
    const plan = await readPlan(folder);
    if (!plan) {
      const known = await findFileByMd5(app.db, 'annex', identifier);
      if (known && known.size === fileSize) {
        return ok(answerOf(await recordInstantUpload(app, known, { userId, fileName })), messages('merged'));
      }
      throw refuse('files.chunks-missing', { name: fileName });
    }
    const chunks = await storedChunks(folder);
    if (plan.totalSize !== fileSize || chunks.length !== plan.totalChunks || chunks.at(-1) !== plan.totalChunks)
      throw refuse('files.chunks-missing', { name: fileName });
    const kind = await sniffContent(await headOf(path.join(folder, '1')), fileName);
    const hash = createHash('md5');
    const hashing = new Transform({
      transform(part: Buffer, _encoding, done) {
        hash.update(part);
        done(null, part);
      },
    });
    let digest = '';
    const chunkBytes = chunkStream(folder, plan.totalChunks);
    // pipe() forwards data, not failures: a chunk that cannot be read must fail the put, not leave it waiting.
    chunkBytes.on('error', (error) => hashing.destroy(error));
    try {
      const record = await storeUpload(app, {
        area: 'annex',
        stream: chunkBytes.pipe(hashing),
        size: plan.totalSize,
        maxBytes: CHUNKED_MAX_BYTES,
        md5: () => digest,
        verify: () => {
          digest = hash.digest('hex');
          if (digest !== identifier) throw refuse('files.md5-mismatch');
        },
        fileName,
        contentType: kind.contentType,
        extension: kind.extension,
        userId,
      });
      await removeUpload(folder);
      request.log.info({ userId, name: record.id, bytes: record.size }, 'chunked upload merged');
      return ok(answerOf(record), messages('merged'));
    } catch (error) {
      chunkBytes.destroy();
      // Bytes that do not match their MD5 are no use to a resume either; a storage failure keeps them for a retry.
      if (digest !== '' && digest !== identifier) await removeUpload(folder);
      throw error;
    }
  });
};
