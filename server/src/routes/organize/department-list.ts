import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { missing } from '../../i18n/localized-error';
import { paged } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { readKeyword, readPaging } from '../../shell/list-query';
import { ORGANIZE_MENU_CODE } from '../../shell/menu-codes';
import { compareOrganize } from '../../shell/organize-tree';
import { requireMenu } from '../../shell/permission-check';
import { PAGING_QUERY, pagedEnvelopeOf } from '../../wire/envelope';
import { DEPARTMENT_ITEM } from '../../wire/organize';
import { userLabels } from './organize-store';
import { unitsInScope } from './unit-scope';

/**
 * GET /permission/Organize/{id}/Department?keyword&currentPage&pageSize: the departments anywhere under a unit,
 * paged, within the caller's data scope on the organisation page. Units are a few hundred rows, so the filter and the page are cut from the in-memory tree.
 */
export const departmentListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/permission/Organize/:id/Department',
    {
      schema: {
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        querystring: Type.Object(PAGING_QUERY),
        response: { 200: pagedEnvelopeOf(DEPARTMENT_ITEM) },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      await requireMenu(app.db, userId, ORGANIZE_MENU_CODE);
      const index = (await unitsInScope(app.db, userId)).visible;
      const { id } = request.params;
      if (!index.byId.has(id)) throw missing('organize.no-such-unit');
      const needle = readKeyword(request.query.keyword)?.toLowerCase();
      const departments = [...index.descendantIds(id)]
        .flatMap((unitId) => {
          const unit = index.byId.get(unitId);
          return unit && unit.id !== id && unit.category === 'department' ? [unit] : [];
        })
        .filter((unit) => !needle || unit.fullName.toLowerCase().includes(needle) || unit.enCode.toLowerCase().includes(needle))
        .sort(compareOrganize);
      const paging = readPaging(request.query);
      const page = departments.slice(paging.offset, paging.offset + paging.pageSize);
      const managers = await userLabels(
        app.db,
        page.map((unit) => unit.managerId ?? ''),
      );
      const list = page.map((unit) => ({
        id: unit.id,
        parentId: unit.parentId,
        fullName: unit.fullName,
        enCode: unit.enCode,
        parentName: index.pathName(unit.parentId),
        managerName: managers.get(unit.managerId ?? '') ?? '',
        sortCode: unit.sortCode,
        enabledMark: unit.enabledMark,
        description: unit.description ?? '',
        creatorTime: unit.createdAt,
      }));
      return paged(list, paging.currentPage, paging.pageSize, departments.length);
    },
  );
};
