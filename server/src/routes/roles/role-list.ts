import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { missing } from '../../i18n/localized-error';
import { ok, paged } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { readKeyword, readPaging, readSort } from '../../shell/list-query';
import { requireMenu } from '../../shell/permission-check';
import { readUnitIndex } from '../../shell/data-scope-units';
import { CACHE_BUSTER_QUERY, PAGING_QUERY, envelopeOf, pagedEnvelopeOf } from '../../wire/envelope';
import { ROLE_ITEM, ROLE_LIST_FILTER } from '../../wire/roles';
import { ROLE_MENU_CODE } from './role-access';
import { ROLE_SORT_FIELDS, findRole, listRoles } from './role-store';

const Query = Type.Object({ ...PAGING_QUERY, ...ROLE_LIST_FILTER });

/** GET /permission/Role (the role page's paged list, seed 000 section 7.8) and GET /permission/Role/{id}. */
export const roleListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/permission/Role', { schema: { querystring: Query, response: { 200: pagedEnvelopeOf(ROLE_ITEM) } } }, async (request) => {
    await requireMenu(app.db, currentUserId(request), ROLE_MENU_CODE);
    const { query } = request;
    const sort = readSort(query, ROLE_SORT_FIELDS, 'sortCode');
    const paging = readPaging(query);
    let organizeIds: Set<string> | undefined;
    const organizeId = query.organizeId?.trim();
    if (organizeId && organizeId !== '0') {
      const units = await readUnitIndex(app.db);
      if (!units.byId.has(organizeId)) throw missing('authority.no-such-unit', { id: organizeId });
      organizeIds = units.descendantIds(organizeId);
    }
    const enabledMark = query.enabledMark === '0' ? 0 : query.enabledMark === '1' ? 1 : undefined;
    const { list, total } = await listRoles(app.db, { keyword: readKeyword(query.keyword), organizeIds, enabledMark, sort, paging });
    return paged(list, paging.currentPage, paging.pageSize, total);
  });

  app.get(
    '/permission/Role/:id',
    {
      schema: {
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        querystring: Type.Object(CACHE_BUSTER_QUERY),
        response: { 200: envelopeOf(ROLE_ITEM) },
      },
    },
    async (request) => {
      await requireMenu(app.db, currentUserId(request), ROLE_MENU_CODE);
      const role = await findRole(app.db, request.params.id);
      if (!role) throw missing('authority.no-such-role');
      return ok(role);
    },
  );
};
