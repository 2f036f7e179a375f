import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { AREA_IDS_REQUEST, AREA_NAMES, AREA_OPTION } from '../../wire/areas';
import { CACHE_BUSTER_QUERY, envelopeOf, listEnvelopeOf } from '../../wire/envelope';
import { areaNames, listAreas } from './area-store';

// The address picker's calls, used by forms on any page: a signed-in session is enough.
//   GET  /system/Area/{parentId}/Selector/{excludeId}   (root parentId '-1'; excludeId '0' for none)
//   POST /system/Area/GetAreaByIds { idsList }
export const areaSelectorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/Area/:id/Selector/:excludeId',
    {
      schema: {
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), excludeId: Type.String({ minLength: 1, maxLength: 64 }) }),
        querystring: Type.Object(CACHE_BUSTER_QUERY),
        response: { 200: listEnvelopeOf(AREA_OPTION) },
      },
    },
    async (request) => {
      const { id: parentId, excludeId } = request.params;
      // '0' is JNPF's "root" as well as "nothing to leave out".
      const rows = await listAreas(app.db, {
        parentId: parentId === '0' ? '-1' : parentId,
        enabledOnly: true,
        excludeId: excludeId === '0' ? undefined : excludeId,
      });
      const list = rows.map((row) => ({
        id: row.id,
        fullName: row.fullName,
        enCode: row.enCode,
        isLeaf: row.childCount === 0,
        hasChildren: row.childCount > 0,
      }));
      return ok({ list });
    },
  );

  app.post(
    '/system/Area/GetAreaByIds',
    { schema: { body: AREA_IDS_REQUEST, response: { 200: envelopeOf(AREA_NAMES) } } },
    async (request) => {
      const { idsList } = request.body;
      const names = await areaNames(app.db, [...new Set(idsList.flat())]);
      return ok(idsList.map((path) => path.flatMap((id) => names.get(id) ?? [])));
    },
  );
};
