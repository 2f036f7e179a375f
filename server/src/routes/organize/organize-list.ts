import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { readKeyword } from '../../shell/list-query';
import { ORGANIZE_MENU_CODE } from '../../shell/menu-codes';
import type { OrganizeIndex, OrganizeNode } from '../../shell/organize-tree';
import { requireMenu } from '../../shell/permission-check';
import type { TreeItem } from '../../shell/tree-item';
import { CACHE_BUSTER_QUERY, listEnvelopeOf } from '../../wire/envelope';
import { ORGANIZE_NODE } from '../../wire/organize';
import { unitsInScope } from './unit-scope';

interface OrganizeRow extends TreeItem {
  category: OrganizeNode['category'];
  sortCode: number;
  enabledMark: number;
  createdAt: number;
  creatorTime: number;
  lastModifyTime: number | null;
  description: string;
  managerId: string;
  children: OrganizeRow[];
}

/** Units whose name or code contains the keyword, plus their ancestors so the tree stays navigable. */
function matchingWithAncestors(index: OrganizeIndex, keyword: string): Set<string> {
  const needle = keyword.toLowerCase();
  const keep = new Set<string>();
  for (const node of index.byId.values()) {
    if (!node.fullName.toLowerCase().includes(needle) && !node.enCode.toLowerCase().includes(needle)) continue;
    let current: OrganizeNode | undefined = node;
    while (current && !keep.has(current.id)) {
      keep.add(current.id);
      current = index.byId.get(current.parentId);
    }
  }
  return keep;
}

function managementTree(index: OrganizeIndex, keep: Set<string> | undefined): OrganizeRow[] {
  const build = (node: OrganizeNode, trail: Set<string>): OrganizeRow => {
    const nextTrail = new Set(trail).add(node.id);
    const children = index
      .children(node.id)
      .filter((child) => !nextTrail.has(child.id) && (!keep || keep.has(child.id)))
      .map((child) => build(child, nextTrail));
    return {
      ...index.item(node, children.length > 0),
      category: node.category,
      sortCode: node.sortCode,
      enabledMark: node.enabledMark,
      createdAt: node.createdAt,
      creatorTime: node.createdAt,
      lastModifyTime: node.lastModifiedAt,
      description: node.description ?? '',
      managerId: node.managerId ?? '',
      children,
    };
  };
  return index
    .roots()
    .filter((node) => !keep || keep.has(node.id))
    .map((node) => build(node, new Set()));
}

/**
 * GET /permission/Organize?keyword: the organisation-management page's tree, disabled units included, narrowed to the
 * caller's data scope on the page (a department scope shows that department and what is under it).
 */
export const organizeListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/permission/Organize',
    {
      schema: {
        querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })), ...CACHE_BUSTER_QUERY }),
        response: { 200: listEnvelopeOf(ORGANIZE_NODE) },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      await requireMenu(app.db, userId, ORGANIZE_MENU_CODE);
      const index = (await unitsInScope(app.db, userId)).visible;
      const keyword = readKeyword(request.query.keyword);
      return ok({ list: managementTree(index, keyword ? matchingWithAncestors(index, keyword) : undefined) });
    },
  );
};
