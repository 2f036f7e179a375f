import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { dataScopeOf } from '../../shell/data-scope';
import { ORGANIZE_MENU_CODE } from '../../shell/menu-codes';
import { loadOrganizeIndex, type OrganizeIndex } from '../../shell/organize-tree';
import { TREE_ICON, type TreeItem } from '../../shell/tree-item';
import { CACHE_BUSTER_QUERY, listEnvelopeOf } from '../../wire/envelope';
import { TREE_ITEM } from '../../wire/tree-item';

// Selectors every page's forms use: a signed-in session is enough (they name units, not what happens in them).
//   GET /permission/Organize/Department/Selector/{excludeId|0}
//   GET /permission/Organize/Department/roleSelector/{excludeId|0}
//   GET /permission/Organize/Department/projectSelector/{excludeId|0}
//   GET /permission/Organize/Department/SelectorByAuth/{excludeId|0}?menuCode (narrowed to the caller's data scope on
//   that menu, system.organize by default: the user page passes system.user, so its tree matches its list)

const SCHEMA = {
  params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
  querystring: Type.Object(CACHE_BUSTER_QUERY),
  response: { 200: listEnvelopeOf(TREE_ITEM) },
};

const excluded = (id: string) => (id === '0' ? undefined : id);

/** The tree with only the units in `keep` and their ancestors (so each kept unit can still be reached). */
function treeWithin(index: OrganizeIndex, keep: Set<string>, excludeId: string | undefined): TreeItem[] {
  const visible = new Set<string>();
  for (const id of keep) {
    let current = index.byId.get(id);
    while (current && !visible.has(current.id)) {
      visible.add(current.id);
      current = index.byId.get(current.parentId);
    }
  }
  const prune = (items: TreeItem[]): TreeItem[] =>
    items.filter((item) => visible.has(item.id)).map((item) => ({ ...item, children: prune(item.children ?? []) }));
  return prune(index.tree(excludeId)).map(function mark(item): TreeItem {
    const children = (item.children ?? []).map(mark);
    return { ...item, children, hasChildren: children.length > 0, isLeaf: children.length === 0 };
  });
}

/** Projects as leaves under the unit that owns them. */
function withProjects(items: TreeItem[], projectsByUnit: Map<string, TreeItem[]>): TreeItem[] {
  return items.map((item) => {
    const children = [...withProjects(item.children ?? [], projectsByUnit), ...(projectsByUnit.get(item.id) ?? [])];
    return { ...item, children, hasChildren: children.length > 0, isLeaf: children.length === 0 };
  });
}

export const departmentSelectorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const wholeTree = async (id: string) => (await loadOrganizeIndex(app.db, { enabledOnly: true })).tree(excluded(id));

  app.get('/permission/Organize/Department/Selector/:id', { schema: SCHEMA }, async (request) =>
    ok({ list: await wholeTree(request.params.id) }),
  );
  // Roles are not tied to units in Sluice: the role picker's tree is the organisation itself.
  app.get('/permission/Organize/Department/roleSelector/:id', { schema: SCHEMA }, async (request) =>
    ok({ list: await wholeTree(request.params.id) }),
  );

  app.get('/permission/Organize/Department/projectSelector/:id', { schema: SCHEMA }, async (request) => {
    const projects = await app.db.selectFrom('project').select(['id', 'organizeId', 'fullName', 'enCode']).orderBy('sortCode').execute();
    const byUnit = new Map<string, TreeItem[]>();
    for (const project of projects) {
      const leaf: TreeItem = {
        id: project.id,
        parentId: project.organizeId,
        fullName: project.fullName,
        enCode: project.enCode,
        icon: TREE_ICON.project,
        type: 'project',
        hasChildren: false,
        isLeaf: true,
      };
      byUnit.set(project.organizeId, [...(byUnit.get(project.organizeId) ?? []), leaf]);
    }
    return ok({ list: withProjects(await wholeTree(request.params.id), byUnit) });
  });

  const byAuthSchema = {
    ...SCHEMA,
    querystring: Type.Object({ ...CACHE_BUSTER_QUERY, menuCode: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })) }),
  };
  app.get('/permission/Organize/Department/SelectorByAuth/:id', { schema: byAuthSchema }, async (request) => {
    const userId = currentUserId(request);
    // An unknown menu has no scope grant, so it narrows to 'self': a made-up code never widens the view.
    const [index, scope] = await Promise.all([
      loadOrganizeIndex(app.db, { enabledOnly: true }),
      dataScopeOf(app.db, userId, request.query.menuCode ?? ORGANIZE_MENU_CODE),
    ]);
    const excludeId = excluded(request.params.id);
    if (scope.scope === 'all') return ok({ list: index.tree(excludeId) });
    let keep = new Set(scope.organizeIds);
    if (scope.scope === 'self') {
      // 'self' covers no units: the caller still sees where he himself sits, so a form can name his own unit.
      const me = await app.db.selectFrom('users').select(['organizeId', 'departmentId']).where('id', '=', userId).executeTakeFirst();
      keep = new Set([me?.departmentId ?? me?.organizeId ?? ''].filter((id) => id !== ''));
    }
    return ok({ list: treeWithin(index, keep, excludeId) });
  });
};
