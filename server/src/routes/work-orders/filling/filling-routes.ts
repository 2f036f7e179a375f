import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../../lib/envelope';
import { newId } from '../../../lib/ids';
import { requireOrder } from '../../../orders/order-access';
import { requireOrderForm } from '../../../orders/order-references';
import { fillingOwner, requireFilling } from '../../../orders/fill-in/filling-access';
import { toFillingRecord } from '../../../orders/fill-in/filling-views';
import { DEFAULT_ASSESSMENT_ROWS_DATA } from '../../../orders/fill-in/default-assessment';
import { currentUserId } from '../../../shell/current-user-id';
import { CACHE_BUSTER_QUERY, EMPTY_ENVELOPE, envelopeOf, listEnvelopeOf } from '../../../wire/envelope';
import { DEFAULT_ASSESSMENT_ROWS, FILLING_CREATE_BODY, FILLING_ENTRY, FILLING_RECORD } from '../../../wire/work-orders-fill-ins';

const BASE = '/datafilling/DataFilling';
const ID_PARAMS = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const NO_QUERY = { querystring: Type.Object(CACHE_BUSTER_QUERY) };

/**
 * Fill-in records (seed 001 sections 4 and 7): create one (msg is the new id), read, delete, an order's entries and
 * the default assessment rows. Content is saved through /api/wovisualdev/OnlineDev (wo-online-dev-routes.ts).
 * Scoped to the project's members (orders/fill-in/filling-access.ts).
 */
export const fillingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(BASE, { schema: { body: FILLING_CREATE_BODY, response: { 200: envelopeOf(Type.String()) } } }, async (request) => {
    const userId = currentUserId(request);
    const { body } = request;
    await requireOrderForm(app.db, body.templateId);
    const owner = await fillingOwner(app.db, userId, body.orderId, body.projectId);
    const id = newId();
    await app.db
      .insertInto('dataFilling')
      .values({
        id,
        templateId: body.templateId,
        ...owner,
        // Content comes with the first save; a record made with status 2 still has to pass the full check then.
        fillingStatus: Math.min(body.fillingStatus ?? 0, 1),
        data: '{}',
        creatorUserId: userId,
        createdAt: Date.now(),
        updatedAt: null,
      })
      .execute();
    return ok(id, id);
  });

  app.get(`${BASE}/getList`, { schema: { ...NO_QUERY, response: { 200: envelopeOf(DEFAULT_ASSESSMENT_ROWS) } } }, async (request) => {
    currentUserId(request);
    return ok(DEFAULT_ASSESSMENT_ROWS_DATA.map((row) => ({ ...row })));
  });

  app.get(
    `${BASE}/fillingList/:id`,
    { schema: { params: ID_PARAMS, ...NO_QUERY, response: { 200: listEnvelopeOf(FILLING_ENTRY) } } },
    async (request) => {
      const order = await requireOrder(app.db, currentUserId(request), request.params.id);
      const rows = await app.db
        .selectFrom('dataFilling')
        .select(['id', 'templateId', 'fillingStatus'])
        .where('orderId', '=', order.id)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
      return ok({ list: rows.map((row) => ({ id: row.id, templateId: row.templateId, fillingStatus: Number(row.fillingStatus) })) });
    },
  );

  app.get(`${BASE}/:id`, { schema: { params: ID_PARAMS, ...NO_QUERY, response: { 200: envelopeOf(FILLING_RECORD) } } }, async (request) => {
    const row = await requireFilling(app.db, currentUserId(request), request.params.id);
    return ok(await toFillingRecord(app.db, row));
  });

  app.delete(`${BASE}/:id`, { schema: { params: ID_PARAMS, response: { 200: EMPTY_ENVELOPE } } }, async (request) => {
    const row = await requireFilling(app.db, currentUserId(request), request.params.id);
    await app.db.deleteFrom('dataFilling').where('id', '=', row.id).execute();
    return ok();
  });
};
