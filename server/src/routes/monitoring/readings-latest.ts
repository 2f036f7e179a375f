import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ID_TEXT } from '../../monitoring/request-schemas';
import { POINT_TYPES } from '../../db/tables/monitoring';
import { ok } from '../../lib/envelope';
import { assertProjectAccess } from '../../monitoring/project-access';
import { listPoints } from '../../monitoring/point-queries';
import { toPointDto } from '../../monitoring/point-dto';
import { readLatest } from '../../monitoring/reading-queries';
import { currentUserId } from '../../shell/current-user-id';
import { readablePoint } from './readings-point-access';
import { CACHE_BUSTER_QUERY, envelopeOf, listEnvelopeOf } from '../../wire/envelope';
import { POINT_LATEST_READING, PROJECT_LATEST_ITEM } from '../../wire/reading';

const IdParams = Type.Object({ id: ID_TEXT });
const ProjectQuery = Type.Object({
  projectId: ID_TEXT,
  damId: Type.Optional(ID_TEXT),
  type: Type.Optional(Type.Union(POINT_TYPES.map((type) => Type.Literal(type)))),
  _t: Type.Optional(Type.String({ maxLength: 20 })),
});

/** The newest reading of one point, and of every point of a project (O(points) from latest_reading). */
export const readingsLatestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/monitoring/points/:id/latest',
    {
      schema: {
        params: IdParams,
        querystring: Type.Object(CACHE_BUSTER_QUERY),
        response: { 200: envelopeOf(Type.Union([POINT_LATEST_READING, Type.Null()])) },
      },
    },
    async (request) => {
      const point = await readablePoint(app, request, request.params.id);
      return ok((await readLatest(app.db, point.id)) ?? null);
    },
  );

  app.get(
    '/monitoring/readings/latest',
    { schema: { querystring: ProjectQuery, response: { 200: listEnvelopeOf(PROJECT_LATEST_ITEM) } } },
    async (request) => {
      const { projectId, damId, type } = request.query;
      await assertProjectAccess(app.db, currentUserId(request), projectId, 'read');
      const rows = await listPoints(app.db, { projectIds: [projectId], damId: damId || undefined, type, enabledMark: 1 });
      const list = rows.map(toPointDto).map((point) => ({
        pointId: point.id,
        code: point.code,
        name: point.name,
        type: point.type,
        unit: point.unit,
        damId: point.damId,
        projectId: point.projectId,
        latest: point.latest,
      }));
      return ok({ list });
    },
  );
};
