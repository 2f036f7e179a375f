import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TObject } from 'typebox';
import { newId } from '../../lib/ids';
import { ok, paged } from '../../lib/envelope';
import { assertDamWrite, DAM_MENU } from '../../monitoring/dam-calls/dam-rights';
import { assertKind, damPointsInScope, findDamPoint, type DamPointKind } from '../../monitoring/dam-calls/dam-points';
import { findManualRecord, listManualRecords, type ManualRecordTable } from '../../monitoring/dam-calls/manual-records';
import { observedTime } from '../../monitoring/dam-calls/observed-time';
import { readableRecord } from '../../monitoring/dam-calls/record-access';
import { currentUserId } from '../../shell/current-user-id';
import { writeOperationLog } from '../../shell/operation-log';
import { DAM_LIST_QUERY } from '../../wire/dam-monitoring';
import { CACHE_BUSTER_QUERY, EMPTY_ENVELOPE, envelopeOf, pagedEnvelopeOf } from '../../wire/envelope';
import { ID_TEXT } from '../../wire/monitoring-point';
import { listPaging } from './list-paging';

/** The body fields every kind shares; the rest are the kind's measured values. */
interface CreateBody {
  pointId: string;
  observedAt: number | string;
  remark?: string;
}
interface UpdateBody {
  id: string;
  observedAt?: number | string;
  remark?: string;
}
/** The stored record's fields the routes read; the rest goes out as the record schema lists it. */
type RecordBase = { id: string; projectId: string; pointId: string } & Record<string, unknown>;

/**
 * What sets one kind of hand record apart: its path, table, point type and schemas, and how its measured values are
 * written. The values are checked here (a rule across fields) after the schema has checked each one.
 */
export interface ManualRecordKind<R extends RecordBase, C extends CreateBody, U extends UpdateBody> {
  /** Under /api, without a trailing slash: `/workSeepage/workSeepage`. */
  base: string;
  table: ManualRecordTable;
  pointType: DamPointKind;
  /** The operation log's action prefix: `<prefix>.create`, `.update`, `.delete`. */
  action: string;
  /** The TypeBox schemas of R, C and U: they validate the bodies and serialise the answers. */
  schemas: { record: TObject; create: TObject; update: TObject };
  /** The measured columns of a new record. */
  created(body: C): Record<string, number | null>;
  /** The measured columns after an update: the body's fields over the stored record's. */
  updated(body: U, record: R): Record<string, number | null>;
}

const IdParams = Type.Object({ id: ID_TEXT });

/**
 * `GET <base>/list`, `GET|DELETE <base>/{id}`, `POST|PUT <base>` for one kind of hand record. Reading needs the
 * project; writing needs the project's monitoring write right and the page's edit button; the point must be of the
 * kind's type; every write is logged with the record as saved.
 */
export function manualRecordRoutes<R extends RecordBase, C extends CreateBody, U extends UpdateBody>(
  kind: ManualRecordKind<R, C, U>,
): FastifyPluginAsyncTypebox {
  // The generic find reads either table; the kind's record type is what this table's rows are.
  const find = (db: Parameters<typeof findManualRecord>[0], id: string) => findManualRecord(db, kind.table, id) as Promise<R | undefined>;
  const response = { 200: envelopeOf(kind.schemas.record) };
  // Kysely cannot type an insert into "one of two tables": both share the common columns, the kind gives the rest.
  const table = kind.table as 'damSeepageRecord';

  return async (app) => {
    app.get(
      `${kind.base}/list`,
      { schema: { querystring: DAM_LIST_QUERY, response: { 200: pagedEnvelopeOf(kind.schemas.record) } } },
      async (request) => {
        const query = request.query;
        const points = await damPointsInScope(app.db, currentUserId(request), query, kind.pointType);
        const page = listPaging(query);
        const { total, list } = await listManualRecords(app.db, kind.table, {
          points,
          from: query.from,
          to: query.to,
          keyword: query.keyword,
          ...page,
        });
        return paged(list, page.currentPage, page.pageSize, total);
      },
    );

    app.get(`${kind.base}/:id`, { schema: { params: IdParams, querystring: Type.Object(CACHE_BUSTER_QUERY), response } }, async (request) =>
      ok(await readableRecord(app.db, currentUserId(request), request.params.id, find)),
    );

    app.post(kind.base, { schema: { body: kind.schemas.create, response } }, async (request) => {
      const userId = currentUserId(request);
      // The schema has checked the body; it is the kind's create body.
      const body = request.body as C;
      const point = await findDamPoint(app.db, { id: body.pointId });
      await assertDamWrite(app.db, userId, point.projectId, DAM_MENU.seepage);
      assertKind(point, kind.pointType);
      const measured = kind.created(body);
      const now = Date.now();
      const id = newId();
      await app.db
        .insertInto(table)
        .values({
          id,
          projectId: point.projectId,
          damId: point.damId,
          pointId: point.id,
          observedAt: observedTime(body.observedAt, point.timeZone, now),
          remark: body.remark ?? '',
          recorderId: userId,
          createdAt: now,
          updatedAt: now,
          ...(measured as { waterLevel: number | null; pressure: number | null }),
        })
        .execute();
      const saved = await readableRecord(app.db, userId, id, find);
      await writeOperationLog(app.db, request, {
        userId,
        action: `${kind.action}.create`,
        targetId: id,
        projectId: point.projectId,
        detail: saved,
      });
      return ok(saved);
    });

    app.put(kind.base, { schema: { body: kind.schemas.update, response } }, async (request) => {
      const userId = currentUserId(request);
      const body = request.body as U;
      const record = await readableRecord(app.db, userId, body.id, find);
      await assertDamWrite(app.db, userId, record.projectId, DAM_MENU.seepage);
      const point = await findDamPoint(app.db, { id: record.pointId });
      const measured = kind.updated(body, record);
      const now = Date.now();
      await app.db
        .updateTable(table)
        .set({
          ...(body.observedAt === undefined ? {} : { observedAt: observedTime(body.observedAt, point.timeZone, now) }),
          ...(body.remark === undefined ? {} : { remark: body.remark }),
          ...measured,
          updatedAt: now,
        })
        .where('id', '=', record.id)
        .execute();
      const saved = await readableRecord(app.db, userId, record.id, find);
      await writeOperationLog(app.db, request, {
        userId,
        action: `${kind.action}.update`,
        targetId: record.id,
        projectId: record.projectId,
        detail: saved,
      });
      return ok(saved);
    });

    app.delete(`${kind.base}/:id`, { schema: { params: IdParams, response: { 200: EMPTY_ENVELOPE } } }, async (request) => {
      const userId = currentUserId(request);
      const record = await readableRecord(app.db, userId, request.params.id, find);
      await assertDamWrite(app.db, userId, record.projectId, DAM_MENU.seepage);
      await app.db.deleteFrom(table).where('id', '=', record.id).execute();
      await writeOperationLog(app.db, request, {
        userId,
        action: `${kind.action}.delete`,
        targetId: record.id,
        projectId: record.projectId,
        detail: record,
      });
      return ok();
    });
  };
}
