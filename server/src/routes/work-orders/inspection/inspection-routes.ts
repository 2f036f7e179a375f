import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { missing } from '../../../i18n/localized-error';
import { ok } from '../../../lib/envelope';
import { assertProjectAccess } from '../../../monitoring/project-access';
import { currentUserId } from '../../../shell/current-user-id';
import { CACHE_BUSTER_QUERY, envelopeOf } from '../../../wire/envelope';
import { INSPECTION_CONTENT, type PatrolObjectNode } from '../../../wire/work-orders-fill-ins';

/** `GET /api/inspectioncontent/InspectionContent/{id}`: one patrol object tree; a project's tree only for its members. */
export const inspectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/inspectioncontent/InspectionContent/:id',
    {
      schema: {
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        querystring: Type.Object(CACHE_BUSTER_QUERY),
        response: { 200: envelopeOf(INSPECTION_CONTENT) },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      const row = await app.db.selectFrom('inspectionContent').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!row) throw missing('work-orders.inspection.not-found');
      if (row.projectId) await assertProjectAccess(app.db, userId, row.projectId);
      // Written only by the seed and migrations, as the wire's node shape.
      return ok({ id: row.id, fullName: row.fullName, projectId: row.projectId, list: JSON.parse(row.tree) as PatrolObjectNode[] });
    },
  );
};
