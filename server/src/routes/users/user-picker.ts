import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../../db/database';
import { missing } from '../../i18n/localized-error';
import { ok } from '../../lib/envelope';
import { readKeyword } from '../../shell/list-query';
import { loadOrganizeIndex, type OrganizeIndex, type OrganizeNode } from '../../shell/organize-tree';
import type { TreeItem } from '../../shell/tree-item';
import { searchEnabledUsers, staffCountByUnit, usersDirectlyIn } from '../../shell/user-directory';
import { listEnvelopeOf } from '../../wire/envelope';
import { TREE_ITEM } from '../../wire/tree-item';
import { USER_PICKER_REQUEST } from '../../wire/users';

/** A keyword search answers at most this many people; the picker asks for a narrower keyword beyond it. */
export const PICKER_SEARCH_LIMIT = 50;

function unitItem(index: OrganizeIndex, staff: Map<string, number>, node: OrganizeNode): TreeItem {
  const hasChildren = index.children(node.id).length > 0 || (staff.get(node.id) ?? 0) > 0;
  // A unit is never a leaf in the picker: it is a place to open, not a person to choose.
  return { ...index.item(node, hasChildren), isLeaf: false };
}

/** One level of the lazy picker: '0' the top companies, a unit its child units and then the people directly in it. */
export async function pickerLevel(db: Db, index: OrganizeIndex, organizeId: string): Promise<TreeItem[]> {
  const staff = await staffCountByUnit(db);
  if (organizeId === '0') return index.roots().map((node) => unitItem(index, staff, node));
  if (!index.byId.has(organizeId)) throw missing('organize.no-such-unit-enabled');
  const people = await usersDirectlyIn(db, organizeId);
  return [...index.children(organizeId).map((child) => unitItem(index, staff, child)), ...people.map((user) => index.userItem(user))];
}

/**
 * POST /permission/Users/ImUser/Selector/{organizeId} `{ keyword? }`: the user picker's lazy organisation tree.
 * '0' answers the top companies; a unit's id answers its child units, then the people directly in it;
 * a keyword answers matching people anywhere, flat.
 */
export const userPickerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/permission/Users/ImUser/Selector/:organizeId',
    {
      schema: {
        params: Type.Object({ organizeId: Type.String({ minLength: 1, maxLength: 64 }) }),
        body: USER_PICKER_REQUEST,
        response: { 200: listEnvelopeOf(TREE_ITEM) },
      },
    },
    async (request) => {
      const { organizeId } = request.params;
      const keyword = readKeyword(request.body?.keyword ?? undefined);
      const index = await loadOrganizeIndex(app.db, { enabledOnly: true });
      if (keyword) {
        const users = await searchEnabledUsers(app.db, keyword, PICKER_SEARCH_LIMIT);
        return ok({ list: users.map((user) => index.userItem(user)) });
      }
      return ok({ list: await pickerLevel(app.db, index, organizeId) });
    },
  );
};
