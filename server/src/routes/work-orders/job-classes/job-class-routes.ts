import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { Type, type Static } from 'typebox';
import type { Db } from '../../../db/database';
import type { WorkOrderJobClassTable } from '../../../db/tables/work-orders';
import { missing } from '../../../i18n/localized-error';
import { ok, paged } from '../../../lib/envelope';
import { newId } from '../../../lib/ids';
import { lookupNames, type NameLookup } from '../../../orders/order-names';
import { requireOrderForm } from '../../../orders/order-references';
import { WORK_ORDER_MENU } from '../../../orders/work-order-menus';
import { currentUserId } from '../../../shell/current-user-id';
import { containsText, readKeyword, readPaging } from '../../../shell/list-query';
import { requireButton } from '../../../shell/permission-check';
import { uniqueOr } from '../../../system-data/system-data-rows';
import { CACHE_BUSTER_QUERY, EMPTY_ENVELOPE, envelopeOf, listEnvelopeOf, pagedEnvelopeOf } from '../../../wire/envelope';
import type { OrderType } from '../../../wire/work-orders-codes';
import {
  JOB_CLASS,
  JOB_CLASS_BODY,
  JOB_CLASS_BY_TEMPLATE_BODY,
  JOB_CLASS_QUERY,
  type JobClass,
  type JobClassBody,
} from '../../../wire/work-orders-job-classes';

const BASE = '/BusWorkOrderJobClassify/BusWorkOrderJobClassify';
const ID_PARAMS = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
type JobClassRow = Selectable<WorkOrderJobClassTable>;

function toJobClass(row: JobClassRow, names: NameLookup): JobClass {
  return {
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    orderType: row.orderType as OrderType,
    templateId: row.templateId,
    templateName: names.form(row.templateId),
    isSafe: Number(row.isSafe),
    projectTypeId: row.projectTypeId,
    description: row.description,
    sortCode: Number(row.sortCode),
    enabledMark: Number(row.enabledMark),
    creatorTime: Number(row.createdAt),
    lastModifyTime: row.updatedAt === null ? null : Number(row.updatedAt),
  };
}

const columns = (body: JobClassBody) => ({
  fullName: body.fullName.trim(),
  enCode: body.enCode,
  orderType: body.orderType,
  templateId: body.templateId || null,
  isSafe: body.isSafe ?? 0,
  projectTypeId: body.projectTypeId || null,
  description: body.description ?? '',
  sortCode: body.sortCode ?? 0,
  enabledMark: body.enabledMark ?? 1,
});

async function withNames(db: Db, rows: JobClassRow[]): Promise<JobClass[]> {
  const names = await lookupNames(
    db,
    rows.map((row) => ({ projectId: null, templateId: row.templateId })),
  );
  return rows.map((row) => toJobClass(row, names));
}

/**
 * Job-classification templates (seed 001 section 7). Reads need a session only: every order and plan form picks a
 * class. Writes need the workOrder.jobClassify buttons. A class's form must be a released work-order form.
 */
export const jobClassRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const button = (request: FastifyRequest, code: string) => requireButton(app.db, currentUserId(request), WORK_ORDER_MENU.jobClasses, code);

  const list = (includeSafe: boolean) => async (request: FastifyRequest<{ Querystring: Static<typeof JOB_CLASS_QUERY> }>) => {
    currentUserId(request);
    const { query } = request;
    const paging = readPaging(query);
    let select = app.db.selectFrom('workOrderJobClass');
    if (!includeSafe) select = select.where('isSafe', '=', 0);
    const keyword = readKeyword(query.keyword);
    if (keyword) select = select.where((eb) => eb.or([containsText('full_name', keyword), containsText('en_code', keyword)]));
    if (query.orderType) select = select.where('orderType', '=', query.orderType);
    if (query.projectTypeId)
      select = select.where((eb) => eb.or([eb('projectTypeId', '=', query.projectTypeId ?? ''), eb('projectTypeId', 'is', null)]));
    const [rows, count] = await Promise.all([
      select.selectAll().orderBy('sortCode').orderBy('createdAt').orderBy('id').limit(paging.pageSize).offset(paging.offset).execute(),
      select.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return paged(await withNames(app.db, rows), paging.currentPage, paging.pageSize, Number(count.total));
  };
  const listSchema = { schema: { querystring: JOB_CLASS_QUERY, response: { 200: pagedEnvelopeOf(JOB_CLASS) } } };
  app.get(BASE, listSchema, list(false));
  app.get(`${BASE}/listIncludeSafe`, listSchema, list(true));

  app.post(
    `${BASE}/getListByClassicTemp`,
    { schema: { body: JOB_CLASS_BY_TEMPLATE_BODY, response: { 200: listEnvelopeOf(JOB_CLASS) } } },
    async (request) => {
      currentUserId(request);
      const { orderType, projectTypeId, includeSafe } = request.body;
      let select = app.db.selectFrom('workOrderJobClass').where('enabledMark', '=', 1);
      if (!includeSafe) select = select.where('isSafe', '=', 0);
      if (orderType) select = select.where('orderType', '=', orderType);
      if (projectTypeId) select = select.where((eb) => eb.or([eb('projectTypeId', '=', projectTypeId), eb('projectTypeId', 'is', null)]));
      const rows = await select.selectAll().orderBy('sortCode').orderBy('id').limit(1000).execute();
      return ok({ list: await withNames(app.db, rows) });
    },
  );

  app.get(
    `${BASE}/:id`,
    { schema: { params: ID_PARAMS, querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: envelopeOf(JOB_CLASS) } } },
    async (request) => {
      currentUserId(request);
      const row = await app.db.selectFrom('workOrderJobClass').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!row) throw missing('work-orders.job-class.not-found');
      const [item] = await withNames(app.db, [row]);
      return ok(item);
    },
  );

  app.post(BASE, { schema: { body: JOB_CLASS_BODY, response: { 200: envelopeOf(Type.String()) } } }, async (request) => {
    await button(request, 'btn_add');
    if (request.body.templateId) await requireOrderForm(app.db, request.body.templateId);
    const id = newId();
    await uniqueOr('work-orders.job-class.code-taken', () =>
      app.db
        .insertInto('workOrderJobClass')
        .values({ id, ...columns(request.body), createdAt: Date.now(), updatedAt: null })
        .execute(),
    );
    return ok(id);
  });

  app.put(`${BASE}/:id`, { schema: { params: ID_PARAMS, body: JOB_CLASS_BODY, response: { 200: EMPTY_ENVELOPE } } }, async (request) => {
    await button(request, 'btn_edit');
    if (request.body.templateId) await requireOrderForm(app.db, request.body.templateId);
    const result = await uniqueOr('work-orders.job-class.code-taken', () =>
      app.db
        .updateTable('workOrderJobClass')
        .set({ ...columns(request.body), updatedAt: Date.now() })
        .where('id', '=', request.params.id)
        .executeTakeFirst(),
    );
    if (Number(result.numUpdatedRows) === 0) throw missing('work-orders.job-class.not-found');
    return ok();
  });

  app.delete(`${BASE}/:id`, { schema: { params: ID_PARAMS, response: { 200: EMPTY_ENVELOPE } } }, async (request) => {
    await button(request, 'btn_remove');
    const result = await app.db.deleteFrom('workOrderJobClass').where('id', '=', request.params.id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw missing('work-orders.job-class.not-found');
    // Orders and plans keep the id and show no class name: their history stays as it was made.
    return ok();
  });
};
