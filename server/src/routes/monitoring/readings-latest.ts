import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { Db } from '../../db/database';
import { cachedAnswer } from '../cached-answer';
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

/**
 * A project's newest readings as sent, by project, dam and type. The ingest writes latest_reading without the write
 * counter (db/table-writes.ts), so an answer is kept one second at most: this is what a wall polls, and one second is
 * below any poll period; point, dam and project changes retire it at once. Bound: 500 answers.
 */
const projectLatest = cachedAnswer(
  {
    tables: ['monitoringPoint', 'dam', 'project', 'latestReading'],
    maxEntries: 500,
    ttlMs: 1_000,
    identity: (query: Static<typeof ProjectQuery>) => JSON.stringify([query.projectId, query.damId, query.type]),
  },
  async (db: Db, { projectId, damId, type }: Static<typeof ProjectQuery>) => {
    const rows = await listPoints(db, { projectIds: [projectId], damId: damId || undefined, type, enabledMark: 1 });
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
    async (request, reply) => {
      await assertProjectAccess(app.db, currentUserId(request), request.query.projectId, 'read');
      return projectLatest(reply, app.db, request.query);
    },
  );
};
