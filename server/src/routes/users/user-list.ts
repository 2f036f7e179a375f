import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { forbidden, notFound, ok, paged } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { PAGING_QUERY, readKeyword, readPaging, readSort } from '../../shell/list-query';
import { USER_MENU_CODE } from '../../shell/menu-codes';
import { loadOrganizeIndex } from '../../shell/organize-tree';
import { canSeeMenuByCode, deniedColumns, requireMenu } from '../../shell/permission-check';
import { USER_SORT_FIELDS, findUser, listUsers } from '../../shell/user-directory';
import { toUserItem, withoutColumns } from './user-columns';

/** GET /permission/Users (the paged directory of the user-management page) and GET /permission/Users/{id}. */
export const userListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/permission/Users',
    {
      onRequest: app.requireAuth,
      schema: { querystring: Type.Object({ ...PAGING_QUERY, organizeId: Type.Optional(Type.String({ maxLength: 64 })) }) },
    },
    async (request) => {
      const userId = currentUserId(request);
      await requireMenu(app.db, userId, USER_MENU_CODE);
      const denied = await deniedColumns(app.db, userId, USER_MENU_CODE);
      const { query } = request;
      // A hidden column can be neither sorted on nor searched, or its values could be probed.
      const sortable = USER_SORT_FIELDS.filter((field) => !denied.has(field));
      const sort = readSort(query, sortable, 'sortCode');
      const paging = readPaging(query);
      let organizeIds: Set<string> | undefined;
      const organizeId = query.organizeId?.trim();
      if (organizeId && organizeId !== '0') {
        const index = await loadOrganizeIndex(app.db, { enabledOnly: false });
        if (!index.byId.has(organizeId)) throw notFound('This organisation does not exist');
        organizeIds = index.descendantIds(organizeId);
      }
      const { list, total } = await listUsers(app.db, {
        keyword: readKeyword(query.keyword),
        searchMobile: !denied.has('mobilePhone'),
        organizeIds,
        sort,
        paging,
      });
      return paged(
        list.map((row) => withoutColumns(toUserItem(row), denied)),
        paging.currentPage,
        paging.pageSize,
        total,
      );
    },
  );

  app.get(
    '/permission/Users/:id',
    { onRequest: app.requireAuth, schema: { params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }) } },
    async (request) => {
      const userId = currentUserId(request);
      const { id } = request.params;
      const self = id === userId;
      // People may read their own record in full; anyone else's needs the user-management page.
      if (!self && !(await canSeeMenuByCode(app.db, userId, USER_MENU_CODE))) throw forbidden();
      const user = await findUser(app.db, id);
      if (!user) throw notFound('This user does not exist');
      const denied = self ? new Set<string>() : await deniedColumns(app.db, userId, USER_MENU_CODE);
      return ok(withoutColumns(toUserItem(user), denied));
    },
  );
};
