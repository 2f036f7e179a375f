import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ID_TEXT } from '../../monitoring/request-schemas';
import type { Db } from '../../db/database';
import { ok } from '../../lib/envelope';
import { missing, refuse } from '../../i18n/localized-error';
import { newId } from '../../lib/ids';
import { toPointDto } from '../../monitoring/point-dto';
import { findPointRow } from '../../monitoring/point-queries';
import { assertProjectAccess } from '../../monitoring/project-access';
import { currentUserId } from '../../shell/current-user-id';
import { checkPointRules } from './point-fields';
import { envelopeOf } from '../../wire/envelope';
import { POINT, POINT_CREATE_REQUEST, POINT_UPDATE_REQUEST } from '../../wire/monitoring-point';

const IdParams = Type.Object({ id: ID_TEXT });
// The saved point; `{ id }` alone only if it vanished between the write and the read.
const RESPONSE = { 200: envelopeOf(Type.Union([POINT, Type.Object({ id: Type.String() })])) };

async function assertCodeFree(db: Db, code: string, exceptId?: string): Promise<void> {
  let query = db.selectFrom('monitoringPoint').select('id').where('code', '=', code);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw refuse('monitoring.point-code-taken', { code });
}

/**
 * Creating and changing points (Sluice's addition; administrators and project engineers). Points are never
 * deleted, since readings and alarms refer to them: set enabledMark 0 to retire one.
 */
export const pointSaveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/deploy/monitoringPointManagement', { schema: { body: POINT_CREATE_REQUEST, response: RESPONSE } }, async (request) => {
    const body = request.body;
    const dam = await app.db.selectFrom('dam').select(['id', 'projectId']).where('id', '=', body.damId).executeTakeFirst();
    if (!dam) throw missing('monitoring.no-such-dam');
    await assertProjectAccess(app.db, currentUserId(request), dam.projectId, 'configure');
    checkPointRules(body, body);
    await assertCodeFree(app.db, body.code);
    const now = Date.now();
    const id = newId();
    const { channels, ...fields } = body;
    await app.db
      .insertInto('monitoringPoint')
      .values({ ...fields, id, projectId: dam.projectId, channels: JSON.stringify(channels ?? []), createdAt: now, updatedAt: now })
      .execute();
    app.ingest.points.invalidate();
    const row = await findPointRow(app.db, id);
    return ok(row ? toPointDto(row) : { id });
  });

  app.put(
    '/deploy/monitoringPointManagement/:id',
    { schema: { params: IdParams, body: POINT_UPDATE_REQUEST, response: RESPONSE } },
    async (request) => {
      const existing = await app.db
        .selectFrom('monitoringPoint')
        .select(['id', 'projectId', 'rangeMin', 'rangeMax'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!existing) throw missing('monitoring.no-such-point');
      await assertProjectAccess(app.db, currentUserId(request), existing.projectId, 'configure');
      const { channels, ...fields } = request.body;
      checkPointRules(
        {
          channels,
          rangeMin: fields.rangeMin === undefined ? existing.rangeMin : fields.rangeMin,
          rangeMax: fields.rangeMax === undefined ? existing.rangeMax : fields.rangeMax,
        },
        fields,
      );
      if (fields.code) await assertCodeFree(app.db, fields.code, existing.id);
      await app.db
        .updateTable('monitoringPoint')
        .set({ ...fields, ...(channels ? { channels: JSON.stringify(channels) } : {}), updatedAt: Date.now() })
        .where('id', '=', existing.id)
        .execute();
      app.ingest.points.invalidate();
      const row = await findPointRow(app.db, existing.id);
      return ok(row ? toPointDto(row) : { id: existing.id });
    },
  );
};
