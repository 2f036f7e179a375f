import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { newId } from '../../lib/ids';
import { ok, paged } from '../../lib/envelope';
import { assertDamWrite, DAM_MENU } from '../../monitoring/dam-calls/dam-rights';
import { assertKind, damPointsInScope, findDamPoint } from '../../monitoring/dam-calls/dam-points';
import { observedTime } from '../../monitoring/dam-calls/observed-time';
import { findSeepageFlowRecord, listSeepageFlowRecords } from '../../monitoring/dam-calls/manual-records';
import { readableRecord } from '../../monitoring/dam-calls/record-access';
import { currentUserId } from '../../shell/current-user-id';
import { writeOperationLog } from '../../shell/operation-log';
import { DAM_LIST_QUERY } from '../../wire/dam-monitoring';
import { SEEPAGE_FLOW_RECORD, SEEPAGE_FLOW_RECORD_CREATE, SEEPAGE_FLOW_RECORD_UPDATE } from '../../wire/dam-records';
import { CACHE_BUSTER_QUERY, EMPTY_ENVELOPE, envelopeOf, pagedEnvelopeOf } from '../../wire/envelope';
import { ID_TEXT } from '../../wire/monitoring-point';
import { listPaging } from './list-paging';

const BASE = '/workSeepageFlow/workSeepageFlow';
const IdParams = Type.Object({ id: ID_TEXT });
const RECORD_RESPONSE = { 200: envelopeOf(SEEPAGE_FLOW_RECORD) };

/** `/api/workSeepageFlow/workSeepageFlow`: hand readings of measuring weirs (seepage-flow points). */
export const seepageFlowRecordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${BASE}/list`,
    { schema: { querystring: DAM_LIST_QUERY, response: { 200: pagedEnvelopeOf(SEEPAGE_FLOW_RECORD) } } },
    async (request) => {
      const query = request.query;
      const points = await damPointsInScope(app.db, currentUserId(request), query, 'seepage-flow');
      const page = listPaging(query);
      const { total, list } = await listSeepageFlowRecords(app.db, {
        points,
        from: query.from,
        to: query.to,
        keyword: query.keyword,
        ...page,
      });
      return paged(list, page.currentPage, page.pageSize, total);
    },
  );

  app.get(
    `${BASE}/:id`,
    { schema: { params: IdParams, querystring: Type.Object(CACHE_BUSTER_QUERY), response: RECORD_RESPONSE } },
    async (request) => ok(await readableRecord(app.db, currentUserId(request), request.params.id, findSeepageFlowRecord)),
  );

  app.post(BASE, { schema: { body: SEEPAGE_FLOW_RECORD_CREATE, response: RECORD_RESPONSE } }, async (request) => {
    const userId = currentUserId(request);
    const body = request.body;
    const point = await findDamPoint(app.db, { id: body.pointId });
    await assertDamWrite(app.db, userId, point.projectId, DAM_MENU.seepage);
    assertKind(point, 'seepage-flow');
    const now = Date.now();
    const id = newId();
    await app.db
      .insertInto('damSeepageFlowRecord')
      .values({
        id,
        projectId: point.projectId,
        damId: point.damId,
        pointId: point.id,
        observedAt: observedTime(body.observedAt, point.timeZone, now),
        flow: body.flow,
        weirHead: body.weirHead ?? null,
        remark: body.remark ?? '',
        recorderId: userId,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const saved = await readableRecord(app.db, userId, id, findSeepageFlowRecord);
    await writeOperationLog(app.db, request, {
      userId,
      action: 'dam.seepage-flow-record.create',
      targetId: id,
      projectId: point.projectId,
      detail: saved,
    });
    return ok(saved);
  });

  app.put(BASE, { schema: { body: SEEPAGE_FLOW_RECORD_UPDATE, response: RECORD_RESPONSE } }, async (request) => {
    const userId = currentUserId(request);
    const { id, observedAt, ...values } = request.body;
    const record = await readableRecord(app.db, userId, id, findSeepageFlowRecord);
    await assertDamWrite(app.db, userId, record.projectId, DAM_MENU.seepage);
    const point = await findDamPoint(app.db, { id: record.pointId });
    const now = Date.now();
    await app.db
      .updateTable('damSeepageFlowRecord')
      .set({
        ...(observedAt === undefined ? {} : { observedAt: observedTime(observedAt, point.timeZone, now) }),
        ...(values.flow === undefined ? {} : { flow: values.flow }),
        ...(values.weirHead === undefined ? {} : { weirHead: values.weirHead }),
        ...(values.remark === undefined ? {} : { remark: values.remark }),
        updatedAt: now,
      })
      .where('id', '=', id)
      .execute();
    const saved = await readableRecord(app.db, userId, id, findSeepageFlowRecord);
    await writeOperationLog(app.db, request, {
      userId,
      action: 'dam.seepage-flow-record.update',
      targetId: id,
      projectId: record.projectId,
      detail: saved,
    });
    return ok(saved);
  });

  app.delete(`${BASE}/:id`, { schema: { params: IdParams, response: { 200: EMPTY_ENVELOPE } } }, async (request) => {
    const userId = currentUserId(request);
    const record = await readableRecord(app.db, userId, request.params.id, findSeepageFlowRecord);
    await assertDamWrite(app.db, userId, record.projectId, DAM_MENU.seepage);
    await app.db.deleteFrom('damSeepageFlowRecord').where('id', '=', record.id).execute();
    await writeOperationLog(app.db, request, {
      userId,
      action: 'dam.seepage-flow-record.delete',
      targetId: record.id,
      projectId: record.projectId,
      detail: record,
    });
    return ok();
  });
};
