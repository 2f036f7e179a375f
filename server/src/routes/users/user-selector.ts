import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { loadOrganizeIndex, type OrganizeIndex, type OrganizeNode } from '../../shell/organize-tree';
import type { TreeItem } from '../../shell/tree-item';
import { allEnabledUsers, usersByIds, type PickerUser } from '../../shell/user-directory';
import { CACHE_BUSTER_QUERY, listEnvelopeOf } from '../../wire/envelope';
import { TREE_ITEM } from '../../wire/tree-item';
import { USER_IDS_REQUEST } from '../../wire/users';

function organisationWithUsers(index: OrganizeIndex, users: PickerUser[]): TreeItem[] {
  const usersByUnit = new Map<string, PickerUser[]>();
  for (const user of users) {
    const unit = user.departmentId ?? user.organizeId;
    const staff = usersByUnit.get(unit);
    if (staff) staff.push(user);
    else usersByUnit.set(unit, [user]);
  }
  const build = (node: OrganizeNode, trail: Set<string>): TreeItem => {
    const nextTrail = new Set(trail).add(node.id);
    const children: TreeItem[] = [
      ...index
        .children(node.id)
        .filter((child) => !nextTrail.has(child.id))
        .map((child) => build(child, nextTrail)),
      ...(usersByUnit.get(node.id) ?? []).map((user) => index.userItem(user)),
    ];
    return { ...index.item(node, children.length > 0), children };
  };
  return index.roots().map((root) => build(root, new Set()));
}

/** POST /permission/Users/getUserList (a picker's current value) and GET /permission/Users/Selector (whole tree). */
export const userSelectorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/permission/Users/getUserList',
    {
      schema: { body: USER_IDS_REQUEST, response: { 200: listEnvelopeOf(TREE_ITEM) } },
    },
    async (request) => {
      const wanted = [...new Set(request.body.userId.filter((id) => id !== ''))];
      const [users, index] = await Promise.all([usersByIds(app.db, wanted), loadOrganizeIndex(app.db, { enabledOnly: false })]);
      const byId = new Map(users.map((user) => [user.id, user]));
      // Same order as asked, so a picker shows its value the way it was chosen; unknown ids drop out.
      const list = wanted.flatMap((id) => {
        const user = byId.get(id);
        return user ? [index.userItem(user)] : [];
      });
      return ok({ list });
    },
  );

  app.get(
    '/permission/Users/Selector',
    { schema: { querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: listEnvelopeOf(TREE_ITEM) } } },
    async () => {
      const [index, users] = await Promise.all([loadOrganizeIndex(app.db, { enabledOnly: true }), allEnabledUsers(app.db)]);
      return ok({ list: organisationWithUsers(index, users) });
    },
  );
};
