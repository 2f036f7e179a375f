import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { loadOrganizeIndex } from '../../shell/organize-tree';
import { CACHE_BUSTER_QUERY, listEnvelopeOf } from '../../wire/envelope';
import { TREE_ITEM } from '../../wire/tree-item';

const RESPONSE = { 200: listEnvelopeOf(TREE_ITEM) };

/**
 * GET /permission/Organize/Tree and GET /permission/Organize/Selector/{id or 0}: enabled companies and departments
 * as tree items for tree selects. The selector leaves out `id` and its subtree, so an edited unit cannot be moved
 * under itself.
 */
export const organizeTreeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/permission/Organize/Tree', { schema: { querystring: Type.Object(CACHE_BUSTER_QUERY), response: RESPONSE } }, async () => {
    const index = await loadOrganizeIndex(app.db, { enabledOnly: true });
    return ok({ list: index.tree() });
  });

  app.get(
    '/permission/Organize/Selector/:id',
    {
      schema: {
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        querystring: Type.Object(CACHE_BUSTER_QUERY),
        response: RESPONSE,
      },
    },
    async (request) => {
      const { id } = request.params;
      const index = await loadOrganizeIndex(app.db, { enabledOnly: true });
      return ok({ list: index.tree(id === '0' ? undefined : id) });
    },
  );
};
