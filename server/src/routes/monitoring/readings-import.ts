import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { refuse } from '../../i18n/localized-error';
import { AppError } from '../../lib/envelope';
import { INGEST_LIMITS } from '../../monitoring/ingest/ingest-types';
import { readImportFile, type ImportFormat } from '../../monitoring/import/import-file';
import { readingWriter } from './readings-access';
import { checkTimeZone, ingestAnswer } from './readings';
import { envelopeOf } from '../../wire/envelope';
import { INGEST_RESULT } from '../../wire/reading';

interface ImportForm {
  file?: { name: string; buffer: Buffer };
  fields: Record<string, string>;
}

const FORMATS: readonly ImportFormat[] = ['auto', 'csv', 'toa5'];
const LIMITS = { fileSize: INGEST_LIMITS.importFileBytes, files: 1, fields: 8, fieldSize: 1024 * 1024, parts: 10 };

async function readForm(request: FastifyRequest): Promise<ImportForm> {
  if (!request.isMultipart()) throw refuse('readings.import-not-multipart');
  const form: ImportForm = { fields: {} };
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || form.file) {
          await part.toBuffer();
          throw refuse('readings.import-one-file');
        }
        form.file = { name: part.filename, buffer: await part.toBuffer() };
      } else {
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse('readings.import-too-large', { mb: INGEST_LIMITS.importFileBytes / 1024 / 1024 });
    if (code === 'FST_FILES_LIMIT_REACHED' || code === 'FST_FIELDS_LIMIT_REACHED' || code === 'FST_PARTS_LIMIT_REACHED') {
      throw refuse('readings.import-too-many-parts');
    }
    if (error instanceof AppError) throw error;
    // Anything else is the body not being the multipart it claims (busboy's "Boundary not found" and "Unexpected end
    // of multipart data" carry no code): the client's fault, said plainly, never a server error.
    throw refuse('readings.import-unreadable');
  }
  return form;
}

/**
 * `POST /api/monitoring/readings/import`: multipart `file` (CSV long or wide, or Campbell TOA5) with optional
 * `mapping` (TOA5 field -> point), `format` (auto|csv|toa5), `timeZone` and `atomic`. Same answer as the JSON
 * call, rejections carrying their line.
 */
export const readingsImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Another area may have registered multipart higher up; the limits travel with each request either way.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  app.post('/monitoring/readings/import', { schema: { response: { 200: envelopeOf(INGEST_RESULT) } } }, async (request) => {
    const authorize = await readingWriter(app, request);
    const form = await readForm(request);
    if (!form.file) throw refuse('validation.required', { field: 'file' });
    const format = (form.fields.format?.trim() || 'auto') as ImportFormat;
    if (!FORMATS.includes(format)) throw refuse('readings.import-format');
    const atomic = ['1', 'true', 'on'].includes(form.fields.atomic?.trim().toLowerCase() ?? '');
    const timeZone = checkTimeZone(form.fields.timeZone);
    const points = await app.ingest.points.resolve();
    const parsed = readImportFile(form.file.buffer, { format, mapping: form.fields.mapping }, points);
    if (parsed.readings.length === 0) throw refuse('readings.import-empty');
    const result = await app.ingest.ingest(parsed.readings, { authorize, atomic, ...(timeZone ? { timeZone } : {}) });
    return ingestAnswer(result, atomic, { format: parsed.format, dataRows: parsed.dataRows, fileName: form.file.name });
  });
};
