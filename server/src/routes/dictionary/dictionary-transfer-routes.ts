import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError, ok } from '../../lib/envelope';
import { refuse } from '../../i18n/localized-error';
import { requestLanguage } from '../../i18n/request-language';
import { translate } from '../../i18n/server-i18n';
import { importEntries } from '../../system-data/dictionary-import';
import { entriesOf, requireTypeByIdOrCode } from '../../system-data/dictionary-store';
import { dictionaryWorkbook, readDictionarySheet } from '../../system-data/dictionary-workbook';
import { DICTIONARY_IMPORT_RESULT } from '../../wire/dictionary';
import { envelopeOf, fileResponse } from '../../wire/envelope';
import { canUseDictionaryButton } from './dictionary-access';

const ID_PARAMS = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const IMPORT_FILE_BYTES = 5 * 1024 * 1024;
const LIMITS = { fileSize: IMPORT_FILE_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 };

/**
 * GET /system/DictionaryData/{typeId}/Action/Export (the type's entries as .xlsx) and
 * POST /system/DictionaryData/{typeId}/Actions/Import (multipart `file`, .xlsx or .csv, all or nothing).
 */
export const dictionaryTransferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  app.get(
    '/system/DictionaryData/:id/Action/Export',
    {
      schema: {
        params: ID_PARAMS,
        response: fileResponse(XLSX_TYPE, 'The entries as an .xlsx workbook (a refusal answers the JSON envelope instead)'),
      },
    },
    async (request, reply) => {
      await canUseDictionaryButton(app, request, 'btn_export');
      const type = await requireTypeByIdOrCode(app.db, request.params.id);
      const buffer = await dictionaryWorkbook(requestLanguage(request), type.fullName, await entriesOf(app.db, type.id));
      return reply
        .header('content-type', XLSX_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${type.enCode.replace(/[^A-Za-z0-9._-]/g, '_')}.xlsx"; filename*=UTF-8''${encodeURIComponent(type.fullName)}.xlsx`,
        )
        .header('cache-control', 'no-store')
        .send(buffer);
    },
  );

  app.post(
    '/system/DictionaryData/:id/Actions/Import',
    { schema: { params: ID_PARAMS, response: { 200: envelopeOf(DICTIONARY_IMPORT_RESULT) } } },
    async (request) => {
      await canUseDictionaryButton(app, request, 'btn_import');
      const type = await requireTypeByIdOrCode(app.db, request.params.id);
      if (!request.isMultipart()) throw refuse('system-data.import.no-file');
      let file: Buffer | undefined;
      try {
        for await (const part of request.parts({ limits: LIMITS })) {
          if (part.type !== 'file') continue;
          const buffer = await part.toBuffer();
          if (part.fieldname !== 'file' || file) throw refuse('system-data.import.no-file');
          file = buffer;
        }
      } catch (error) {
        if (error instanceof AppError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refuse('system-data.import.too-large', { mb: 5 });
        throw refuse('system-data.import.unreadable');
      }
      if (!file) throw refuse('system-data.import.no-file');
      const language = requestLanguage(request);
      const created = await importEntries(app.db, type, await readDictionarySheet(file), language);
      return ok({ created }, translate(language, 'system-data.import.done', { count: created }));
    },
  );
};
