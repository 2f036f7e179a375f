import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ID_TEXT } from '../../monitoring/request-schemas';
import { POINT_TYPES, type PointType } from '../../db/tables/monitoring';
import { notFound, ok } from '../../lib/envelope';
import { assertProjectAccess } from '../../monitoring/project-access';
import { toPointDto, type PointDto } from '../../monitoring/point-dto';
import { findPointRow, listPoints } from '../../monitoring/point-queries';
import { currentUserId } from '../../shell/current-user-id';
import { projectsInScope } from '../../monitoring/projects-in-scope';

const IdParams = Type.Object({ id: ID_TEXT });
const MapBody = Type.Object({
  projectId: ID_TEXT,
  damId: Type.Optional(ID_TEXT),
  enabledMark: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
});

/** `findById/{id}` and `listMapByType` of seed 001 section 7. */
export const pointDetailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/deploy/monitoringPointManagement/findById/:id', { onRequest: app.requireAuth, schema: { params: IdParams } }, async (request) => {
    const row = await findPointRow(app.db, request.params.id);
    if (!row) throw notFound('No such monitoring point');
    await assertProjectAccess(app.db, currentUserId(request), row.projectId, 'read');
    return ok(toPointDto(row));
  });

  // Every type is present (empty list when the project has none), in the order of POINT_TYPES.
  app.post('/deploy/monitoringPointManagement/listMapByType', { onRequest: app.requireAuth, schema: { body: MapBody } }, async (request) => {
    const projectIds = await projectsInScope(app.db, currentUserId(request), { projectId: request.body.projectId });
    const rows = await listPoints(app.db, { projectIds, damId: request.body.damId || undefined, enabledMark: request.body.enabledMark });
    const map = Object.fromEntries(POINT_TYPES.map((type) => [type, [] as PointDto[]])) as Record<PointType, PointDto[]>;
    for (const row of rows) map[row.type]?.push(toPointDto(row));
    return ok(map);
  });
};
