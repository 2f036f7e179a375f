import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { cellTextFor, wallClock } from '../../../forms/records/record-cells';
import { recordNamesFor } from '../../../forms/records/record-names';
import { recordWorkbook } from '../../../forms/records/record-workbook';
import { keepExport } from '../../../forms/records/export-files';
import { requireReleasedForm } from '../../../forms/records/released-form';
import { refuse } from '../../../i18n/localized-error';
import { requestLanguage } from '../../../i18n/request-language';
import { translate } from '../../../i18n/server-i18n';
import { badRequest, ok } from '../../../lib/envelope';
import { signUrl } from '../../../lib/signed-url';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '../../../monitoring/local-time';
import { scopedFillings } from '../../../orders/fill-in/filling-filter';
import { scopedProjects } from '../../../orders/order-access';
import { lookupNames } from '../../../orders/order-names';
import { requireOrderForm } from '../../../orders/order-references';
import { WORK_ORDER_MENU } from '../../../orders/work-order-menus';
import { currentUserId } from '../../../shell/current-user-id';
import { requireButton } from '../../../shell/permission-check';
import { envelopeOf } from '../../../wire/envelope';
import { FILLING_EXPORT, FILLING_EXPORT_BODY } from '../../../wire/work-orders-fill-ins';
import { EXPORT_DOWNLOAD_PATH, RECORD_EXPORT_MAX } from '../../online-dev/export-routes';

const STATUS_KEYS = [
  'work-orders.filling-export.status-0',
  'work-orders.filling-export.status-1',
  'work-orders.filling-export.status-2',
  'work-orders.filling-export.status-3',
] as const;

/**
 * POST /api/wovisualdev/OnlineDev/{templateId}/Actions/ExportData (seed 001 section 7): a work-order form's fill-ins
 * the caller may see, as the OnlineDev export writes records (labels as headers, names instead of ids, dates in the
 * caller's zone), plus each fill-in's order, project and status. Needs the work-order list's btn_export.
 */
export const fillingExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/wovisualdev/OnlineDev/:id/Actions/ExportData',
    {
      schema: {
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        body: FILLING_EXPORT_BODY,
        response: { 200: envelopeOf(FILLING_EXPORT) },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      const language = requestLanguage(request);
      await requireButton(app.db, userId, WORK_ORDER_MENU.orders, 'btn_export');
      await requireOrderForm(app.db, request.params.id);
      const form = await requireReleasedForm(app.db, request.params.id, 'workOrder');
      const { body } = request;
      const timeZone = body.timeZone?.trim() || DEFAULT_TIME_ZONE;
      if (!isValidTimeZone(timeZone)) throw refuse('validation.time-zone', { zone: timeZone.slice(0, 64) });
      const projectIds = await scopedProjects(app.db, userId, body.projectId || undefined);
      const filter = { templateId: form.id, orderId: body.orderId, fillingStatus: body.fillingStatus };
      const count = await scopedFillings(app.db, userId, projectIds, filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      if (Number(count.total) > RECORD_EXPORT_MAX)
        throw badRequest(translate(language, 'online-dev.export-too-many', { max: RECORD_EXPORT_MAX.toLocaleString('en-US') }));
      const rows = await scopedFillings(app.db, userId, projectIds, filter)
        .leftJoin('workOrder', 'workOrder.id', 'dataFilling.orderId')
        .select([
          'dataFilling.data',
          'dataFilling.projectId',
          'dataFilling.fillingStatus',
          'dataFilling.creatorUserId',
          'dataFilling.createdAt',
          'workOrder.orderNo',
        ])
        .orderBy('dataFilling.createdAt', 'desc')
        .orderBy('dataFilling.id')
        .execute();
      const records = rows.map((row) => JSON.parse(row.data) as Record<string, unknown>);
      const [names, people] = await Promise.all([recordNamesFor(app.db, form.fields, form.raw, records), lookupNames(app.db, rows)]);
      const time = wallClock(timeZone, true);
      const header = (key: 'order-no' | 'project' | 'status') => translate(language, `work-orders.filling-export.${key}`);
      const buffer = await recordWorkbook({
        sheetName: form.fullName,
        fields: form.fields,
        extraColumns: [
          { key: 'order', header: header('order-no') },
          { key: 'project', header: header('project') },
          { key: 'status', header: header('status') },
        ],
        records: rows.map((row, index) => {
          const status = STATUS_KEYS[Number(row.fillingStatus)];
          return {
            record: records[index] ?? {},
            names: names[index] ?? {},
            creator: people.user(row.creatorUserId) || row.creatorUserId,
            createdAt: time(Number(row.createdAt)),
            extra: {
              order: row.orderNo ?? '',
              project: people.project(row.projectId),
              status: status ? translate(language, status) : String(row.fillingStatus),
            },
          };
        }),
        cell: cellTextFor(timeZone),
        creatorLabel: translate(language, 'online-dev.export-creator'),
        createdLabel: translate(language, 'online-dev.export-created'),
      });
      const name = `${form.fullName}.xlsx`;
      const key = keepExport({ userId, name, buffer });
      request.log.info({ by: userId, form: form.id, rows: rows.length }, 'fill-ins exported');
      return ok({ url: signUrl(app.config.urlSigningKey, `${EXPORT_DOWNLOAD_PATH}/${key}`, userId, Date.now()).url, name });
    },
  );
};
