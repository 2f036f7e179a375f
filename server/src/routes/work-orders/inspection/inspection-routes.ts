import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { missing } from '../../../i18n/localized-error';
import { ok, paged } from '../../../lib/envelope';
import { assertProjectAccess } from '../../../monitoring/project-access';
import { scopedProjects } from '../../../orders/order-access';
import { lookupNames } from '../../../orders/order-names';
import { currentUserId } from '../../../shell/current-user-id';
import { containsText, readKeyword, readPaging } from '../../../shell/list-query';
import { CACHE_BUSTER_QUERY, envelopeOf, pagedEnvelopeOf } from '../../../wire/envelope';
import {
  INSPECTION_CONTENT,
  INSPECTION_CONTENT_ITEM,
  INSPECTION_CONTENT_LIST_QUERY,
  type PatrolObjectNode,
} from '../../../wire/work-orders-fill-ins';

/**
 * Patrol object trees under /api/inspectioncontent/InspectionContent: the paged list a designer picks from (shared
 * trees and those of the caller's projects; `projectId` narrows to one project and the shared ones) and one tree by
 * id (a project's tree only for its members). Both need a session only: fill-ins and the designer read them.
 */
export const inspectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/inspectioncontent/InspectionContent',
    { schema: { querystring: INSPECTION_CONTENT_LIST_QUERY, response: { 200: pagedEnvelopeOf(INSPECTION_CONTENT_ITEM) } } },
    async (request) => {
      const userId = currentUserId(request);
      const { query } = request;
      const paging = readPaging(query);
      const projectIds = await scopedProjects(app.db, userId, query.projectId || undefined);
      let select = app.db
        .selectFrom('inspectionContent')
        .where((eb) => eb.or([eb('projectId', 'is', null), ...(projectIds.length > 0 ? [eb('projectId', 'in', projectIds)] : [])]));
      const keyword = readKeyword(query.keyword);
      if (keyword) select = select.where(containsText('full_name', keyword));
      const [rows, count] = await Promise.all([
        select.selectAll().orderBy('fullName').orderBy('id').limit(paging.pageSize).offset(paging.offset).execute(),
        select.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      const names = await lookupNames(app.db, rows);
      const list = rows.map((row) => ({
        id: row.id,
        fullName: row.fullName,
        projectId: row.projectId,
        projectName: names.project(row.projectId),
        contentCount: (JSON.parse(row.tree) as unknown[]).length,
      }));
      return paged(list, paging.currentPage, paging.pageSize, Number(count.total));
    },
  );

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
