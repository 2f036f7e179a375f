import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { AUTHORITY_DATA, AUTHORITY_QUERY, AUTHORITY_REQUEST } from '../../wire/authority';
import { EMPTY_ENVELOPE, envelopeOf } from '../../wire/envelope';
import { readGrantable } from './grantable';
import { readObjectGrants, writeObjectGrants } from './grant-store';
import { mergeGrants } from './grant-merge';
import { requireGrantObject, requireGrantReader, requireGrantWriter } from './object-access';

const Params = Type.Object({ objectId: Type.String({ minLength: 1, maxLength: 64 }) });

/**
 * GET and PUT /api/permission/Authority/Data/{objectId}: what a role, position, unit, user or group holds (menus,
 * buttons, columns, form fields, a data scope per menu), and the tree of what the caller may grant.
 */
export const authorityDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/permission/Authority/Data/:objectId',
    { schema: { params: Params, querystring: AUTHORITY_QUERY, response: { 200: envelopeOf(AUTHORITY_DATA) } } },
    async (request) => {
      const userId = currentUserId(request);
      const { objectType } = request.query;
      const { objectId } = request.params;
      await requireGrantReader(app.db, userId, objectType);
      await requireGrantObject(app.db, objectType, objectId);
      const [grants, grantable] = await Promise.all([readObjectGrants(app.db, objectType, objectId), readGrantable(app.db, userId)]);
      return ok({ objectType, objectId, ...grants, tree: grantable.tree });
    },
  );

  app.put(
    '/permission/Authority/Data/:objectId',
    { schema: { params: Params, body: AUTHORITY_REQUEST, response: { 200: EMPTY_ENVELOPE } } },
    async (request) => {
      const userId = currentUserId(request);
      const { objectType, ...wanted } = request.body;
      const { objectId } = request.params;
      await requireGrantWriter(app.db, userId, objectType);
      await requireGrantObject(app.db, objectType, objectId);
      const [stored, grantable] = await Promise.all([readObjectGrants(app.db, objectType, objectId), readGrantable(app.db, userId)]);
      const merged = await mergeGrants(app.db, request, { stored, wanted, grantable });
      await app.db.transaction().execute((trx) => writeObjectGrants(trx, objectType, objectId, merged));
      return ok();
    },
  );
};
