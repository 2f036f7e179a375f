import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ID_TEXT } from '../../monitoring/request-schemas';
import { POINT_TYPES, type PointType } from '../../db/tables/monitoring';
import { ok } from '../../lib/envelope';
import { missing } from '../../i18n/localized-error';
import { assertProjectAccess } from '../../monitoring/project-access';
import { toPointDto, type PointDto } from '../../monitoring/point-dto';
import { findPointRow, listPoints } from '../../monitoring/point-queries';
import { currentUserId } from '../../shell/current-user-id';
import { projectsInScope } from '../../monitoring/projects-in-scope';
import { CACHE_BUSTER_QUERY, envelopeOf } from '../../wire/envelope';
import { POINT, POINT_MAP, POINT_MAP_REQUEST } from '../../wire/monitoring-point';

const IdParams = Type.Object({ id: ID_TEXT });
/** `findById/{id}` and `listMapByType` of seed 001 section 7. */
export const pointDetailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/deploy/monitoringPointManagement/findById/:id',
    { schema: { params: IdParams, querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: envelopeOf(POINT) } } },
    async (request) => {
      const row = await findPointRow(app.db, request.params.id);
      if (!row) throw missing('monitoring.no-such-point');
      await assertProjectAccess(app.db, currentUserId(request), row.projectId, 'read');
      return ok(toPointDto(row));
    },
  );

  // Every type is present (empty list when the project has none), in the order of POINT_TYPES.
  app.post(
    '/deploy/monitoringPointManagement/listMapByType',
    { schema: { body: POINT_MAP_REQUEST, response: { 200: envelopeOf(POINT_MAP) } } },
    async (request) => {
      const projectIds = await projectsInScope(app.db, currentUserId(request), { projectId: request.body.projectId });
      const rows = await listPoints(app.db, { projectIds, damId: request.body.damId || undefined, enabledMark: request.body.enabledMark });
      const map = Object.fromEntries(POINT_TYPES.map((type) => [type, [] as PointDto[]])) as Record<PointType, PointDto[]>;
      for (const row of rows) map[row.type]?.push(toPointDto(row));
      return ok(map);
    },
  );
};
