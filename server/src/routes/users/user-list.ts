import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../../db/database';
import { ok, paged } from '../../lib/envelope';
import { cachedAnswer } from '../cached-answer';
import { deny, missing } from '../../i18n/localized-error';
import { currentUserId } from '../../shell/current-user-id';
import { readPaging } from '../../shell/list-query';
import { CACHE_BUSTER_QUERY, PAGING_QUERY, envelopeOf, pagedEnvelopeOf } from '../../wire/envelope';
import { USER_FILTER_FIELDS, USER_ITEM } from '../../wire/users';
import { USER_MENU_CODE } from '../../shell/menu-codes';
import { canSeeMenuByCode, deniedColumns, requireMenu } from '../../shell/permission-check';
import { dataScopeKey, dataScopeOf, narrowUnitsToScope, type UserDataScope } from '../../shell/data-scope';
import { findUser, listUsers } from '../../shell/user-directory';
import { toUserItem, withoutColumns } from './user-columns';
import { resolveUserFilter, type UserFilterQuery } from './user-filter';

/**
 * The directory's pages as sent, by hidden columns and query. They change only when people, units, positions or
 * role holdings do (the tables below). Bound: 500 pages, none older than 5 minutes.
 */
interface UserPageQuery extends UserFilterQuery {
  denied: ReadonlySet<string>;
  /** The caller's data scope on the user page (shell/data-scope.ts): the units whose people he may list. */
  scope: UserDataScope;
  currentPage?: number | undefined;
  pageSize?: number | undefined;
}

const userPage = cachedAnswer(
  {
    tables: ['users', 'organize', 'position', 'userRole', 'role'],
    maxEntries: 500,
    ttlMs: 5 * 60_000,
    // Callers with the same hidden columns asking the same page share one answer.
    identity: (query: UserPageQuery) =>
      JSON.stringify([
        [...query.denied].sort(),
        dataScopeKey(query.scope),
        query.keyword,
        query.organizeId,
        query.roleId,
        query.positionId,
        query.sidx,
        query.sort,
        query.currentPage,
        query.pageSize,
      ]),
  },
  async (db: Db, query: UserPageQuery) => {
    const denied = new Set(query.denied);
    const resolved = await resolveUserFilter(db, query, denied);
    const filter = { ...resolved, organizeIds: narrowUnitsToScope(resolved.organizeIds, query.scope) };
    const paging = readPaging(query);
    const { list, total } = await listUsers(db, { ...filter, paging });
    return paged(
      list.map((row) => withoutColumns(toUserItem(row), denied)),
      paging.currentPage,
      paging.pageSize,
      total,
    );
  },
);

/** GET /permission/Users (the paged directory of the user-management page) and GET /permission/Users/{id}. */
export const userListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/permission/Users',
    {
      schema: {
        querystring: Type.Object({
          ...PAGING_QUERY,
          organizeId: USER_FILTER_FIELDS.organizeId,
          roleId: USER_FILTER_FIELDS.roleId,
          positionId: USER_FILTER_FIELDS.positionId,
        }),
        response: { 200: pagedEnvelopeOf(USER_ITEM) },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      await requireMenu(app.db, userId, USER_MENU_CODE);
      const [denied, scope] = await Promise.all([
        deniedColumns(app.db, userId, USER_MENU_CODE),
        dataScopeOf(app.db, userId, USER_MENU_CODE),
      ]);
      return userPage(reply, app.db, { ...request.query, denied, scope });
    },
  );

  app.get(
    '/permission/Users/:id',
    {
      schema: {
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        querystring: Type.Object(CACHE_BUSTER_QUERY),
        response: { 200: envelopeOf(USER_ITEM) },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      const { id } = request.params;
      const self = id === userId;
      // People may read their own record in full; anyone else's needs the user-management page.
      if (!self && !(await canSeeMenuByCode(app.db, userId, USER_MENU_CODE))) throw deny('request.forbidden');
      const user = await findUser(app.db, id);
      if (!user) throw missing('users.no-user');
      const denied = self ? new Set<string>() : await deniedColumns(app.db, userId, USER_MENU_CODE);
      return ok(withoutColumns(toUserItem(user), denied));
    },
  );
};
