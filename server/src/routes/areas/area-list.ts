import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { missing } from '../../i18n/localized-error';
import { ok } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { readKeyword } from '../../shell/list-query';
import { AREA_MENU_CODE } from '../../shell/menu-codes';
import { requireMenu } from '../../shell/permission-check';
import { AREA_ITEM, type AreaItem } from '../../wire/areas';
import { CACHE_BUSTER_QUERY, envelopeOf, listEnvelopeOf } from '../../wire/envelope';
import { countChildAreas, findArea, listAreas, type AreaRecord } from './area-store';

const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

export function areaItem(area: AreaRecord, childCount: number): AreaItem {
  return {
    id: area.id,
    parentId: area.parentId,
    enCode: area.enCode,
    fullName: area.fullName,
    type: area.type,
    sortCode: area.sortCode,
    enabledMark: area.enabledMark,
    description: area.description ?? '',
    hasChildren: childCount > 0,
    isLeaf: childCount === 0,
    creatorTime: area.createdAt,
    lastModifyTime: area.lastModifiedAt,
  };
}

/**
 * The area page (menu system.area): GET /system/Area/{parentId}?keyword (one level of the lazy tree, disabled areas
 * included; a keyword searches every level) and GET /system/Area/{id}/Info (the edit form).
 */
export const areaListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/Area/:id',
    {
      schema: {
        params: Params,
        querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })), ...CACHE_BUSTER_QUERY }),
        response: { 200: listEnvelopeOf(AREA_ITEM) },
      },
    },
    async (request) => {
      await requireMenu(app.db, currentUserId(request), AREA_MENU_CODE);
      const rows = await listAreas(app.db, { parentId: request.params.id, keyword: readKeyword(request.query.keyword) });
      return ok({ list: rows.map((row) => areaItem(row, row.childCount)) });
    },
  );

  app.get(
    '/system/Area/:id/Info',
    { schema: { params: Params, querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: envelopeOf(AREA_ITEM) } } },
    async (request) => {
      await requireMenu(app.db, currentUserId(request), AREA_MENU_CODE);
      const area = await findArea(app.db, request.params.id);
      if (!area) throw missing('organize.no-such-area');
      return ok(areaItem(area, await countChildAreas(app.db, area.id)));
    },
  );
};
