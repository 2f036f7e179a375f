import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { missing } from '../../i18n/localized-error';
import { ok, paged } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { readKeyword, readPaging } from '../../shell/list-query';
import { loadOrganizeIndex } from '../../shell/organize-tree';
import { allEnabledUsers, listMembers, type MemberFilter } from '../../shell/user-directory';
import { CACHE_BUSTER_QUERY, PAGING_QUERY, listEnvelopeOf, pagedEnvelopeOf } from '../../wire/envelope';
import { TREE_ITEM } from '../../wire/tree-item';
import { USER_KEYWORD_REQUEST, USER_MEMBER } from '../../wire/users';
import { pickerLevel } from './user-picker';

// Lookups the pickers and member lists of every page use; they name people, as the user picker does, so a signed-in
// session is enough:
//   GET  /permission/Users/All                    every enabled person, flat
//   POST /permission/Users/getSubordinates        the caller's direct reports { keyword? }
//   GET  /permission/Users/getOrganization        one lazy level: units, then the people in it (?organizeId, '0' top)
//   GET  /permission/Users/GetUsersByPositionId   a position's holders (?positionId, keyword, paging)
//   GET  /permission/Users/GetUsersByRoleOrgId    a role's holders, optionally within a unit and below (?roleId, organizeId)

const ID = Type.String({ minLength: 1, maxLength: 64 });

export const userLookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function memberPage(filter: MemberFilter) {
    const [index, { list, total }] = await Promise.all([loadOrganizeIndex(app.db, { enabledOnly: false }), listMembers(app.db, filter)]);
    const items = list.map((user) => {
      const item = index.userItem(user);
      return {
        id: user.id,
        account: user.account,
        realName: user.realName,
        fullName: item.fullName,
        headIcon: user.headIcon,
        organize: item.organize ?? '',
        enabledMark: user.enabledMark,
      };
    });
    return paged(items, filter.paging.currentPage, filter.paging.pageSize, total);
  }

  app.get(
    '/permission/Users/All',
    { schema: { querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: listEnvelopeOf(TREE_ITEM) } } },
    async () => {
      const [index, users] = await Promise.all([loadOrganizeIndex(app.db, { enabledOnly: false }), allEnabledUsers(app.db)]);
      return ok({ list: users.map((user) => index.userItem(user)) });
    },
  );

  app.post(
    '/permission/Users/getSubordinates',
    { schema: { body: USER_KEYWORD_REQUEST, response: { 200: pagedEnvelopeOf(USER_MEMBER) } } },
    async (request) =>
      memberPage({
        managerId: currentUserId(request),
        keyword: readKeyword(request.body?.keyword ?? undefined),
        paging: readPaging({ pageSize: 500 }),
      }),
  );

  app.get(
    '/permission/Users/getOrganization',
    {
      schema: {
        querystring: Type.Object({ organizeId: Type.Optional(Type.String({ maxLength: 64 })), ...CACHE_BUSTER_QUERY }),
        response: { 200: listEnvelopeOf(TREE_ITEM) },
      },
    },
    async (request) => {
      const index = await loadOrganizeIndex(app.db, { enabledOnly: true });
      return ok({ list: await pickerLevel(app.db, index, readKeyword(request.query.organizeId) ?? '0') });
    },
  );

  app.get(
    '/permission/Users/GetUsersByPositionId',
    { schema: { querystring: Type.Object({ ...PAGING_QUERY, positionId: ID }), response: { 200: pagedEnvelopeOf(USER_MEMBER) } } },
    async (request) => {
      const { positionId } = request.query;
      const position = await app.db.selectFrom('position').select('id').where('id', '=', positionId).executeTakeFirst();
      if (!position) throw missing('organize.no-such-position');
      return memberPage({ positionId, keyword: readKeyword(request.query.keyword), paging: readPaging(request.query) });
    },
  );

  app.get(
    '/permission/Users/GetUsersByRoleOrgId',
    {
      schema: {
        querystring: Type.Object({ ...PAGING_QUERY, roleId: ID, organizeId: Type.Optional(Type.String({ maxLength: 64 })) }),
        response: { 200: pagedEnvelopeOf(USER_MEMBER) },
      },
    },
    async (request) => {
      const organizeId = readKeyword(request.query.organizeId);
      let organizeIds: string[] | undefined;
      if (organizeId && organizeId !== '0') {
        const index = await loadOrganizeIndex(app.db, { enabledOnly: false });
        if (!index.byId.has(organizeId)) throw missing('organize.no-such-unit');
        organizeIds = [...index.descendantIds(organizeId)];
      }
      return memberPage({
        roleId: request.query.roleId,
        organizeIds,
        keyword: readKeyword(request.query.keyword),
        paging: readPaging(request.query),
      });
    },
  );
};
