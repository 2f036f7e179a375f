import multipart from '@fastify/multipart';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Value } from 'typebox/value';
import { refuse, reject } from '../../i18n/localized-error';
import { AppError, ok } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { agreePlan, expectedChunkBytes, planIsSound, storedChunks, uploadFolder, writeChunk } from '../../files/chunk-store';
import { findFileByMd5 } from '../../files/file-records';
import { chunkRoot } from '../../files/file-storage';
import { CHUNKED_MAX_BYTES } from '../../files/upload-areas';
import { CHUNK_BYTES, CHUNK_FIELDS, CHUNK_STATE_ENVELOPE, type ChunkFields, type ChunkState } from '../../wire/files';

/** The folder of this caller's upload of `identifier`; a user id the folder pattern refuses cannot chunk. */
function folderOf(app: FastifyInstance, request: FastifyRequest, identifier: string): string {
  const folder = uploadFolder(chunkRoot(app), currentUserId(request), identifier);
  if (!folder) throw refuse('files.user-id');
  return folder;
}

/** The sizes the fields announce, refused when they cannot describe one file of at most CHUNKED_MAX_BYTES. */
function planOf(fields: ChunkFields) {
  const plan = { totalSize: fields.totalSize, chunkSize: fields.chunkSize, totalChunks: fields.totalChunks };
  if (plan.totalSize > CHUNKED_MAX_BYTES) throw reject('files.too-large', { size: CHUNKED_MAX_BYTES / 1024 ** 3, unit: 'GB' });
  if (plan.chunkSize > CHUNK_BYTES || !planIsSound(plan) || fields.chunkNumber > plan.totalChunks)
    throw reject('files.chunk-size', { number: fields.chunkNumber });
  return plan;
}

async function stateOf(folder: string, totalChunks: number): Promise<ChunkState> {
  const chunkNumbers = await storedChunks(folder);
  return { chunkNumbers, merge: chunkNumbers.length === totalChunks };
}

/** The multipart fields (which the client sends before the file) and the chunk's bytes as a stream. */
async function readChunkRequest(request: FastifyRequest): Promise<{ fields: ChunkFields; file: MultipartFile }> {
  if (!request.isMultipart()) throw reject('files.chunk-required');
  const raw: Record<string, string> = {};
  const limits = { fileSize: CHUNK_BYTES * 2, files: 1, fields: 20, fieldSize: 2048, parts: 21 };
  for await (const part of request.parts({ limits })) {
    if (part.type === 'field') {
      raw[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'file') throw reject('files.chunk-required');
    const fields = Value.Convert(CHUNK_FIELDS, raw);
    if (!Value.Check(CHUNK_FIELDS, fields)) {
      part.file.resume();
      const first = [...Value.Errors(CHUNK_FIELDS, fields)][0];
      throw reject('validation.invalid', { field: first?.instancePath.replace(/^\//, '') || 'chunk' });
    }
    return { fields, file: part };
  }
  throw reject('files.chunk-required');
}

/**
 * The chunked upload's first two calls (contract section 5). GET /api/file/chunk (the test call) says whether the
 * server already holds the file (`uploaded`: the console skips to the merge), which chunks it holds (resume), and
 * whether all are there (`merge`). POST /api/file/chunk stores one chunk, written atomically, and answers the same.
 */
export const chunkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  app.get('/file/chunk', { schema: { querystring: CHUNK_FIELDS, response: { 200: CHUNK_STATE_ENVELOPE } } }, async (request) => {
    const fields = request.query;
    const plan = planOf(fields);
    if (await findFileByMd5(app.db, 'annex', fields.identifier)) return ok({ uploaded: true, chunkNumbers: [], merge: false });
    return ok(await stateOf(folderOf(app, request, fields.identifier), plan.totalChunks));
  });

  app.post('/file/chunk', { schema: { response: { 200: CHUNK_STATE_ENVELOPE } } }, async (request) => {
    let fields: ChunkFields;
    let file: MultipartFile;
    try {
      ({ fields, file } = await readChunkRequest(request));
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw reject('files.chunk-required');
    }
    try {
      const plan = planOf(fields);
      const expected = expectedChunkBytes(plan, fields.chunkNumber);
      if (fields.currentChunkSize !== expected) throw reject('files.chunk-size', { number: fields.chunkNumber });
      const folder = folderOf(app, request, fields.identifier);
      if (!(await agreePlan(folder, plan))) throw reject('files.chunk-size', { number: fields.chunkNumber });
      if (!(await writeChunk(folder, fields.chunkNumber, file.file, expected)) || file.file.truncated)
        throw reject('files.chunk-size', { number: fields.chunkNumber });
      return ok(await stateOf(folder, plan.totalChunks));
    } finally {
      file.file.resume();
    }
  });
};
