import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { downloaderId } from '../../files/download-access';
import { missing, refuse } from '../../i18n/localized-error';
import { translate } from '../../i18n/server-i18n';
import { badRequest, ok } from '../../lib/envelope';
import { signUrl } from '../../lib/signed-url';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '../../monitoring/local-time';
import { hiddenRecordColumns } from '../../forms/records/record-access';
import { cellTextFor, wallClock } from '../../forms/records/record-cells';
import { recordNamesFor } from '../../forms/records/record-names';
import { recordConditions, recordOrder, recordsOf } from '../../forms/records/record-query';
import { recordWorkbook } from '../../forms/records/record-workbook';
import { keepExport, readExport } from '../../forms/records/export-files';
import { envelopeOf, fileResponse } from '../../wire/envelope';
import { ONLINE_DEV_EXPORT, ONLINE_DEV_EXPORT_BODY, ONLINE_DEV_MODEL_PARAMS } from '../../wire/online-dev';
import { recordContext } from './record-context';

/** An export covers at most this many records; more answers 400 asking for a narrower filter. */
export const RECORD_EXPORT_MAX = 20_000;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Where every form export is downloaded (work-order fill-ins too): the files are kept in one store (export-files.ts). */
export const EXPORT_DOWNLOAD_PATH = '/api/visualdev/OnlineDev/exports';

/**
 * POST /visualdev/OnlineDev/{modelId}/Actions/ExportData: the list's current filter as .xlsx, only the fields the
 * caller may see; answers `data.url`, a one-minute signed link to the file (its maker only). Needs btn_export.
 */
export const onlineDevExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/visualdev/OnlineDev/:modelId/Actions/ExportData',
    { schema: { params: ONLINE_DEV_MODEL_PARAMS, body: ONLINE_DEV_EXPORT_BODY, response: { 200: envelopeOf(ONLINE_DEV_EXPORT) } } },
    async (request) => {
      const { userId, language, form, page, scope } = await recordContext(app, request, request.params.modelId, 'btn_export');
      const timeZone = request.body.timeZone?.trim() || DEFAULT_TIME_ZONE;
      if (!isValidTimeZone(timeZone)) throw refuse('validation.time-zone', { zone: timeZone.slice(0, 64) });
      const conditions = recordConditions(app.dialect, form.fields, scope, request.body);
      const count = await recordsOf(app.db, form.id, conditions)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      if (Number(count.total) > RECORD_EXPORT_MAX)
        throw badRequest(translate(language, 'online-dev.export-too-many', { max: RECORD_EXPORT_MAX.toLocaleString('en-US') }));
      let query = recordsOf(app.db, form.id, conditions).select(['formRecord.data', 'formRecord.creatorUserId', 'formRecord.createdAt']);
      for (const { by, direction } of recordOrder(app.dialect, form.fields, request.body)) query = query.orderBy(by, direction);
      const [rows, hidden] = await Promise.all([query.execute(), hiddenRecordColumns(app.db, userId, page)]);
      const records = rows.map((row) => JSON.parse(row.data) as Record<string, unknown>);
      const creators = [...new Set(rows.map((row) => row.creatorUserId))];
      const [names, people] = await Promise.all([
        recordNamesFor(app.db, form.fields, form.raw, records),
        creators.length > 0 ? app.db.selectFrom('users').select(['id', 'realName']).where('id', 'in', creators).execute() : [],
      ]);
      const nameOf = new Map(people.map((person) => [person.id, person.realName]));
      const time = wallClock(timeZone, true);
      const buffer = await recordWorkbook({
        sheetName: form.fullName,
        fields: form.fields.filter((field) => !hidden.has(field.model)),
        records: rows.map((row, index) => ({
          record: records[index] ?? {},
          names: names[index] ?? {},
          creator: nameOf.get(row.creatorUserId) ?? row.creatorUserId,
          createdAt: time(Number(row.createdAt)),
        })),
        cell: cellTextFor(timeZone),
        creatorLabel: translate(language, 'online-dev.export-creator'),
        createdLabel: translate(language, 'online-dev.export-created'),
      });
      const name = `${form.fullName}.xlsx`;
      const key = keepExport({ userId, name, buffer });
      request.log.info({ by: userId, form: form.id, rows: rows.length }, 'form records exported');
      return ok({ url: signUrl(app.config.urlSigningKey, `${EXPORT_DOWNLOAD_PATH}/${key}`, userId, Date.now()).url, name });
    },
  );
};

/**
 * GET /api/visualdev/OnlineDev/exports/{key}?sig=: the export's file. Public like the other downloads: a download link
 * sends no token, so the signature names the user, who must be the file's maker.
 */
export const onlineDevDownloadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/visualdev/OnlineDev/exports/:key',
    {
      schema: {
        params: Type.Object({ key: Type.String({ minLength: 1, maxLength: 64 }) }),
        querystring: Type.Object({ sig: Type.Optional(Type.String({ maxLength: 300 })) }),
        response: fileResponse(XLSX_TYPE, 'The exported records (a refusal answers the JSON envelope instead)'),
      },
    },
    async (request, reply) => {
      const userId = await downloaderId(app, request);
      const file = readExport(request.params.key);
      if (!file || file.userId !== userId) throw missing('online-dev.export-gone');
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('cache-control', 'no-store')
        .send(file.buffer);
    },
  );
};
