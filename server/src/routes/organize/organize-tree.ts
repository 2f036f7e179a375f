import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { loadOrganizeIndex } from '../../shell/organize-tree';

/**
 * GET /permission/Organize/Tree and GET /permission/Organize/Selector/{id or 0}: enabled companies and departments
 * as tree items for tree selects. The selector leaves out `id` and its subtree, so an edited unit cannot be moved
 * under itself.
 */
export const organizeTreeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/permission/Organize/Tree', { onRequest: app.requireAuth }, async () => {
    const index = await loadOrganizeIndex(app.db, { enabledOnly: true });
    return ok({ list: index.tree() });
  });

  app.get(
    '/permission/Organize/Selector/:id',
    { onRequest: app.requireAuth, schema: { params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }) } },
    async (request) => {
      const { id } = request.params;
      const index = await loadOrganizeIndex(app.db, { enabledOnly: true });
      return ok({ list: index.tree(id === '0' ? undefined : id) });
    },
  );
};
