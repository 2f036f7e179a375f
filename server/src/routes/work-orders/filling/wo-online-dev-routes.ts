import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireReleasedForm } from '../../../forms/records/released-form';
import { refuse } from '../../../i18n/localized-error';
import { requestLanguage } from '../../../i18n/request-language';
import { ok, paged } from '../../../lib/envelope';
import { newId } from '../../../lib/ids';
import { fillingOwner, requireFilling } from '../../../orders/fill-in/filling-access';
import { checkFillingContent } from '../../../orders/fill-in/filling-content';
import { scopedFillings } from '../../../orders/fill-in/filling-filter';
import { toFillingRecord } from '../../../orders/fill-in/filling-views';
import { requireOrderForm } from '../../../orders/order-references';
import { scopedProjects } from '../../../orders/order-access';
import { lookupNames } from '../../../orders/order-names';
import { currentUserId } from '../../../shell/current-user-id';
import { readPaging } from '../../../shell/list-query';
import { CACHE_BUSTER_QUERY, EMPTY_ENVELOPE, envelopeOf, pagedEnvelopeOf } from '../../../wire/envelope';
import type { OrderType } from '../../../wire/work-orders-codes';
import { FILLING_LIST_ITEM, FILLING_LIST_QUERY, FILLING_RECORD, FILLING_SAVE_BODY, FILLING_SYNC } from '../../../wire/work-orders-fill-ins';
import { WO_FORM_CONFIG } from '../../../wire/work-orders-forms';

const BASE = '/wovisualdev/OnlineDev';
const ID = Type.String({ minLength: 1, maxLength: 64 });
const NO_QUERY = { querystring: Type.Object(CACHE_BUSTER_QUERY) };

/**
 * Work-order forms' fill-ins under /api/wovisualdev/OnlineDev: the released design (Config), a fill-in's content
 * created, saved and read, the fill-in list and a fill-in against the current release (syncFormContent). Content is
 * checked by the form engine (orders/fill-in/filling-content.ts); access is the project's (filling-access.ts).
 */
export const woOnlineDevRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const releasedOrderForm = async (templateId: string) => {
    const row = await requireOrderForm(app.db, templateId);
    return { form: await requireReleasedForm(app.db, templateId, 'workOrder'), orderType: row.orderType as OrderType | null };
  };

  app.get(
    `${BASE}/getDataFillingList`,
    { schema: { querystring: FILLING_LIST_QUERY, response: { 200: pagedEnvelopeOf(FILLING_LIST_ITEM) } } },
    async (request) => {
      const userId = currentUserId(request);
      const { query } = request;
      const paging = readPaging(query);
      const projectIds = await scopedProjects(app.db, userId, query.projectId || undefined);
      const select = scopedFillings(app.db, userId, projectIds, query);
      const [rows, count] = await Promise.all([
        select.selectAll().orderBy('createdAt', 'desc').orderBy('id').limit(paging.pageSize).offset(paging.offset).execute(),
        select.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      const names = await lookupNames(
        app.db,
        rows.map((row) => ({ projectId: null, templateId: row.templateId, creatorUserId: row.creatorUserId })),
      );
      const list = rows.map((row) => ({
        id: row.id,
        templateId: row.templateId,
        templateName: names.form(row.templateId),
        orderId: row.orderId,
        projectId: row.projectId,
        fillingStatus: Number(row.fillingStatus),
        creatorUserId: row.creatorUserId,
        creatorUserName: names.user(row.creatorUserId),
        creatorTime: Number(row.createdAt),
        lastModifyTime: row.updatedAt === null ? null : Number(row.updatedAt),
      }));
      return paged(list, paging.currentPage, paging.pageSize, Number(count.total));
    },
  );

  app.get(
    `${BASE}/syncFormContent/:id`,
    { schema: { params: Type.Object({ id: ID }), ...NO_QUERY, response: { 200: envelopeOf(FILLING_SYNC) } } },
    async (request) => {
      const row = await requireFilling(app.db, currentUserId(request), request.params.id);
      const { form } = await releasedOrderForm(row.templateId);
      const record = JSON.parse(row.data) as Record<string, unknown>;
      const known = new Set(form.fields.map((field) => field.model));
      const dropped = Object.keys(record).filter((key) => !known.has(key));
      for (const key of dropped) delete record[key];
      return ok({
        id: row.id,
        templateId: row.templateId,
        fillingStatus: Number(row.fillingStatus),
        formData: form.formData,
        data: JSON.stringify(record),
        dropped,
      });
    },
  );

  app.get(
    `${BASE}/:id/Config`,
    { schema: { params: Type.Object({ id: ID }), ...NO_QUERY, response: { 200: envelopeOf(WO_FORM_CONFIG) } } },
    async (request) => {
      currentUserId(request);
      const { form, orderType } = await releasedOrderForm(request.params.id);
      return ok({
        id: form.id,
        fullName: form.fullName,
        enCode: form.enCode,
        orderType,
        formData: form.formData,
        columnData: form.columnData,
      });
    },
  );

  app.post(
    `${BASE}/:id`,
    { schema: { params: Type.Object({ id: ID }), body: FILLING_SAVE_BODY, response: { 200: envelopeOf(Type.String()) } } },
    async (request) => {
      const userId = currentUserId(request);
      const { form } = await releasedOrderForm(request.params.id);
      const { body } = request;
      const owner = await fillingOwner(app.db, userId, body.orderId, body.projectId);
      const data = await checkFillingContent(app.db, requestLanguage(request), form, body.data, body.fillingStatus, undefined);
      const id = newId();
      await app.db
        .insertInto('dataFilling')
        .values({
          id,
          templateId: form.id,
          ...owner,
          fillingStatus: body.fillingStatus,
          data,
          creatorUserId: userId,
          createdAt: Date.now(),
          updatedAt: null,
        })
        .execute();
      return ok(id, id);
    },
  );

  app.put(
    `${BASE}/:id/:recordId`,
    { schema: { params: Type.Object({ id: ID, recordId: ID }), body: FILLING_SAVE_BODY, response: { 200: EMPTY_ENVELOPE } } },
    async (request) => {
      const row = await requireFilling(app.db, currentUserId(request), request.params.recordId);
      if (row.templateId !== request.params.id) throw refuse('work-orders.filling.template-mismatch');
      const { form } = await releasedOrderForm(row.templateId);
      const stored = { fillingStatus: Number(row.fillingStatus), data: row.data };
      const data = await checkFillingContent(app.db, requestLanguage(request), form, request.body.data, request.body.fillingStatus, stored);
      // Compare-and-set on the status read: a save racing a completion cannot reopen or rewrite the locked parts.
      const result = await app.db
        .updateTable('dataFilling')
        .set({ data, fillingStatus: request.body.fillingStatus, updatedAt: Date.now() })
        .where('id', '=', row.id)
        .where('fillingStatus', '=', stored.fillingStatus)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw refuse('work-orders.filling.completed');
      return ok();
    },
  );

  app.get(
    `${BASE}/:id/:recordId`,
    { schema: { params: Type.Object({ id: ID, recordId: ID }), ...NO_QUERY, response: { 200: envelopeOf(FILLING_RECORD) } } },
    async (request) => {
      const row = await requireFilling(app.db, currentUserId(request), request.params.recordId);
      if (row.templateId !== request.params.id) throw refuse('work-orders.filling.template-mismatch');
      return ok(await toFillingRecord(app.db, row));
    },
  );
};
