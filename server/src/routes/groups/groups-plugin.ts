import type { FastifyInstance } from 'fastify';
import { GROUP_MEMBERSHIP } from '../authority/members';
import { memberRoutes } from '../authority/member-routes';
import { groupRoutes } from './group-routes';
import { GROUP_MENU_CODE } from './group-store';

/** User groups under /api/permission/Group, with their members. */
export async function groupsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(groupRoutes);
  await app.register(
    memberRoutes({
      base: '/permission/Group',
      menuCode: GROUP_MENU_CODE,
      objectType: 'Group',
      membership: GROUP_MEMBERSHIP,
      missingKey: 'authority.no-such-group',
      findOwner: async (db, id) => {
        const row = await db.selectFrom('userGroup').select('fullName').where('id', '=', id).executeTakeFirst();
        return row ? { fullName: row.fullName, administrator: false } : undefined;
      },
    }),
  );
}
