import type { FastifyInstance, FastifyRequest } from 'fastify';
import { missing } from '../../i18n/localized-error';
import { assertProjectAccess } from '../../monitoring/project-access';
import { currentUserId } from '../../shell/current-user-id';

/** Loads a point for reading its data: 404 when it does not exist, 403 when the caller is not on its project. */
export async function readablePoint(app: FastifyInstance, request: FastifyRequest, pointId: string) {
  const point = await app.db
    .selectFrom('monitoringPoint')
    .innerJoin('dam', 'dam.id', 'monitoringPoint.damId')
    .select(['monitoringPoint.id', 'monitoringPoint.projectId', 'monitoringPoint.unit', 'dam.timeZone'])
    .where('monitoringPoint.id', '=', pointId)
    .executeTakeFirst();
  if (!point) throw missing('monitoring.no-such-point');
  await assertProjectAccess(app.db, currentUserId(request), point.projectId, 'read');
  return point;
}
