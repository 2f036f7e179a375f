import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/database';
import { ok, paged } from '../../lib/envelope';
import { deny, missing } from '../../i18n/localized-error';
import { currentUserId } from '../../shell/current-user-id';
import { readKeyword, readPaging, readSort } from '../../shell/list-query';
import { CACHE_BUSTER_QUERY, PAGING_QUERY, envelopeOf, pagedEnvelopeOf } from '../../wire/envelope';
import { POSITION_INFO, POSITION_ITEM } from '../../wire/positions';
import { POSITION_MENU_CODE, USER_MENU_CODE } from '../../shell/menu-codes';
import { loadOrganizeIndex, type OrganizeIndex } from '../../shell/organize-tree';
import { canSeeMenuByCode } from '../../shell/permission-check';
import {
  POSITION_SORT_FIELDS,
  countPositionMembers,
  findPositionRecord,
  listPositions,
  type PositionRow,
} from '../../shell/position-directory';

const Query = Type.Object({
  ...PAGING_QUERY,
  organizeId: Type.Optional(Type.String({ maxLength: 64 })),
  // Absent or '1': enabled positions (what a picker offers); '0': disabled ones; 'all': both.
  enabledMark: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('all'), Type.Literal('')])),
});

/** Positions are picked on the user form and managed on the position page; either page opens them. */
async function requirePositionReader(request: FastifyRequest, db: Db): Promise<void> {
  const userId = currentUserId(request);
  if (await canSeeMenuByCode(db, userId, USER_MENU_CODE)) return;
  if (await canSeeMenuByCode(db, userId, POSITION_MENU_CODE)) return;
  throw deny('request.forbidden');
}

function toPositionItem(index: OrganizeIndex, row: PositionRow) {
  // The unit's path ('Company/Department'): position names repeat across departments, the path tells them apart.
  return { ...row, organizeName: index.pathName(row.organizeId) };
}

/** GET /permission/Position (paged, spec 7.7) and GET /permission/Position/{id} (the edit form, with its member count). */
export const positionListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/permission/Position',
    { schema: { querystring: Query, response: { 200: pagedEnvelopeOf(POSITION_ITEM) } } },
    async (request) => {
      await requirePositionReader(request, app.db);
      const { query } = request;
      const sort = readSort(query, POSITION_SORT_FIELDS, 'sortCode');
      const paging = readPaging(query);
      const index = await loadOrganizeIndex(app.db, { enabledOnly: false });
      let organizeIds: Set<string> | undefined;
      const organizeId = query.organizeId?.trim();
      if (organizeId && organizeId !== '0') {
        if (!index.byId.has(organizeId)) throw missing('organize.no-such-unit');
        organizeIds = index.descendantIds(organizeId);
      }
      const enabledMark = query.enabledMark === 'all' ? undefined : query.enabledMark === '0' ? 0 : 1;
      const { list, total } = await listPositions(app.db, { keyword: readKeyword(query.keyword), organizeIds, enabledMark, sort, paging });
      return paged(
        list.map((row) => toPositionItem(index, row)),
        paging.currentPage,
        paging.pageSize,
        total,
      );
    },
  );

  app.get(
    '/permission/Position/:id',
    {
      schema: {
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        querystring: Type.Object(CACHE_BUSTER_QUERY),
        response: { 200: envelopeOf(POSITION_INFO) },
      },
    },
    async (request) => {
      await requirePositionReader(request, app.db);
      const position = await findPositionRecord(app.db, request.params.id);
      if (!position) throw missing('organize.no-such-position');
      const [index, memberCount] = await Promise.all([
        loadOrganizeIndex(app.db, { enabledOnly: false }),
        countPositionMembers(app.db, position.id),
      ]);
      const { createdAt, lastModifiedAt, description, ...row } = position;
      return ok({
        ...toPositionItem(index, row),
        organizeIdTree: index.idPath(position.organizeId),
        description: description ?? '',
        creatorTime: createdAt,
        lastModifyTime: lastModifiedAt,
        memberCount,
      });
    },
  );
};
