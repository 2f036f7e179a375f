import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { readUserGrants } from '../../shell/user-grants';
import { listEnvelopeOf } from '../../wire/envelope';
import { AUTHORIZE_NODE, type AuthorizeNode } from '../../wire/profile';

type ElementKind = 'button' | 'column' | 'form' | 'resource';

/**
 * GET /api/permission/Users/Current/Authorize: the menus the caller holds, each with the buttons, columns, form
 * fields and resources held on it, as a read-only tree. A held menu under a directory the caller does not hold sits
 * at the root, so nothing held is hidden. Administrators hold every enabled menu and element.
 */
export const myAuthorizeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/permission/Users/Current/Authorize', { schema: { response: { 200: listEnvelopeOf(AUTHORIZE_NODE) } } }, async (request) => {
    const userId = currentUserId(request);
    const [grants, menus, elements] = await Promise.all([
      readUserGrants(app.db, userId),
      app.db
        .selectFrom('menu')
        .select(['id', 'parentId', 'enCode', 'fullName', 'icon', 'type'])
        .where('enabledMark', '=', 1)
        .orderBy('sortCode')
        .orderBy('id')
        .execute(),
      app.db
        .selectFrom('menuElement')
        .select(['id', 'menuId', 'kind', 'enCode', 'fullName'])
        .orderBy('sortCode')
        .orderBy('enCode')
        .execute(),
    ]);
    const held = menus.filter((menu) => grants.isAdministrator || grants.holds('menu', menu.id));
    const heldIds = new Set(held.map((menu) => menu.id));
    const nodes = new Map<string, AuthorizeNode>(
      held.map((menu) => [menu.id, { ...menu, button: [], column: [], form: [], resource: [], children: [] }]),
    );
    for (const element of elements) {
      const node = nodes.get(element.menuId);
      if (node && (grants.isAdministrator || grants.holds(element.kind, element.id))) {
        node[element.kind as ElementKind].push({ id: element.id, enCode: element.enCode, fullName: element.fullName });
      }
    }
    const roots: AuthorizeNode[] = [];
    for (const menu of held) {
      const node = nodes.get(menu.id) as AuthorizeNode;
      const parent = heldIds.has(menu.parentId) && menu.parentId !== menu.id ? nodes.get(menu.parentId) : undefined;
      (parent ? parent.children : roots).push(node);
    }
    return ok({ list: roots });
  });
};
