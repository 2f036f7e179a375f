import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { missing } from '../../i18n/localized-error';
import { ok } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { requireMenu } from '../../shell/permission-check';
import { listEnvelopeOf, envelopeOf } from '../../wire/envelope';
import {
  MENU_ADMIN_NODE,
  MENU_INFO,
  MENU_SELECTOR_NODE,
  MENU_TREE_QUERY,
  type MenuAdminNode,
  type MenuSelectorNode,
} from '../../wire/menus';
import { MENU_ADMIN_CODE, menuInfoOf, nestMenus, readAllMenus, subtreeIds } from './menu-records';

const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** Keeps the nodes that match and the ancestors leading to them; a matching node keeps its whole subtree. */
function filterTree(nodes: MenuAdminNode[], needle: string): MenuAdminNode[] {
  return nodes.flatMap((node) => {
    if (node.fullName.toLowerCase().includes(needle) || node.enCode.toLowerCase().includes(needle)) return [node];
    const children = filterTree(node.children, needle);
    return children.length > 0 ? [{ ...node, children, hasChildren: true }] : [];
  });
}

function selectorNodes(nodes: MenuAdminNode[]): MenuSelectorNode[] {
  return nodes.map((node) => {
    const children = selectorNodes(node.children);
    return {
      id: node.id,
      parentId: node.parentId,
      fullName: node.fullName,
      icon: node.icon,
      type: node.type,
      hasChildren: children.length > 0,
      children,
    };
  });
}

/** GET /api/system/Menu (tree, keyword), GET /api/system/Menu/{id}, GET /api/system/Menu/Selector/{id}. */
export const menuReadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/Menu',
    { schema: { querystring: MENU_TREE_QUERY, response: { 200: listEnvelopeOf(MENU_ADMIN_NODE) } } },
    async (request) => {
      await requireMenu(app.db, currentUserId(request), MENU_ADMIN_CODE);
      const tree = nestMenus(await readAllMenus(app.db));
      const needle = (request.query.keyword ?? '').trim().toLowerCase();
      return ok({ list: needle === '' ? tree : filterTree(tree, needle) });
    },
  );

  // Before /:id, so 'Selector' is never taken for an id.
  app.get(
    '/system/Menu/Selector/:id',
    { schema: { params: Params, response: { 200: listEnvelopeOf(MENU_SELECTOR_NODE) } } },
    async (request) => {
      await requireMenu(app.db, currentUserId(request), MENU_ADMIN_CODE);
      const rows = await readAllMenus(app.db);
      // '0' (a new menu) excludes nothing; an existing menu cannot move under itself or its own children.
      const excluded = request.params.id === '0' ? new Set<string>() : subtreeIds(rows, request.params.id);
      const tree = nestMenus(rows.filter((row) => !excluded.has(row.id)));
      return ok({ list: selectorNodes(tree) });
    },
  );

  app.get('/system/Menu/:id', { schema: { params: Params, response: { 200: envelopeOf(MENU_INFO) } } }, async (request) => {
    await requireMenu(app.db, currentUserId(request), MENU_ADMIN_CODE);
    const row = await app.db.selectFrom('menu').selectAll().where('id', '=', request.params.id).executeTakeFirst();
    if (!row) throw missing('menus.no-such-menu');
    return ok(menuInfoOf(row));
  });
};
