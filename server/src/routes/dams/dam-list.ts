import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ID_TEXT } from '../../monitoring/request-schemas';
import type { Db } from '../../db/database';
import { ok } from '../../lib/envelope';
import { DAM } from '../../wire/dam';
import { CACHE_BUSTER_QUERY, listEnvelopeOf } from '../../wire/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { projectsInScope } from '../../monitoring/projects-in-scope';

const Params = Type.Object({ projectId: ID_TEXT });
const Query = Type.Object(CACHE_BUSTER_QUERY);
const RESPONSE = { 200: listEnvelopeOf(DAM) };

async function listDams(db: Db, projectIds: string[]) {
  if (projectIds.length === 0) return [];
  const rows = await db
    .selectFrom('dam')
    .innerJoin('project', 'project.id', 'dam.projectId')
    .selectAll('dam')
    .select('project.fullName as projectName')
    .select((eb) =>
      eb
        .selectFrom('monitoringPoint')
        .whereRef('monitoringPoint.damId', '=', 'dam.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('pointCount'),
    )
    .where('dam.projectId', 'in', projectIds)
    .orderBy('project.sortCode')
    .orderBy('dam.sortCode')
    .orderBy('dam.code')
    .execute();
  return rows.map((row) => ({ damId: row.id, ...row, pointCount: Number(row.pointCount ?? 0) }));
}

/** `GET /api/dam/list/{projectId}` (seed 001 section 7): a project's dams and stations; without an id, every visible one. */
export const damRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/dam/list/:projectId', { schema: { params: Params, querystring: Query, response: RESPONSE } }, async (request) => {
    const projectIds = await projectsInScope(app.db, currentUserId(request), { projectId: request.params.projectId });
    return ok({ list: await listDams(app.db, projectIds) });
  });

  app.get('/dam/list', { schema: { querystring: Query, response: RESPONSE } }, async (request) => {
    const projectIds = await projectsInScope(app.db, currentUserId(request), {});
    return ok({ list: await listDams(app.db, projectIds) });
  });
};
